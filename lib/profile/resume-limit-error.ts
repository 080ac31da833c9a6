/** A resume file over one of RESUME_UNPACK_LIMITS; `message` is the plain sentence for the user. */
export class ResumeLimitError extends Error {
  constructor(
    readonly limit: 'docx_unpacked_bytes' | 'docx_entries' | 'pdf_pages' | 'pdf_inflated_bytes' | 'text_chars',
    message: string,
  ) {
    super(message);
    this.name = 'ResumeLimitError';
  }
}
