/** A resume file over one of RESUME_UNPACK_LIMITS; `message` is the plain sentence for the user. */
export class ResumeLimitError extends Error {
  constructor(
    readonly limit:
      | 'docx_unpacked_bytes'
      | 'docx_entries'
      | 'pdf_pages'
      | 'pdf_inflated_bytes'
      | 'pdf_scan_bytes'
      | 'text_chars'
      /** The extraction process ran past its wall-clock limit. */
      | 'extract_time'
      /** The extraction process grew past its memory limit (resident or heap). */
      | 'extract_memory',
    message: string,
  ) {
    super(message);
    this.name = 'ResumeLimitError';
  }
}
