/** Resume upload limits and messages, shared by the Personalize form and /api/resume-upload. */
export const MAX_RESUME_FILE_BYTES = 5 * 1024 * 1024;

export const RESUME_FILE_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

export const RESUME_UPLOAD_ERRORS = {
  wrongType: 'Please upload your resume as a PDF or Word (.docx) file.',
  tooLarge: 'That file is larger than 5 MB. Please upload a smaller PDF or DOCX file.',
  empty: 'We could not find any text in that file. If it is a scanned PDF, paste your resume instead.',
  unreadable: 'We could not read that file. Please check it opens, or paste your resume instead.',
  missing: 'Choose a PDF or DOCX file to upload.',
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
