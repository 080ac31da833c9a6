import { RESUME_UNPACK_LIMITS, RESUME_UPLOAD_ERRORS } from '@/lib/validations/resume-upload';
import { inflateBounded, InflateDataError } from './inflate-bounded';
import { PdfLexer, PdfSyntaxError } from './pdf-lexer';
import { PdfObjectParser, unsupportedStructure, type PdfDict, type PdfValue } from './pdf-object-parser';
import { streamDecoding } from './pdf-stream-filter';
import { ResumeLimitError } from './resume-limit-error';
import { ResumeRefusedError } from './resume-refused-error';

type Limits = typeof RESUME_UNPACK_LIMITS;
type PdfStream = Extract<PdfValue, { type: 'stream' }>;

/**
 * One object read at once: a resume's largest (a CID font's /W array) is tens of KB. Objects are
 * read on the event loop, at several MB a second, so this also bounds how long one read holds it.
 */
const MAX_OBJECT_BYTES = 256 * 1024;
/** Compressed bytes fed to zlib, all streams together: a file feeds each of its bytes about once. */
const MAX_COMPRESSED_BYTES = 64 * 1024 * 1024;
/** Object streams inside object streams: pdf.js would follow them; no writer nests them. */
const MAX_OBJECT_STREAM_NESTING = 3;
/** Longest stretch of token reading before the event loop gets a turn. */
const SLICE_MS = 8;

/** pdf.js's FlateStream header test: a stream failing it decodes to nothing (pdf.js substitutes an empty stream). */
function flateHeaderAccepted(bytes: Uint8Array, start: number): boolean {
  if (start + 2 > bytes.length) return false;
  const cmf = bytes[start];
  const flg = bytes[start + 1];
  return (cmf & 0x0f) === 8 && ((cmf << 8) + flg) % 31 === 0 && (flg & 0x20) === 0;
}

/**
 * One pass over a PDF. Every place pdf.js can find an object is visited: each `obj` keyword in
 * the file, even inside another object's data (pdf.js jumps to objects by offset, so objects can
 * overlap), each `trailer`, and each object inside an object stream. Across the whole file, the
 * bytes of syntax read are bounded by `pdfScanBytes` (that reading runs on the event loop, in
 * slices), the compressed bytes fed to zlib by MAX_COMPRESSED_BYTES, and what they inflate to by
 * `pdfInflatedBytes`.
 */
class PdfScan {
  private inflatedLeft: number;
  private scanLeft: number;
  private compressedLeft = MAX_COMPRESSED_BYTES;
  private sliceStart = performance.now();

  constructor(
    private readonly pdf: Buffer,
    limits: Limits,
  ) {
    this.inflatedLeft = limits.pdfInflatedBytes;
    this.scanLeft = limits.pdfScanBytes;
  }

  async run(): Promise<void> {
    for (const keyword of ['obj', 'trailer']) {
      for (let at = this.pdf.indexOf(keyword, 0, 'latin1'); at >= 0; at = this.pdf.indexOf(keyword, at + 1, 'latin1')) {
        const value = this.readObject(this.pdf, at + keyword.length, this.pdf.length);
        if (value?.type === 'stream') await this.checkStream(this.pdf, value, 0);
        await this.breathe();
      }
    }
  }

  private spend(bytes: number): void {
    this.scanLeft -= bytes;
    if (this.scanLeft < 0) throw new ResumeLimitError('pdf_scan_bytes', RESUME_UPLOAD_ERRORS.unsupportedPdf);
  }

  private spendCompressed(bytes: number): void {
    this.compressedLeft -= bytes;
    if (this.compressedLeft < 0) throw new ResumeLimitError('pdf_scan_bytes', RESUME_UPLOAD_ERRORS.unsupportedPdf);
  }

  private readObject(bytes: Uint8Array, start: number, end: number): PdfValue | null {
    let read = 0;
    const lexer = new PdfLexer(bytes, Math.max(0, start), Math.min(end, bytes.length), (n) => {
      read += n;
      if (read > MAX_OBJECT_BYTES) throw unsupportedStructure();
      this.spend(n);
    });
    return PdfObjectParser.readOne(lexer);
  }

  private async checkStream(bytes: Uint8Array, stream: PdfStream, nesting: number): Promise<void> {
    const decoding = streamDecoding(stream.entries);
    // pdf.js reads any stream with integer /First and /N as an object stream when an xref entry
    // points into it, whatever its /Type: what it holds must be checked as objects too.
    const objectStream = stream.entries.has('First');
    if (objectStream && (decoding.kind === 'dct' || (decoding.kind === 'flate' && decoding.rowBytes > 0) || nesting >= MAX_OBJECT_STREAM_NESTING)) {
      throw unsupportedStructure();
    }
    let content: Uint8Array | undefined;
    if (decoding.kind === 'flate') content = await this.inflate(bytes, stream.dataStart, decoding.rowBytes, objectStream);
    else if (objectStream) content = bytes.subarray(stream.dataStart);
    if (objectStream && content) await this.checkObjectStream(stream.entries, content, nesting + 1);
  }

