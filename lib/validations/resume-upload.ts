/** Resume upload limits and messages, shared by the Personalize form and /api/resume-upload. */
export const MAX_RESUME_FILE_BYTES = 5 * 1024 * 1024;

/**
 * What a file may unpack to. A resume is a few pages; these bounds keep a crafted file (a zip
 * bomb, a PDF of thousands of pages) from costing more memory or CPU than a long resume would.
 */
export const RESUME_UNPACK_LIMITS = {
  /** Total size of a DOCX's parts once decompressed (a long resume with photos is ~5 MB). */
  docxUnpackedBytes: 32 * 1024 * 1024,
  /** Parts in a DOCX (a resume has 10–40). */
  docxEntries: 500,
  /** PDF pages read. */
  pdfPages: 30,
  /**
   * Compressed PDF streams, once inflated, all together: the real bound on what pdf.js holds
   * decoded (its buffers live outside the JavaScript heap, so no heap limit counts them).
   * A resume's fonts, text and a photo inflate to a few MB.
   */
  pdfInflatedBytes: 40 * 1024 * 1024,
  /**
   * Bytes of PDF syntax (dictionaries, arrays, object-stream contents) the check reads, in all.
   * A resume has well under 1 MB of it; the rest of a PDF is stream data, which is not read as syntax.
   */
  pdfScanBytes: 16 * 1024 * 1024,
  /** Characters of text, the same bound the Resume box has. */
  textChars: 100_000,
} as const;

export const RESUME_UPLOAD_ERRORS = {
  wrongType: 'Please upload your resume as a PDF or Word (.docx) file.',
  tooLarge: 'That file is larger than 5 MB. Please upload a smaller PDF or DOCX file.',
  empty: 'We could not find any text in that file. If it is a scanned PDF, paste your resume instead.',
  unreadable: 'We could not read that file. Please check it opens, or paste your resume instead.',
  missing: 'Choose a PDF or DOCX file to upload.',
  unpackedTooLarge: 'That file is too large once unpacked. Please upload a simpler PDF or DOCX file, or paste your resume instead.',
  tooManyPages: 'That file has more than 30 pages. Please upload just your resume, or paste it instead.',
  tooMuchText: 'That file has more than 100,000 characters of text. Please upload just your resume, or paste it instead.',
  unsupportedPdf:
    'That PDF is built in a way we do not read (an unusual kind of compression). Please save it again with "Save as PDF" or "Print to PDF", upload a Word (.docx) file, or paste your resume instead.',
  encryptedPdf: 'That PDF is password-protected or encrypted. Please upload an unprotected copy or a Word (.docx) file, or paste your resume instead.',
  tooSlow: 'That file took too long to read. Please upload a simpler PDF or DOCX file, or paste your resume instead.',
  busy: 'We are reading a lot of files right now. Please try again in a few seconds.',
  stillReading: 'We are still reading your last file. Please wait for it to finish, then try again.',
} as const;

/** Decides the kind from the name and the magic bytes, never from the browser's claimed type alone. */
export function detectResumeKind(name: string, head: Uint8Array): 'pdf' | 'docx' | null {
  const lower = name.toLowerCase();
  const isPdf = head[0] === 0x25 && head[1] === 0x50 && head[2] === 0x44 && head[3] === 0x46; // %PDF
  const isZip = head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04; // PK..
  if (isPdf && lower.endsWith('.pdf')) return 'pdf';
  if (isZip && lower.endsWith('.docx')) return 'docx';
  return null;
}
