import 'server-only';
import { TokenBucketLimiter } from '@/lib/logging/token-bucket';

/** PDF and Markdown exports of debriefs, together, per user: each one is rendered on request. */
export const DEBRIEF_EXPORTS_PER_MINUTE = 10;

export const DEBRIEF_EXPORT_RATE_LIMITED = 'Too many downloads. Please wait a minute and try again.';

/** A fresh limiter: a burst of 10, then one more every 6 s. `now` is for tests. */
export function createDebriefExportLimiter(now?: () => number): TokenBucketLimiter {
  return new TokenBucketLimiter({ capacity: DEBRIEF_EXPORTS_PER_MINUTE, refillPerSecond: DEBRIEF_EXPORTS_PER_MINUTE / 60, now });
}

declare global {
  /** debriefExportLimiter()'s one limiter per process. */
  var cuecardDebriefExportLimiter: TokenBucketLimiter | undefined;
}

/**
 * The process's one limiter for both export routes, so alternating them does not double the
 * budget. Kept on globalThis because Next.js may load this module once per route bundle. In
 * memory, per process: with several web instances the budget is per instance.
 */
export function debriefExportLimiter(): TokenBucketLimiter {
  globalThis.cuecardDebriefExportLimiter ??= createDebriefExportLimiter();
  return globalThis.cuecardDebriefExportLimiter;
}
