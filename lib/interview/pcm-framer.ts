/**
 * Browser audio (Float32 at the AudioContext's rate, 1 or 2 channels) → protocol v1 audio:
 * 16 kHz mono signed 16-bit little-endian PCM in frames of exactly 100 ms (3,200 bytes).
 *
 * The resampler is an area-averaging (box) filter: each output sample is the mean of the
 * input over its 1/16,000 s window, fractional edges included. It is exact for 48 kHz
 * (three samples each) and keeps 44.1 kHz streams in step to the sample over any length,
 * with the averaging doing the anti-aliasing for speech. public/worklets/pcm-framer.js runs
 * the same algorithm inside the AudioWorklet; a unit test feeds both the same vectors.
 */
export const TARGET_SAMPLE_RATE = 16_000;
export const FRAME_MS = 100;
export const FRAME_SAMPLES = (TARGET_SAMPLE_RATE * FRAME_MS) / 1000; // 1,600
export const FRAME_BYTES = FRAME_SAMPLES * 2; // 3,200

/** Float sample in [-1, 1] → signed 16-bit, clipping anything beyond full scale. */
export function floatToInt16(sample: number): number {
  if (!(sample === sample)) return 0; // NaN
  const s = sample > 1 ? 1 : sample < -1 ? -1 : sample;
  return s < 0 ? Math.round(s * 0x8000) : Math.round(s * 0x7fff);
}

export class PcmFramer {
  private readonly ratio: number;
  private acc = 0;
  private remaining: number;
  private readonly frame = new Int16Array(FRAME_SAMPLES);
  private filled = 0;

  constructor(readonly inputSampleRate: number) {
    if (!(inputSampleRate >= 8_000 && inputSampleRate <= 384_000)) throw new RangeError(`Unsupported sample rate ${inputSampleRate}`);
    this.ratio = inputSampleRate / TARGET_SAMPLE_RATE;
    this.remaining = this.ratio;
  }

  /**
   * Adds one block of audio (one Float32Array per channel, all the same length; channels
   * are averaged to mono) and returns the complete frames it finished, each a 3,200-byte
   * ArrayBuffer. A partial frame waits for the next block.
   */
  push(channels: readonly Float32Array[]): ArrayBuffer[] {
    const frames: ArrayBuffer[] = [];
    const count = channels.length;
    if (count === 0) return frames;
    const length = channels[0].length;
    for (let i = 0; i < length; i++) {
      let x = 0;
      for (let c = 0; c < count; c++) x += channels[c][i];
      x /= count;
      let weight = 1;
      while (weight > 0) {
        const take = weight < this.remaining ? weight : this.remaining;
        this.acc += x * take;
        this.remaining -= take;
        weight -= take;
        // 1e-9 absorbs the rounding of fractional ratios such as 44.1k/16k.
        if (this.remaining <= 1e-9) {
          this.frame[this.filled++] = floatToInt16(this.acc / this.ratio);
          this.acc = 0;
          this.remaining += this.ratio;
          if (this.filled === FRAME_SAMPLES) frames.push(this.takeFrame());
        }
      }
    }
    return frames;
  }

  /** Samples waiting in the current partial frame. */
  get pendingSamples(): number {
    return this.filled;
  }

  private takeFrame(): ArrayBuffer {
    const buffer = new ArrayBuffer(FRAME_BYTES);
    const view = new DataView(buffer);
    for (let i = 0; i < FRAME_SAMPLES; i++) view.setInt16(i * 2, this.frame[i], true);
    this.filled = 0;
    return buffer;
  }
}
