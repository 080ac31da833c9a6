// The one audio format the sidecar speaks: 16 kHz mono signed 16-bit little-endian PCM,
// one 100 ms frame (3,200 bytes) per WebSocket message. PCM frames stand alone, unlike WebM
// chunks, so reconnects and chunked uploads just work.

export const SAMPLE_RATE = 16_000;
export const BYTES_PER_SAMPLE = 2;
export const FRAME_MS = 100;
export const FRAME_BYTES = (SAMPLE_RATE * BYTES_PER_SAMPLE * FRAME_MS) / 1000;

/** Samples of a PCM buffer. Copies when the buffer is not 2-byte aligned (Int16Array needs it). */
export function toSamples(pcm: Buffer): Int16Array {
  const count = Math.floor(pcm.length / BYTES_PER_SAMPLE);
  if (pcm.byteOffset % BYTES_PER_SAMPLE === 0) {
    return new Int16Array(pcm.buffer, pcm.byteOffset, count);
  }
  const copy = Buffer.from(pcm.subarray(0, count * BYTES_PER_SAMPLE));
  return new Int16Array(copy.buffer, copy.byteOffset, count);
}

/** PCM bytes of samples; shares memory with the array (the platform is little-endian). */
export function fromSamples(samples: Int16Array): Buffer {
  return Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
}

/** Float samples in [-1, 1] to PCM, clipping what lies outside. */
export function floatToPcm(values: ArrayLike<number>): Buffer {
  const out = new Int16Array(values.length);
  for (let i = 0; i < values.length; i++) {
    const v = Math.max(-1, Math.min(1, values[i]));
    out[i] = Math.round(v * 32767);
  }
  return fromSamples(out);
}

export function pcmDurationMs(bytes: number, sampleRate = SAMPLE_RATE): number {
  return (bytes / BYTES_PER_SAMPLE / sampleRate) * 1000;
}

export function pcmBytesForMs(ms: number, sampleRate = SAMPLE_RATE): number {
  return Math.round((ms / 1000) * sampleRate) * BYTES_PER_SAMPLE;
}

/** Splits PCM into frames of `frameBytes`; the last frame may be shorter. */
export function splitFrames(pcm: Buffer, frameBytes = FRAME_BYTES): Buffer[] {
  const frames: Buffer[] = [];
  for (let offset = 0; offset < pcm.length; offset += frameBytes) {
    frames.push(pcm.subarray(offset, Math.min(offset + frameBytes, pcm.length)));
  }
  return frames;
}

/** Root-mean-square level in dB relative to full scale; -Infinity for digital silence. */
export function rmsDbfs(samples: Int16Array, start = 0, end = samples.length): number {
  if (end <= start) return -Infinity;
  let sum = 0;
  for (let i = start; i < end; i++) sum += samples[i] * samples[i];
  const rms = Math.sqrt(sum / (end - start)) / 32768;
  return rms === 0 ? -Infinity : 20 * Math.log10(rms);
}

/** Near-silence (±1 of 32768, a fixed pattern): digital zeros give a recogniser's log energy nothing to measure. */
export function silenceLike(bytes: number): Buffer {
  const out = Buffer.alloc(bytes - (bytes % 2));
  for (let i = 0; i < out.length; i += 2) out.writeInt16LE(((i >> 1) * 7919) % 3 - 1, i);
  return out;
}
