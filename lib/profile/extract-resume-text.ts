import 'server-only';

/**
 * Plain text of an uploaded resume: PDF through unpdf (pdf.js), DOCX through mammoth. Both
 * run in-process on the bytes; nothing is written to disk or logged.
 */
export async function extractResumeText(kind: 'pdf' | 'docx', bytes: Uint8Array): Promise<string> {
  if (kind === 'pdf') {
    const { extractText, getDocumentProxy } = await import('unpdf');
    const pdf = await getDocumentProxy(bytes);
    const { text } = await extractText(pdf, { mergePages: true });
    return tidy(text);
  }
  const mammoth = await import('mammoth');
  const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
  return tidy(value);
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
