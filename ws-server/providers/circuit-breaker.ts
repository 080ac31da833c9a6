// One circuit breaker per provider (a recogniser, an answer model) per server process. Every
// session reports how its calls went; after repeated failures across sessions the breaker opens,
// and new work goes straight to the fallback for a cool-down instead of waiting on a provider
// that is down. Then one probe decides: its success closes the breaker, its failure opens it
// for another cool-down. Sessions already on the fallback keep trying in the background; a
// probe is whichever attempt asks first after the cool-down. Once a probe has closed the
// breaker, the provider is back for everyone: sessions still on the fallback see the recovery
// (`recoveries`) and try again at once rather than at the end of their own backoff.

export type BreakerState = 'closed' | 'open' | 'half_open';

export interface BreakerOptions {
  /** Failures within `windowMs` that open the breaker. */
  failures: number;
  windowMs: number;
  /** How long an open breaker sends everything to the fallback before one probe is let through. */
  coolDownMs: number;
  /** A probe that has not reported by then (its session ended) lets the next attempt probe. */
  probeTimeoutMs: number;
  now: () => number;
  onStateChange?: (state: BreakerState) => void;
}

export const BREAKER_DEFAULTS = { failures: 3, windowMs: 60_000, coolDownMs: 30_000, probeTimeoutMs: 15_000 } as const;

export class CircuitBreaker {
  private current: BreakerState = 'closed';
  private failuresAt: number[] = [];
  private openedAt = 0;
  private probeAt = 0;
  private recovered = 0;
  private readonly options: BreakerOptions;

  constructor(
    readonly provider: string,
    options: Partial<BreakerOptions> = {},
  ) {
    this.options = { ...BREAKER_DEFAULTS, now: Date.now, ...options };
  }

  state(): BreakerState {
    return this.current;
  }

  /**
   * Whether an attempt may go to the provider now. While open, no; once the cool-down is over,
   * yes for exactly one attempt (the probe), which must then report success or failure.
   */
  allowRequest(): boolean {
    const at = this.options.now();
    if (this.current === 'closed') return true;
    if (this.current === 'open') {
      if (at - this.openedAt < this.options.coolDownMs) return false;
      this.probeAt = at;
      this.set('half_open');
      return true;
    }
    if (at - this.probeAt < this.options.probeTimeoutMs) return false;
    this.probeAt = at;
    return true;
  }

  recordSuccess(): void {
    this.failuresAt = [];
    if (this.current === 'closed') return;
    this.recovered++;
    this.set('closed');
  }

  /** How many times a success closed the breaker after it had opened: a change means the provider is back. */
  recoveries(): number {
    return this.recovered;
  }

  recordFailure(): void {
    const at = this.options.now();
    if (this.current === 'half_open') return this.open(at);
    if (this.current === 'open') return;
    this.failuresAt = this.failuresAt.filter((t) => at - t < this.options.windowMs);
    this.failuresAt.push(at);
    if (this.failuresAt.length >= this.options.failures) this.open(at);
  }

  private open(at: number): void {
    this.openedAt = at;
    this.failuresAt = [];
    this.set('open');
  }

  private set(state: BreakerState): void {
    this.current = state;
    this.options.onStateChange?.(state);
  }
}
