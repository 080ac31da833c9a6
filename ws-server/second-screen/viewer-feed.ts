// What one phone is sent of its user's live sessions, in order and without gaps or repeats.
// Batches are numbered per stream (one socket of a session); a phone that connects mid-session
// needs the session's state first, so a stream it does not know yet is held back until that
// stream's snapshot comes (asked for with snapshot_request, answered by the session's process),
// then only what follows the snapshot is forwarded. A gap in a stream's numbers (a broadcast
// lost) asks for a snapshot again. With no answer within `waitMs`, what was held goes as it is.
import type { LiveBatch, PhoneServerMessage, SessionSnapshot } from '../../lib/protocol/second-screen';
import type { Schedule } from '../../lib/timers/schedule';

export interface ViewerFeedOptions {
  send(message: PhoneServerMessage): void;
  requestSnapshot(): void;
  waitMs: number;
  schedule: Schedule;
}

/** Batches held for one stream while its snapshot is awaited. */
const MAX_HELD = 200;

export class ViewerFeed {
  private readonly seqOf = new Map<string, number>();
  private readonly held = new Map<string, { batches: LiveBatch[]; cancelWait: () => void }>();
  private listening?: string;
  private told = false;
  private cancelFirstWait?: () => void;

  constructor(private readonly o: ViewerFeedOptions) {}

  /** Asks where the user's sessions stand; says "no session" if none answers in time. */
  start(): void {
    this.o.requestSnapshot();
    this.cancelFirstWait = this.o.schedule(() => {
      if (!this.told) this.o.send({ type: 'snapshot', session: null });
      this.told = true;
    }, this.o.waitMs);
  }

  /** The session a phone's "Answer now" is for: the newest one listening. */
  get session(): string | undefined {
    return this.listening;
  }

  batch(b: LiveBatch): void {
    const last = this.seqOf.get(b.stream);
    if (last !== undefined && b.seq <= last) return;
    if (last !== undefined && b.seq === last + 1 && !this.held.has(b.stream)) return this.forward(b);
    this.hold(b);
  }

  snapshot(s: SessionSnapshot): void {
    const last = this.seqOf.get(s.stream);
    if (last !== undefined && s.seq <= last) return;
    this.told = true;
    this.seqOf.set(s.stream, s.seq);
    this.note(s.session_id, s.state);
    this.o.send({ type: 'snapshot', session: s });
    this.release(s.stream);
  }

  close(): void {
    this.cancelFirstWait?.();
    for (const h of this.held.values()) h.cancelWait();
    this.held.clear();
  }

  private hold(b: LiveBatch): void {
    const held = this.held.get(b.stream);
    if (held) {
      if (held.batches.push(b) > MAX_HELD) held.batches.shift();
      return;
    }
    const cancelWait = this.o.schedule(() => {
      // No snapshot came: what was held goes as it is, and the stream is followed from there.
      const waiting = this.held.get(b.stream);
      this.held.delete(b.stream);
      for (const w of (waiting?.batches ?? []).sort((x, y) => x.seq - y.seq)) this.forward(w);
    }, this.o.waitMs);
    this.held.set(b.stream, { batches: [b], cancelWait });
    this.o.requestSnapshot();
  }

  private release(stream: string): void {
    const held = this.held.get(stream);
    if (!held) return;
    this.held.delete(stream);
    held.cancelWait();
    for (const b of held.batches.sort((x, y) => x.seq - y.seq)) if (b.seq > (this.seqOf.get(stream) ?? 0)) this.forward(b);
  }

  private forward(b: LiveBatch): void {
    this.told = true;
    this.seqOf.set(b.stream, b.seq);
    for (const item of b.items) if (item.kind === 'session') this.note(b.session_id, item.state);
    this.o.send({ type: 'live', batch: b });
  }

  private note(sessionId: string, state: SessionSnapshot['state']): void {
    if (state === 'listening') this.listening = sessionId;
    else if (this.listening === sessionId) this.listening = undefined;
  }
}
