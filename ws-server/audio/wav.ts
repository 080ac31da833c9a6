// RIFF/WAVE for 16-bit PCM: written for speech engines that take files (pocketsphinx,
// /v1/audio/transcriptions), read for test speech made by flite.
import { BYTES_PER_SAMPLE, SAMPLE_RATE } from './pcm';

const HEADER_BYTES = 44;

export function encodeWav(pcm: Buffer, sampleRate = SAMPLE_RATE, channels = 1): Buffer {
  const header = Buffer.alloc(HEADER_BYTES);
  const byteRate = sampleRate * channels * BYTES_PER_SAMPLE;
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // fmt chunk size for plain PCM
  header.writeUInt16LE(1, 20); // format 1 = integer PCM
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(byteRate, 28);
  header.writeUInt16LE(channels * BYTES_PER_SAMPLE, 32);
  header.writeUInt16LE(BYTES_PER_SAMPLE * 8, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, pcm]);
}

export interface DecodedWav {
  sampleRate: number;
  channels: number;
  /** Interleaved 16-bit little-endian samples. */
  pcm: Buffer;
}

/** Reads a 16-bit PCM WAV, walking the chunks (writers may add LIST or fact chunks). */
export function decodeWav(file: Buffer): DecodedWav {
  if (file.length < 12 || file.toString('ascii', 0, 4) !== 'RIFF' || file.toString('ascii', 8, 12) !== 'WAVE') {
    throw new Error('not a RIFF/WAVE file');
  }
  let format: { sampleRate: number; channels: number; bits: number; tag: number } | undefined;
  let offset = 12;
  while (offset + 8 <= file.length) {
    const id = file.toString('ascii', offset, offset + 4);
    const size = file.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      format = {
        tag: file.readUInt16LE(body),
        channels: file.readUInt16LE(body + 2),
        sampleRate: file.readUInt32LE(body + 4),
        bits: file.readUInt16LE(body + 14),
      };
    } else if (id === 'data') {
      if (!format) throw new Error('WAV data chunk before its fmt chunk');
      if (format.tag !== 1 || format.bits !== 16) throw new Error('only 16-bit integer PCM WAV is supported');
      // Streaming writers leave the size at 0 or 0xFFFFFFFF: take what is there.
      const end = size === 0 || body + size > file.length ? file.length : body + size;
      return { sampleRate: format.sampleRate, channels: format.channels, pcm: file.subarray(body, end) };
    }
    offset = body + size + (size % 2); // chunks are word-aligned
  }
  throw new Error('WAV file has no data chunk');
}
