import { createAudioRateLimiter } from '@/ws-server/limits/audio-rate-limiter';

const FRAME = 1_600; // samples in 100 ms at 16 kHz

/** Feeds frames at `speed` times real time on a fake clock; returns the seconds until refused, or undefined. */
function secondsUntilRefused(speed: number, seconds: number, jitterMs = 0): number | undefined {
  let clock = 0;
  const limiter = createAudioRateLimiter({ burstSeconds: 5, now: () => clock });
  let seed = 7;
  const random = () => ((seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32) * 2 - 1;
  for (let i = 0; i * 100 < seconds * 1000 * speed; i++) {
    clock = Math.max(clock, (i * 100) / speed + random() * jitterMs);
    if (!limiter.take(FRAME)) return clock / 1000;
  }
  return undefined;
}

describe('audio rate limiter (samples against the wall clock)', () => {
  it('accepts real-time audio for an hour, with send jitter', () => {
    expect(secondsUntilRefused(1, 3_600, 80)).toBeUndefined();
  });

  it('lets a burst through: a client catching up after a 3 s stall', () => {
    let clock = 0;
    const limiter = createAudioRateLimiter({ burstSeconds: 5, now: () => clock });
    clock = 3_000; // nothing sent for 3 s, then all of it at once
    for (let i = 0; i < 30; i++) expect(limiter.take(FRAME)).toBe(true);
  });

  it('accepts up to 1.5x real time sustained, and refuses 2x within about 10 s and 10x within a second', () => {
    expect(secondsUntilRefused(1.4, 600)).toBeUndefined();
    const at2 = secondsUntilRefused(2, 60)!;
    expect(at2).toBeGreaterThan(9);
    expect(at2).toBeLessThan(11);
    expect(secondsUntilRefused(10, 60)).toBeLessThan(1);
  });

  it('counts samples, not frames: one oversized burst is refused', () => {
    const limiter = createAudioRateLimiter({ burstSeconds: 2, now: () => 0 });
    expect(limiter.take(16_000)).toBe(true);
    expect(limiter.take(16_000)).toBe(true);
    expect(limiter.take(1)).toBe(false);
  });
});
