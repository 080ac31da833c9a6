// An answer's text deltas, sent in batches: the first at once (it is the latency the candidate
// waits on), then at most one message per interval with everything that arrived meanwhile.
// Models stream a token or two per delta, 30 to 150 a second; one WebSocket message each cost
// the server a send and the browser a render per token, for text nobody reads faster than
// twenty updates a second.
import type { Schedule } from '../../../lib/timers/schedule';

export interface DeltaBatcherOptions {
  intervalMs: number;
  now(): number;
  schedule: Schedule;
}

export class DeltaBatcher {
  private pending = '';
  private lastSentAt = Number.NEGATIVE_INFINITY;
  private cancelTimer?: () => void;

  constructor(
    private readonly emit: (text: string) => void,
    private readonly o: DeltaBatcherOptions,
  ) {}

  push(text: string): void {
    if (!text) return;
    this.pending += text;
    if (this.cancelTimer) return; // a send is already due
    const wait = this.lastSentAt + this.o.intervalMs - this.o.now();
    if (wait <= 0) this.flush();
    else this.cancelTimer = this.o.schedule(() => this.flush(), wait);
  }

  /** Sends what is pending now: when the answer ends, fails or is stopped, before its last message. */
  flush(): void {
    this.cancelTimer?.();
    this.cancelTimer = undefined;
    if (!this.pending) return;
    const text = this.pending;
    this.pending = '';
    this.lastSentAt = this.o.now();
    this.emit(text);
  }
}
