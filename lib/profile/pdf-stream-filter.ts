import { RESUME_UPLOAD_ERRORS } from '@/lib/validations/resume-upload';
import type { PdfDict, PdfValue } from './pdf-object-parser';
import { ResumeRefusedError } from './resume-refused-error';

/**
 * How pdf.js will decode one stream, once the pre-check has accepted it:
 * - 'none': the bytes as they are (no larger than the file);
 * - 'flate': zlib, then a PNG/TIFF predictor when `rowBytes` > 0 (each row at most `rowBytes`);
 * - 'dct': JPEG, which text extraction never decodes (images are skipped).
 */
export type StreamDecoding = { kind: 'none' } | { kind: 'dct' } | { kind: 'flate'; rowBytes: number };

/** A predictor row larger than this is no image a resume holds (a 16-bit RGBA row 30,000 pixels wide is 240 KB). */
const MAX_ROW_BYTES = 1024 * 1024;

const FILTERS: Record<string, StreamDecoding['kind']> = { FlateDecode: 'flate', Fl: 'flate', DCTDecode: 'dct', DCT: 'dct' };

const refuse = () => new ResumeRefusedError('pdf_filter', RESUME_UPLOAD_ERRORS.unsupportedPdf);

/** pdf.js reads the abbreviation first (`F` before `Filter`, `DP` before `DecodeParms`). */
function entry(dict: PdfDict, short: string, long: string): PdfValue | undefined {
  return dict.has(short) ? dict.get(short) : dict.get(long);
}

/** A decode parameter pdf.js reads with Dict.get: absent, or a number written in place. */
function parameter(params: PdfDict, ...keys: string[]): number | undefined {
  const key = keys.find((k) => params.has(k));
  if (key === undefined) return undefined;
  const value = params.get(key);
  if (value?.type !== 'number') throw refuse();
  return value.value;
}

const positiveInteger = (value: number | undefined, fallback: number): number => {
  const n = value || fallback; // pdf.js: `params.get(...) || default`
  if (!Number.isInteger(n) || n < 1) throw refuse();
  return n;
};

/** The PNG/TIFF predictor pdf.js would put after Flate, bounded so no row is a memory bomb of its own. */
function predictorRowBytes(params: PdfValue | undefined): number {
  if (params?.type === 'ref') throw refuse();
  if (params?.type !== 'dict') return 0; // pdf.js applies a predictor only for a dictionary
  const predictor = parameter(params.entries, 'Predictor') || 1;
  if (predictor <= 1) return 0;
  if (predictor !== 2 && !(Number.isInteger(predictor) && predictor >= 10 && predictor <= 15)) throw refuse();
  const colors = positiveInteger(parameter(params.entries, 'Colors'), 1);
  const bits = positiveInteger(parameter(params.entries, 'BPC', 'BitsPerComponent'), 8);
  const columns = positiveInteger(parameter(params.entries, 'Columns'), 1);
  if (![1, 2, 4, 8, 16].includes(bits)) throw refuse();
  const rowBytes = Math.ceil((columns * colors * bits) / 8);
  if (rowBytes > MAX_ROW_BYTES) throw refuse();
  return rowBytes;
}

/**
 * Decides from a stream's dictionary how pdf.js will decode it, mirroring pdf.js's
 * Parser.filter: no filter, a lone /FlateDecode or a lone /DCTDecode (as a name or a one-item
 * array) pass; a chain (`[/ASCIIHexDecode /FlateDecode]` hides a zlib bomb from a check that
 * looks for a zlib header), LZW, ASCII85, RunLength, JBIG2, JPX, CCITTFax, Brotli, Crypt and
 * unknown names are refused, and so are filters or parameters given by reference (pdf.js would
 * resolve them from objects the check does not follow).
 */
export function streamDecoding(dict: PdfDict): StreamDecoding {
  const filter = entry(dict, 'F', 'Filter');
  const params = entry(dict, 'DP', 'DecodeParms');
  let name: string;
  let filterParams: PdfValue | undefined;
  if (filter?.type === 'name') {
    name = filter.name;
    filterParams = params;
  } else if (filter?.type === 'array') {
    if (filter.items.length === 0) return { kind: 'none' };
    const [only] = filter.items;
    if (filter.items.length > 1 || only.type !== 'name') throw refuse();
    name = only.name;
    // With an array of filters pdf.js takes parameters only from an array, item by item.
    filterParams = params?.type === 'array' ? params.items[0] : undefined;
  } else if (filter?.type === 'ref') {
    throw refuse();
  } else {
    return { kind: 'none' }; // absent, or a value pdf.js ignores (a number, a string, null)
  }
  const kind = Object.hasOwn(FILTERS, name) ? FILTERS[name] : undefined;
  if (kind === 'flate') return { kind, rowBytes: predictorRowBytes(filterParams) };
  if (kind === 'dct') return { kind };
  throw refuse();
}
