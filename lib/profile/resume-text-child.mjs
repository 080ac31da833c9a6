// Reads the text of one uploaded resume in a process of its own, started for that one file by
// run-extraction-child.ts: pdf.js and mammoth run here, so a file that makes them decode for
// seconds or allocate gigabytes costs this process (killed at its time or memory limit), never
// the web server's event loop or heap. Plain ESM, outside the Next.js bundle, so Node runs it
// as it is in `next dev`, `next start` and Jest alike.
//
// In:  argv `kind pdfPages maxChars` ('pdf' | 'docx', then numbers), the file's bytes on stdin
//      (a pipe: the server writes them without the copy and serialisation an IPC message costs).
// Out (IPC, once): { ok: true, text } | { ok: false, limit?: 'pdf_pages' | 'text_chars', error }
//   `error` is an error's name or code, never its message: messages can quote the file.
import module from 'node:module';

// pdf.js is 1.6 MB of JavaScript compiled afresh by every child; Node's on-disk code cache
// (in the OS temp directory) roughly halves that on later starts.
module.enableCompileCache?.();

process.on('disconnect', () => process.exit(0));
const [kind, pdfPages, maxChars] = process.argv.slice(2);
readStdin()
  .then((bytes) => extract(kind, bytes, Number(pdfPages), Number(maxChars)))
  .then(
    (text) => reply({ ok: true, text }),
    (err) => reply({ ok: false, limit: err?.limit, error: String(err?.code ?? err?.name ?? 'Error') }),
  );

async function readStdin() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return Buffer.concat(chunks);
}

function reply(message) {
  process.send(message, () => process.exit(0));
}

class LimitError extends Error {
  constructor(limit) {
    super(limit);
    this.limit = limit;
  }
}

async function extract(kind, bytes, pdfPages, maxChars) {
  if (kind === 'pdf') return pdfText(bytes, pdfPages, maxChars);
  const mammoth = await import('mammoth');
  return (await mammoth.default.extractRawText({ buffer: bytes })).value;
}

/** A PDF's text, page by page, refusing documents over the page or text limit before reading on. */
async function pdfText(bytes, pdfPages, maxChars) {
  const { getDocumentProxy } = await import('unpdf');
  // pdf.js accepts a plain Uint8Array, not a Buffer.
  const pdf = await getDocumentProxy(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
    // Text extraction needs no image: skipping them all (images of more than 0 pixels) means no
    // JPEG, JBIG2 or inline image is ever decoded, whatever a font or pattern paints.
    maxImageSize: 0,
    isEvalSupported: false,
    verbosity: 0,
  });
  try {
    if (pdf.numPages > pdfPages) throw new LimitError('pdf_pages');
    const pages = [];
    let chars = 0;
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const { items } = await page.getTextContent();
      const text = items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('');
      page.cleanup();
      chars += text.length;
      if (chars > maxChars) throw new LimitError('text_chars');
      pages.push(text);
    }
    return pages.join('\n');
  } finally {
    await pdf.loadingTask.destroy();
  }
}
