import { constants, createInflateRaw } from 'node:zlib';

export interface InflateOutcome {
  /** Bytes inflated (past `cap` when `overflow`: inflation stopped there). */
  bytes: number;
  overflow: boolean;
  /** Compressed bytes zlib read. */
  consumed: number;
  /** The inflated bytes, when asked to keep them and not over the cap. */
  data?: Buffer;
}

/** zlib found data it cannot decode, past where a decoder would have stopped on its own. */
export class InflateDataError extends Error {
  override name = 'InflateDataError';
}

/**
 * Inflates raw deflate data on zlib's thread pool (the event loop only sees 64 KB chunks go by),
 * counting the output and stopping as soon as it passes `cap`, so a bomb never costs more than
 * `cap` bytes of work or, when `keep` is false, more than one chunk of memory. Input after the
 * end of the deflate data is ignored; input that ends early is inflated as far as it goes.
 */
export function inflateBounded(input: Uint8Array, cap: number, keep: boolean): Promise<InflateOutcome> {
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw({ finishFlush: constants.Z_SYNC_FLUSH, chunkSize: 64 * 1024 });
    const chunks: Buffer[] = [];
    let bytes = 0;
    let settled = false;
    const settle = (outcome: InflateOutcome | Error) => {
      if (settled) return;
      settled = true;
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    inflate.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > cap) {
        settle({ bytes, overflow: true, consumed: inflate.bytesWritten });
        inflate.destroy();
      } else if (keep) chunks.push(chunk);
    });
    inflate.on('end', () => settle({ bytes, overflow: false, consumed: inflate.bytesWritten, data: keep ? Buffer.concat(chunks) : undefined }));
    inflate.on('error', (err) => settle(new InflateDataError(err.message)));
    inflate.end(input);
  });
}
