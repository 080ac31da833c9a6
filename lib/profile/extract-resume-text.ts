import 'server-only';
import { RESUME_UNPACK_LIMITS, RESUME_UPLOAD_ERRORS } from '@/lib/validations/resume-upload';
import { checkDocxZip } from './check-docx-zip';
import { checkPdfStreams } from './check-pdf-streams';
import { ResumeLimitError } from './resume-limit-error';

type Limits = typeof RESUME_UNPACK_LIMITS;

/** Text is cut off well past the limit while reading (whitespace is collapsed after), then checked exactly. */
const tooMuchText = () => new ResumeLimitError('text_chars', RESUME_UPLOAD_ERRORS.tooMuchText);

/** A PDF's text, page by page, refusing documents over the page or text limit before reading on. */
async function pdfText(bytes: Uint8Array, limits: Limits): Promise<string> {
  checkPdfStreams(bytes, limits);
  const { getDocumentProxy } = await import('unpdf');
  // pdf.js may take ownership of the buffer it is given: hand it a copy.
  const pdf = await getDocumentProxy(bytes.slice());
  try {
    if (pdf.numPages > limits.pdfPages) throw new ResumeLimitError('pdf_pages', RESUME_UPLOAD_ERRORS.tooManyPages);
    const pages: string[] = [];
    let chars = 0;
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const { items } = await page.getTextContent();
      const text = items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('');
      page.cleanup();
      chars += text.length;
      if (chars > limits.textChars * 4) throw tooMuchText();
      pages.push(text);
    }
    return pages.join('\n');
  } finally {
    await pdf.loadingTask.destroy();
  }
}

/**
 * Plain text of an uploaded resume: PDF through unpdf (pdf.js), DOCX through mammoth, each
 * checked against RESUME_UNPACK_LIMITS first (ResumeLimitError when over). Both run
 * in-process on the bytes; nothing is written to disk or logged.
 */
export async function extractResumeText(kind: 'pdf' | 'docx', bytes: Uint8Array, limits: Limits = RESUME_UNPACK_LIMITS): Promise<string> {
  let raw: string;
  if (kind === 'pdf') {
    raw = await pdfText(bytes, limits);
  } else {
    checkDocxZip(bytes, limits);
    const mammoth = await import('mammoth');
    raw = (await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value;
  }
  const text = tidy(raw);
  if (text.length > limits.textChars) throw tooMuchText();
  return text;
}

/** Collapses runs of spaces and blank lines that extraction leaves behind. */
function tidy(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
