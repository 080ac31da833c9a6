// The browser's audio framing (the AudioWorklet in public/worklets/pcm-framer.js, checked against
// a TypeScript reference of the same algorithm): 16 kHz mono s16le, exactly 3,200 bytes per 100 ms.
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { FRAME_BYTES, FRAME_SAMPLES, floatToInt16, PcmFramer, TARGET_SAMPLE_RATE } from '../fixtures/interview/pcm-framer-reference';

type Core = { push(channels: Float32Array[]): ArrayBuffer[] };

function loadWorkletCore(rate: number): Core {
  const context = { __pcmFramerExports: {} as { PcmFramerCore?: new (rate: number) => Core }, Math, Int16Array, ArrayBuffer, DataView };
  vm.createContext(context);
  vm.runInContext(fs.readFileSync(path.join(__dirname, '../../public/worklets/pcm-framer.js'), 'utf8'), context);
  const Ctor = context.__pcmFramerExports.PcmFramerCore;
  if (!Ctor) throw new Error('worklet did not export PcmFramerCore');
  return new Ctor(rate);
}

/** A stereo sine of `seconds` at `rate`, in render quanta of 128 samples as an AudioWorklet gets it. */
function sineBlocks(rate: number, seconds: number, freq: number, amplitude: number, rightAmplitude = amplitude): Float32Array[][] {
  const total = Math.round(rate * seconds);
  const blocks: Float32Array[][] = [];
  for (let start = 0; start < total; start += 128) {
    const n = Math.min(128, total - start);
    const left = new Float32Array(n);
    const right = new Float32Array(n);
    for (let i = 0; i < n; i++) {
      const v = Math.sin((2 * Math.PI * freq * (start + i)) / rate);
      left[i] = amplitude * v;
      right[i] = rightAmplitude * v;
    }
    blocks.push([left, right]);
  }
  return blocks;
}

function run(framer: { push(c: Float32Array[]): ArrayBuffer[] }, blocks: Float32Array[][]): ArrayBuffer[] {
  return blocks.flatMap((b) => framer.push(b));
}

function samplesOf(frames: ArrayBuffer[]): number[] {
  const out: number[] = [];
  for (const f of frames) {
    const view = new DataView(f);
    for (let i = 0; i < f.byteLength; i += 2) out.push(view.getInt16(i, true));
  }
  return out;
}

describe('PCM framer', () => {
  it('turns 1 s of 48 kHz stereo into ten frames of exactly 3,200 bytes (16 kHz mono s16le)', () => {
    const frames = run(new PcmFramer(48_000), sineBlocks(48_000, 1, 440, 0.5));
    expect(FRAME_SAMPLES).toBe(1600);
    expect(FRAME_BYTES).toBe(3200);
    expect(frames).toHaveLength(10);
    for (const f of frames) expect(f.byteLength).toBe(3200);
  });

  it('keeps 44.1 kHz in step: 10 s give exactly 100 frames and nothing pending', () => {
    const framer = new PcmFramer(44_100);
    const frames = run(framer, sineBlocks(44_100, 10, 440, 0.5));
    expect(frames).toHaveLength(100);
    expect(framer.pendingSamples).toBe(0);
  });

  it('holds a partial frame until the next block completes it', () => {
    const framer = new PcmFramer(48_000);
    expect(framer.push([new Float32Array(4797)])).toHaveLength(0);
    expect(framer.pendingSamples).toBe(1599);
    expect(framer.push([new Float32Array(3)])).toHaveLength(1);
  });

  it('outputs at 16 kHz: a 1 kHz tone at 48 kHz crosses zero 2,000 times a second in the output', () => {
    const samples = samplesOf(run(new PcmFramer(48_000), sineBlocks(48_000, 1, 1000, 0.5)));
    expect(samples).toHaveLength(TARGET_SAMPLE_RATE);
    let crossings = 0;
    for (let i = 1; i < samples.length; i++) if ((samples[i - 1] < 0) !== (samples[i] < 0)) crossings++;
    expect(Math.abs(crossings - 2000)).toBeLessThanOrEqual(2);
    const peak = Math.max(...samples.map(Math.abs));
    // Box averaging over 3 samples attenuates 1 kHz by under 1 %.
    expect(peak).toBeGreaterThan(0.49 * 32767);
    expect(peak).toBeLessThan(0.51 * 32767);
  });

  it('averages the channels to mono', () => {
    const samples = samplesOf(run(new PcmFramer(48_000), [[new Float32Array(4800).fill(0.5), new Float32Array(4800).fill(-0.1)]]));
    expect(new Set(samples)).toEqual(new Set([floatToInt16(0.2)]));
  });

  it('clips beyond full scale instead of wrapping', () => {
    expect(floatToInt16(1)).toBe(32767);
    expect(floatToInt16(-1)).toBe(-32768);
    expect(floatToInt16(3.5)).toBe(32767);
    expect(floatToInt16(-7)).toBe(-32768);
    expect(floatToInt16(Number.NaN)).toBe(0);
    const samples = samplesOf(run(new PcmFramer(48_000), sineBlocks(48_000, 0.1, 200, 4)));
    expect(Math.max(...samples)).toBe(32767);
    expect(Math.min(...samples)).toBe(-32768);
  });

  it('writes little-endian bytes', () => {
    const [frame] = new PcmFramer(16_000).push([new Float32Array(1600).fill(0x0102 / 0x7fff)]);
    const bytes = new Uint8Array(frame);
    expect([bytes[0], bytes[1]]).toEqual([0x02, 0x01]);
  });

  it.each([44_100, 48_000])('the AudioWorklet produces the same bytes as the library at %i Hz', (rate) => {
    const blocks = sineBlocks(rate, 2, 330, 1.3, 0.2);
    const expected = run(new PcmFramer(rate), blocks).map((f) => Buffer.from(f).toString('base64'));
    const actual = run(loadWorkletCore(rate), blocks).map((f) => Buffer.from(f).toString('base64'));
    expect(actual).toHaveLength(20);
    expect(actual).toEqual(expected);
  });

  it('refuses an impossible sample rate', () => {
    expect(() => new PcmFramer(0)).toThrow(RangeError);
  });
});
