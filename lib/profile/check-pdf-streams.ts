import { constants, inflateSync } from 'node:zlib';
import { RESUME_UNPACK_LIMITS, RESUME_UPLOAD_ERRORS } from '@/lib/validations/resume-upload';
import { isInflateOverflow } from './is-inflate-overflow';
import { ResumeLimitError } from './resume-limit-error';

/** `stream` followed by its end of line: where a stream's data starts. */
function nextStreamStart(pdf: Buffer, from: number): number {
  for (let at = pdf.indexOf('stream', from, 'latin1'); at >= 0; at = pdf.indexOf('stream', at + 6, 'latin1')) {
    if (at >= 3 && pdf.toString('latin1', at - 3, at) === 'end') continue;
    const eol = at + 6;
    if (pdf[eol] === 0x0d && pdf[eol + 1] === 0x0a) return eol + 2;
    if (pdf[eol] === 0x0a || pdf[eol] === 0x0d) return eol + 1;
  }
  return -1;
}

/**
 * Inflates every Flate stream of a PDF once, stopping past `pdfInflatedBytes` in total, so a
 * stream crafted to inflate to gigabytes is refused before the PDF parser holds it in memory.
 * Streams in other encodings (images, encrypted data) fail zlib's header check at once and
 * are left to the parser.
 */
export function checkPdfStreams(bytes: Uint8Array, limits: typeof RESUME_UNPACK_LIMITS = RESUME_UNPACK_LIMITS): void {
  const pdf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let budget = limits.pdfInflatedBytes;
  for (let start = nextStreamStart(pdf, 0); start >= 0; ) {
    const end = pdf.indexOf('endstream', start, 'latin1');
    if (end < 0) break;
    try {
      // Sync flush: a stream cut short (or followed by an end of line) still inflates as far as it goes.
      budget -= inflateSync(pdf.subarray(start, end), { maxOutputLength: Math.max(1, budget), finishFlush: constants.Z_SYNC_FLUSH }).length;
    } catch (err) {
      if (isInflateOverflow(err)) throw new ResumeLimitError('pdf_inflated_bytes', RESUME_UPLOAD_ERRORS.unpackedTooLarge);
    }
    start = nextStreamStart(pdf, end + 9);
  }
}
