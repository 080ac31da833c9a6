/**
 * Events counted in whole-second windows, as hosted Realtime's rate counters tick each second:
 * at most `limit` in any one window. Several events (a REST batch) are let in together or not
 * at all.
 */
export class PerSecondCounter {
  private windowStart = -Infinity;
  private count = 0;

  constructor(
    private readonly limit: number,
    private readonly now: () => number,
  ) {}

  /** Counts `n` events; false (counting none) when they would pass the limit this second. */
  tryAdd(n = 1): boolean {
    const t = this.now();
    if (t - this.windowStart >= 1000) {
      this.windowStart = t;
      this.count = 0;
    }
    if (this.count + n > this.limit) return false;
    this.count += n;
    return true;
  }
}
