/**
 * A resume file refused for how it is built rather than for its size: a PDF whose streams use
 * a decoder we cannot bound (a filter chain, LZW, JBIG2…), an encrypted PDF, a compressed
 * stream that is corrupt. `message` is the plain sentence for the user.
 */
export class ResumeRefusedError extends Error {
  constructor(
    readonly reason: 'pdf_filter' | 'pdf_encrypted' | 'pdf_structure' | 'pdf_stream_corrupt',
    message: string,
  ) {
    super(message);
    this.name = 'ResumeRefusedError';
  }
}
