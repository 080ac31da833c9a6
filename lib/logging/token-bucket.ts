/**
 * In-memory token buckets, one per key (user id or IP). Each process keeps its own, so with
 * several web instances the effective limit is per instance; good enough to stop a noisy
 * or hostile client from flooding the logs. Buckets idle for a while are dropped.
 */
export interface TokenBucketOptions {
  capacity: number;
  refillPerSecond: number;
  /** Upper bound on tracked keys, so random keys cannot grow memory without end. */
  maxKeys?: number;
  now?: () => number;
}

export class TokenBucketLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly now: () => number;
  private readonly maxKeys: number;

  constructor(private readonly options: TokenBucketOptions) {
    this.now = options.now ?? Date.now;
    this.maxKeys = options.maxKeys ?? 10_000;
  }

  /** Takes one token for `key`; false when the bucket is empty (the caller answers 429). */
  take(key: string): boolean {
    const now = this.now();
    const { capacity, refillPerSecond } = this.options;
    const bucket = this.buckets.get(key) ?? { tokens: capacity, at: now };
    bucket.tokens = Math.min(capacity, bucket.tokens + ((now - bucket.at) / 1000) * refillPerSecond);
    bucket.at = now;
    const allowed = bucket.tokens >= 1;
    if (allowed) bucket.tokens -= 1;
    this.buckets.delete(key); // re-insert: Map order becomes least-recently-used first
    this.buckets.set(key, bucket);
    if (this.buckets.size > this.maxKeys) this.buckets.delete(this.buckets.keys().next().value as string);
    return allowed;
  }

  /** Seconds until `key` has a token again (for Retry-After). */
  retryAfterSeconds(key: string): number {
    const bucket = this.buckets.get(key);
    if (!bucket || bucket.tokens >= 1) return 0;
    return Math.ceil((1 - bucket.tokens) / this.options.refillPerSecond);
  }
}
