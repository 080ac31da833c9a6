// The pre-flight meters' arithmetic: RMS, the decibel meter scale and the silence clock.
import { meterFraction, rmsLevel, SILENCE_RMS, SILENCE_WARN_MS, silentForMs, startSilence, trackSilence } from '@/lib/interview/audio-level';

const sine = (amplitude: number, n = 2048) => Float32Array.from({ length: n }, (_, i) => amplitude * Math.sin((2 * Math.PI * 440 * i) / 48_000));

describe('audio level', () => {
  it('measures RMS: silence is 0, a full-scale sine about 0.707', () => {
    expect(rmsLevel(new Float32Array(2048))).toBe(0);
    expect(rmsLevel([])).toBe(0);
    expect(rmsLevel(sine(1))).toBeCloseTo(Math.SQRT1_2, 2);
    expect(rmsLevel(sine(0.1))).toBeCloseTo(0.0707, 3);
  });

  it('puts levels on a -60..0 dBFS meter, clamped to 0..1', () => {
    expect(meterFraction(0)).toBe(0);
    expect(meterFraction(Number.NaN)).toBe(0);
    expect(meterFraction(0.0005)).toBe(0); // below -60 dBFS
    expect(meterFraction(1)).toBe(1);
    expect(meterFraction(2)).toBe(1);
    expect(meterFraction(0.01)).toBeCloseTo(1 / 3, 5); // -40 dBFS
    expect(meterFraction(0.1)).toBeCloseTo(2 / 3, 5); // -20 dBFS
  });

  it('counts silence from the start until a sound, then from the last sound', () => {
    let t = startSilence(1_000);
    t = trackSilence(t, 0, 5_000);
    expect(silentForMs(t, 5_000)).toBe(4_000);
    t = trackSilence(t, SILENCE_RMS * 0.9, 11_000);
    expect(silentForMs(t, 11_000)).toBeGreaterThanOrEqual(SILENCE_WARN_MS);
    t = trackSilence(t, rmsLevel(sine(0.05)), 12_000);
    expect(silentForMs(t, 12_000)).toBe(0);
    t = trackSilence(t, 0, 15_000);
    expect(silentForMs(t, 15_000)).toBe(3_000);
  });

  it('treats quiet room noise as silence and quiet speech as sound', () => {
    expect(rmsLevel(sine(0.002))).toBeLessThan(SILENCE_RMS);
    expect(rmsLevel(sine(0.02))).toBeGreaterThan(SILENCE_RMS);
  });
});
