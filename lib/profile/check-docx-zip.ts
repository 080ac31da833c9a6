import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';
import { RESUME_UNPACK_LIMITS, RESUME_UPLOAD_ERRORS } from '@/lib/validations/resume-upload';
import { isInflateOverflow } from './is-inflate-overflow';
import { ResumeLimitError } from './resume-limit-error';

/** zlib on its thread pool: a 32 MB part inflates without holding the event loop. */
const inflateRawAsync = promisify(inflateRaw);

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_MIN = 22;
const CENTRAL_MIN = 46;
const LOCAL_MIN = 30;

interface ZipEntry {
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const unreadable = () => new Error('not a readable zip');
const tooLarge = () => new ResumeLimitError('docx_unpacked_bytes', RESUME_UPLOAD_ERRORS.unpackedTooLarge);

/** The end-of-central-directory record: the last one, within the 64 KB comment allowance. */
function findEndRecord(zip: Buffer): number {
  for (let at = zip.length - EOCD_MIN; at >= Math.max(0, zip.length - EOCD_MIN - 0xffff); at--) {
    if (zip.readUInt32LE(at) === EOCD_SIGNATURE) return at;
  }
  throw unreadable();
}

/** Every entry the central directory lists, refusing more than the entry limit before reading them. */
function readCentralDirectory(zip: Buffer, limits: typeof RESUME_UNPACK_LIMITS): ZipEntry[] {
  const end = findEndRecord(zip);
  const count = zip.readUInt16LE(end + 10);
  const offset = zip.readUInt32LE(end + 16);
  // ZIP64 markers: a resume never needs them, and they would hide the real counts and sizes.
  if (count === 0xffff || offset === 0xffffffff) throw tooLarge();
  if (count > limits.docxEntries) throw new ResumeLimitError('docx_entries', RESUME_UPLOAD_ERRORS.unpackedTooLarge);
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + CENTRAL_MIN > zip.length || zip.readUInt32LE(at) !== CENTRAL_SIGNATURE) throw unreadable();
    entries.push({
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      localOffset: zip.readUInt32LE(at + 42),
    });
    at += CENTRAL_MIN + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/** Inflates one entry, never past its declared size: a header that understates its data is a bomb. */
async function checkEntry(zip: Buffer, entry: ZipEntry): Promise<void> {
  const local = entry.localOffset;
  if (local + LOCAL_MIN > zip.length || zip.readUInt32LE(local) !== LOCAL_SIGNATURE) throw unreadable();
  const start = local + LOCAL_MIN + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
  const data = zip.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize) throw unreadable();
  if (entry.method === 0) {
    if (entry.compressedSize !== entry.size) throw unreadable();
    return;
  }
  if (entry.method !== 8) throw unreadable();
  let inflated: Buffer;
  try {
    inflated = await inflateRawAsync(data, { maxOutputLength: Math.max(1, entry.size) });
  } catch (err) {
    if (isInflateOverflow(err)) throw tooLarge();
    throw unreadable();
  }
  if (inflated.length !== entry.size) throw unreadable();
}

/**
 * Checks a DOCX before the parser unpacks it: at most `docxEntries` parts, at most
 * `docxUnpackedBytes` declared once decompressed, and each part really inflating to no more
 * than it declares (inflation stops at the declared size). Throws ResumeLimitError when over
 * a limit, a plain Error when the zip is malformed.
 */
export async function checkDocxZip(bytes: Uint8Array, limits: typeof RESUME_UNPACK_LIMITS = RESUME_UNPACK_LIMITS): Promise<void> {
  const zip = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (zip.length < EOCD_MIN) throw unreadable();
  const entries = readCentralDirectory(zip, limits);
  const declared = entries.reduce((sum, entry) => sum + entry.size, 0);
  if (declared > limits.docxUnpackedBytes) throw tooLarge();
  for (const entry of entries) await checkEntry(zip, entry);
}
