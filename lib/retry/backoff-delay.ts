import type { RetryOptions } from './retry-options';

type Backoff = Pick<RetryOptions, 'initialDelayMs' | 'maxDelayMs' | 'multiplier' | 'jitter'>;

/** The wait before retry number `retry` (0 for the first): exponential, capped, then jittered. */
export function backoffDelay(backoff: Backoff, retry: number, random: () => number = Math.random): number {
  const base = Math.min(backoff.maxDelayMs, backoff.initialDelayMs * backoff.multiplier ** retry);
  return Math.round(base * (1 - backoff.jitter + 2 * backoff.jitter * random()));
}
