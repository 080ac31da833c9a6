// Audio frames per second, as a token bucket: the client sends 10 frames a second, a browser
// catching up after a stall may burst, a client flooding us is cut off (close 4429).

export interface FrameRateLimiter {
  /** False when this frame is over the limit. */
  take(): boolean;
}

export function createFrameRateLimiter(perSecond: number, now: () => number, burst = perSecond * 2): FrameRateLimiter {
  let tokens = burst;
  let last = now();
  return {
    take() {
      const t = now();
      tokens = Math.min(burst, tokens + ((t - last) / 1000) * perSecond);
      last = t;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
