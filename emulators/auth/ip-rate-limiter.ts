/**
 * GoTrue's per-IP request limiter (tollbooth): one token bucket per client address, refilled
 * at `perFiveMinutes` tokens per five minutes and holding at most `burst` (30 in GoTrue), so a
 * client may make a short burst and then the configured rate.
 */
export class IpRateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly perMs: number;

  constructor(
    perFiveMinutes: number,
    private readonly burst = 30,
    /** Distinct addresses remembered before idle (full) buckets are forgotten. */
    private readonly maxTracked = 10_000,
  ) {
    this.perMs = perFiveMinutes / 300_000;
  }

  /** Takes one token for `key`; false when its bucket is empty (answer 429). */
  take(key: string, nowMs: number): boolean {
    const bucket = this.buckets.get(key) ?? { tokens: this.burst, at: nowMs };
    bucket.tokens = Math.min(this.burst, bucket.tokens + Math.max(0, nowMs - bucket.at) * this.perMs);
    bucket.at = nowMs;
    if (!this.buckets.has(key)) {
      if (this.buckets.size >= this.maxTracked) this.forgetIdle(nowMs);
      // Still full of busy addresses: forget the longest-known one (it restarts with a full bucket).
      if (this.buckets.size >= this.maxTracked) this.buckets.delete(this.buckets.keys().next().value!);
      this.buckets.set(key, bucket);
    }
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  /** Drops buckets that have refilled completely: forgetting them changes no answer. */
  private forgetIdle(nowMs: number): void {
    for (const [key, b] of this.buckets) {
      if (b.tokens + (nowMs - b.at) * this.perMs >= this.burst) this.buckets.delete(key);
    }
  }
}