  /**
   * Inflates a Flate stream from its start to the end of the bytes it lies in: pdf.js's
   * /Length (or its search for `endstream`) can only cut that shorter, and a shorter input never
   * inflates to more. zlib refusing the data mid-way is a refusal: pdf.js's own inflater
   * accepts some of what zlib rejects (a distance too far back) and would read on past it.
   */
  private async inflate(bytes: Uint8Array, start: number, rowBytes: number, keep: boolean): Promise<Uint8Array | undefined> {
    if (!flateHeaderAccepted(bytes, start)) return keep ? new Uint8Array(0) : undefined;
    let outcome;
    try {
      // Raw inflate past the two header bytes: zlib's own header test is stricter than pdf.js's
      // (the window size), and a stream zlib would skip as "not zlib" must still be counted.
      outcome = await inflateBounded(bytes.subarray(start + 2), this.inflatedLeft - rowBytes, keep);
    } catch (err) {
      if (err instanceof InflateDataError) throw new ResumeRefusedError('pdf_stream_corrupt', RESUME_UPLOAD_ERRORS.unreadable);
      throw err;
    }
    this.spendCompressed(outcome.consumed);
    if (outcome.overflow) throw new ResumeLimitError('pdf_inflated_bytes', RESUME_UPLOAD_ERRORS.unpackedTooLarge);
    // A predictor's output is its input, rounded up to one more row.
    this.inflatedLeft -= outcome.bytes + rowBytes;
    return outcome.data;
  }

  /** The objects of an object stream, found as pdf.js's XRef.fetchCompressed finds them. */
  private async checkObjectStream(entries: PdfDict, content: Uint8Array, nesting: number): Promise<void> {
    const first = entries.get('First');
    const count = entries.get('N');
    if (first?.type === 'ref' || count?.type === 'ref') throw unsupportedStructure();
    if (first?.type !== 'number' || count?.type !== 'number' || !Number.isInteger(first.value) || !Number.isInteger(count.value)) return; // pdf.js refuses it
    const offsets = this.readObjectOffsets(content, count.value);
    for (let i = 0; i < offsets.length; i++) {
      const next = offsets[i + 1];
      if (next < offsets[i]) return; // pdf.js stops reading the object stream there
      const value = this.readObject(content, first.value + offsets[i], next === undefined ? content.length : first.value + next);
      if (value?.type === 'stream') await this.checkStream(content, value, nesting);
      await this.breathe();
    }
  }

  /** The header's `number offset` pairs; none when pdf.js would fail to read them. */
  private readObjectOffsets(content: Uint8Array, count: number): number[] {
    const parser = new PdfObjectParser(new PdfLexer(content, 0, content.length, (n) => this.spend(n)));
    const offsets: number[] = [];
    try {
      for (let i = 0; i < count; i++) {
        const num = parser.read();
        const offset = parser.read();
        if (num.type !== 'number' || offset.type !== 'number' || !Number.isInteger(num.value) || !Number.isInteger(offset.value)) return [];
        offsets.push(offset.value);
      }
    } catch (err) {
      if (err instanceof PdfSyntaxError) return [];
      throw err;
    }
    return offsets;
  }

  private async breathe(): Promise<void> {
    if (performance.now() - this.sliceStart < SLICE_MS) return;
    await new Promise((resolve) => setImmediate(resolve));
    this.sliceStart = performance.now();
  }
}

/**
 * Checks a PDF before pdf.js reads it, so that everything pdf.js will decode is bounded:
 * - every stream's /Filter is none, a lone Flate or a lone DCT (see streamDecoding), so there
 *   is no decoder whose output the check cannot measure;
 * - every Flate stream is inflated once, off the event loop, and all of them together may not
 *   pass `pdfInflatedBytes` (ResumeLimitError), nor the whole check `pdfScanBytes`;
 * - an encrypted PDF is refused: its streams are ciphertext until pdf.js decrypts them.
 * Throws ResumeRefusedError for a file built in a way the check refuses to vouch for.
 */
export async function checkPdfStreams(bytes: Uint8Array, limits: Limits = RESUME_UNPACK_LIMITS): Promise<void> {
  await new PdfScan(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), limits).run();
}
