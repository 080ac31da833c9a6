// Publishes a session's live items to its second screens in batches, as the answer chunks to
// the laptop are batched but coarser: Realtime counts every broadcast once sent and once per
// receiver against the project's quota. An answer's first piece and its last, and a change of
// the session's state, go at once (the first is the latency the candidate waits on); the rest
// gather for `batchMs`. The interviewer's words heard go at most twice a second. Consecutive
// pieces of one answer in a batch are joined into one item.
import type { Schedule } from '../../lib/timers/schedule';
import type { AnswerItem, LiveBatch, LiveItem } from '../../lib/protocol/second-screen';

export interface LivePublisherOptions {
  sessionId: string;
  /** This socket of the session: a phone orders batches by (stream, seq). */
  stream: string;
  publish(batch: LiveBatch): void;
  batchMs: number;
  now(): number;
  schedule: Schedule;
}

const HEARD_EVERY_MS = 500;
/** Items one batch may hold (the schema's bound). */
const MAX_ITEMS = 200;

export class LivePublisher {
  private pending: LiveItem[] = [];
  private heard?: LiveItem;
  private seq = 0;
  private lastSentAt = Number.NEGATIVE_INFINITY;
  private lastHeardAt = Number.NEGATIVE_INFINITY;
  private cancelTimer?: () => void;

  constructor(private readonly o: LivePublisherOptions) {}

  /** The number of the last batch published (0 before the first). */
  get published(): number {
    return this.seq;
  }

  push(item: LiveItem): void {
    if (item.kind === 'heard') {
      this.heard = item;
      return this.due(Math.max(this.lastSentAt + this.o.batchMs, this.lastHeardAt + HEARD_EVERY_MS));
    }
    this.add(item);
    const urgent = item.kind === 'session' || (item.kind === 'answer' && (item.question !== undefined || item.done));
    if (urgent || this.pending.length >= MAX_ITEMS - 1) return this.flush();
    this.due(this.lastSentAt + this.o.batchMs);
  }

  /** Publishes what is pending now (before a snapshot is taken, and at the end). */
  flush(): void {
    this.cancelTimer?.();
    this.cancelTimer = undefined;
    const items = this.heard ? [...this.pending, this.heard] : this.pending;
    if (items.length === 0) return;
    if (this.heard) this.lastHeardAt = this.o.now();
    this.pending = [];
    this.heard = undefined;
    this.lastSentAt = this.o.now();
    this.o.publish({ session_id: this.o.sessionId, stream: this.o.stream, seq: ++this.seq, items });
  }

  close(): void {
    this.cancelTimer?.();
    this.cancelTimer = undefined;
  }

  private due(at: number): void {
    if (this.cancelTimer) return;
    const wait = at - this.o.now();
    if (wait <= 0) return this.flush();
    this.cancelTimer = this.o.schedule(() => this.flush(), wait);
  }

  private add(item: LiveItem): void {
    const last = this.pending.at(-1);
    if (item.kind === 'answer' && last?.kind === 'answer' && last.id === item.id && !item.replaces) {
      this.pending[this.pending.length - 1] = joined(last, item);
      return;
    }
    this.pending.push(item);
  }
}

/** Two consecutive pieces of one answer as one: the text of both, the later piece's ending. */
function joined(a: AnswerItem, b: AnswerItem): AnswerItem {
  const { replaces: _dropped, ...later } = b;
  return { ...a, ...later, text: a.text + b.text, ...(a.question !== undefined ? { question: a.question } : {}), ...(a.sources ? { sources: a.sources } : {}) };
}
