import 'server-only';
import { TokenBucketLimiter } from '@/lib/logging/token-bucket';

/** Downloads of all of a user's data an hour: each one reads everything they have. */
export const DATA_EXPORTS_PER_HOUR = 4;

export const DATA_EXPORT_RATE_LIMITED = 'You have downloaded your data several times in the last hour. Please try again later.';

/** A fresh limiter: a burst of 4, then one more every 15 minutes. `now` is for tests. */
export function createDataExportLimiter(now?: () => number): TokenBucketLimiter {
  return new TokenBucketLimiter({ capacity: DATA_EXPORTS_PER_HOUR, refillPerSecond: DATA_EXPORTS_PER_HOUR / 3600, now });
}

declare global {
  /** dataExportLimiter()'s one limiter per process. */
  var cuecardDataExportLimiter: TokenBucketLimiter | undefined;
}

/** The process's one limiter, on globalThis because Next.js may load this module more than once. In memory, per instance. */
export function dataExportLimiter(): TokenBucketLimiter {
  globalThis.cuecardDataExportLimiter ??= createDataExportLimiter();
  return globalThis.cuecardDataExportLimiter;
}
