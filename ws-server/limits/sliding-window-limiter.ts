// At most `max` events in any `windowMs`: a sliding window of their times. Used for answers
// started per session, where each one is a paid model call and a minute is the natural unit.

export interface SlidingWindowLimiter {
  /** Events in the window that ends now. */
  count(): number;
  /** Room for `pending` more events on top of those in the window. */
  allows(pending?: number): boolean;
  record(): void;
}

export function createSlidingWindowLimiter(max: number, windowMs: number, now: () => number): SlidingWindowLimiter {
  const times: number[] = [];
  const prune = () => {
    const since = now() - windowMs;
    while (times.length > 0 && times[0] <= since) times.shift();
  };
  return {
    count() {
      prune();
      return times.length;
    },
    allows(pending = 0) {
      prune();
      return times.length + pending < max;
    },
    record() {
      prune();
      times.push(now());
    },
  };
}
