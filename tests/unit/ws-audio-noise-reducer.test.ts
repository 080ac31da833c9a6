import { createNoiseReducer, type NoiseReducer } from '@/ws-server/audio/noise-reducer';
import { floatToPcm, SAMPLE_RATE, toSamples } from '@/ws-server/audio/pcm';
import { mix, noise, silence } from '@/tests/fixtures/engine/synthetic-audio';

const samplesFor = (ms: number) => Math.round((ms / 1000) * SAMPLE_RATE);

/**
 * A voiced, speech-like signal: bursts of a 140 Hz harmonic series (falling 1/h like a glottal
 * source) with smooth edges, separated by pauses, after a lead-in of nothing.
 */
function voiced(ms: number, leadMs: number, dbfs: number): Buffer {
  const n = samplesFor(ms);
  const lead = samplesFor(leadMs);
  const burst = samplesFor(400);
  const period = burst + samplesFor(250);
  const peak = Math.pow(10, dbfs / 20) * 2;
  const values = new Float64Array(n);
  for (let i = lead; i < n; i++) {
    const at = (i - lead) % period;
    if (at >= burst) continue;
    const edge = Math.min(1, at / 160, (burst - at) / 160);
    let v = 0;
    for (let h = 1; h <= 20; h++) v += Math.sin((2 * Math.PI * 140 * h * i) / SAMPLE_RATE) / h;
    values[i] = (peak * edge * v) / 3;
  }
  return floatToPcm(values);
}

/** Runs the reducer in frames of `frameBytes` and returns the output moved back by its delay. */
function reduce(input: Buffer, frameBytes = 3200, reducer: NoiseReducer = createNoiseReducer()): Buffer {
  const parts: Buffer[] = [];
  for (let i = 0; i < input.length; i += frameBytes) parts.push(reducer.process(input.subarray(i, i + frameBytes)));
  const out = Buffer.concat(parts);
  return Buffer.concat([out.subarray(reducer.delaySamples * 2), Buffer.alloc(reducer.delaySamples * 2)]);
}

function energy(pcm: Buffer, fromMs = 0, toMs = Infinity): number {
  const s = toSamples(pcm);
  let sum = 0;
  for (let i = samplesFor(fromMs); i < Math.min(s.length, samplesFor(toMs)); i++) sum += s[i] * s[i];
  return sum;
}

/** Signal energy over the energy of what differs from it, in dB, from `fromMs` on. */
function snrDb(reference: Buffer, heard: Buffer, fromMs: number): number {
  const r = toSamples(reference);
  const h = toSamples(heard);
  let signal = 0;
  let error = 0;
  for (let i = samplesFor(fromMs); i < r.length; i++) {
    signal += r[i] * r[i];
    error += (h[i] - r[i]) ** 2;
  }
  return 10 * Math.log10(signal / error);
}

const db = (a: number, b: number) => 10 * Math.log10(a / b);

describe('noise reducer ahead of the offline recogniser', () => {
  it('raises the SNR of a voiced signal in steady white noise by at least 6 dB', () => {
    const clean = voiced(8000, 1500, -26);
    const noisy = mix(clean, noise(8000, -30, 7));
    const before = snrDb(clean, noisy, 3000);
    const after = snrDb(clean, reduce(noisy), 3000);
    expect(before).toBeLessThan(8);
    expect(after - before).toBeGreaterThanOrEqual(6);
  });

  it('learns noise present from the start within a second and attenuates it by 10 dB or more', () => {
    const hiss = noise(4000, -35, 3);
    const out = reduce(hiss);
    expect(db(energy(hiss, 1000), energy(out, 1000))).toBeGreaterThanOrEqual(10);
  });

  it('follows the noise when it gets louder', () => {
    const hiss = Buffer.concat([noise(3000, -45, 5), noise(5000, -30, 6)]);
    const out = reduce(hiss);
    expect(db(energy(hiss, 6000, 8000), energy(out, 6000, 8000))).toBeGreaterThanOrEqual(10);
  });

  it('turns digital silence into silence', () => {
    const out = toSamples(reduce(silence(3000)));
    expect(out.every((v) => v === 0)).toBe(true);
  });

  it('keeps the energy of a clean voiced signal within 1 dB once settled', () => {
    const clean = voiced(8000, 500, -20);
    const out = reduce(clean);
    expect(Math.abs(db(energy(out, 3000, 7500), energy(clean, 3000, 7500)))).toBeLessThan(1);
    expect(snrDb(clean, out, 3000)).toBeGreaterThan(15);
  });

  it('leaves long unbroken speech alone: its sound is not learnt as noise', () => {
    // A voice that never pauses for longer than the tracker's window (syllables as a 4 Hz swell,
    // never below half) over a quiet room: the floor must not climb to the voice itself.
    const n = samplesFor(7000);
    const values = new Float64Array(n);
    const peak = Math.pow(10, -20 / 20) * 2;
    for (let i = 0; i < n; i++) {
      let v = 0;
      for (let h = 1; h <= 20; h++) v += Math.sin((2 * Math.PI * 140 * h * i) / SAMPLE_RATE) / h;
      values[i] = (peak * (0.75 + 0.25 * Math.sin((2 * Math.PI * 4 * i) / SAMPLE_RATE)) * v) / 3;
    }
    const lead = samplesFor(1000);
    values.fill(0, 0, lead);
    const talk = mix(floatToPcm(values), noise(7000, -55, 11));
    const out = reduce(talk);
    expect(Math.abs(db(energy(out, 4500, 6500), energy(talk, 4500, 6500)))).toBeLessThan(1);
  });

  it.each([1, 2, 3, 320, 333, 3200, 6401])('returns as many bytes as it is given, in frames of %i bytes', (frameBytes) => {
    const input = mix(voiced(800, 200, -20), noise(800, -40, 9));
    const reducer = createNoiseReducer();
    let total = 0;
    for (let i = 0; i < input.length; i += frameBytes) {
      const frame = input.subarray(i, i + frameBytes);
      const out = reducer.process(frame);
      expect(out.length).toBe(frame.length);
      total += out.length;
    }
    expect(total).toBe(input.length);
  });

  it('gives the same output whatever the frame size', () => {
    const input = mix(voiced(2000, 300, -20), noise(2000, -35, 4));
    const reference = reduce(input, 3200);
    expect(reduce(input, 333).equals(reference)).toBe(true);
    expect(reduce(input, 2).equals(reference)).toBe(true);
  });

  it('clips full-scale input to int16 without breaking down', () => {
    const loud = voiced(4000, 0, 0);
    const out = reduce(loud);
    const samples = toSamples(out);
    expect(samples.reduce((m, v) => Math.max(m, Math.abs(v)), 0)).toBeGreaterThan(30000);
    expect(Math.abs(db(energy(out, 1000, 3900), energy(loud, 1000, 3900)))).toBeLessThan(1);
    const roar = noise(3000, -3, 8);
    const quieter = reduce(roar);
    expect(energy(quieter, 1500, 2900)).toBeLessThan(energy(roar, 1500, 2900));
    expect(energy(quieter, 1500, 2900)).toBeGreaterThan(0);
  });
});
