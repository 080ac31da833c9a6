// When to try the cloud recogniser again while the offline one stands in (or transcription is
// paused): after a growing wait, in stream time like the stall watch. No jitter: sessions that
// fell over together would retry together, but the provider's circuit breaker lets one probe
// through after its cool-down and turns the rest away, so a recovering provider is not stormed.
import { backoffDelay } from '../../../lib/retry/backoff-delay';

export interface RetryBackoff {
  /** The wait before the first retry. */
  initialMs: number;
  /** No wait is longer; each is twice the one before until then. */
  maxMs: number;
}

export class RetrySchedule {
  private attempts = 0;
  private dueAt?: number;

  constructor(private readonly backoff: RetryBackoff) {}

  /** An attempt failed (or was not allowed) at `atMs`: the next is due after a longer wait. */
  failed(atMs: number): void {
    const wait = backoffDelay({ initialDelayMs: this.backoff.initialMs, maxDelayMs: this.backoff.maxMs, multiplier: 2, jitter: 0 }, this.attempts++);
    this.dueAt = atMs + wait;
  }

  /** Whether an attempt is due at `atMs`; it stays due until `failed` or `reset`. */
  due(atMs: number): boolean {
    return this.dueAt !== undefined && atMs >= this.dueAt;
  }

  /** The cloud answered: the next outage starts its waits afresh, and nothing is scheduled. */
  reset(): void {
    this.attempts = 0;
    this.dueAt = undefined;
  }
}
