// A live interview as its second screens see it. While the user has a paired device that may
// view, the session publishes what the laptop is shown (the words heard, each answer as it
// streams, the session's state) on the user's private Realtime channel, answers the snapshot a
// phone asks for when it connects, and takes the phone's "Answer now" as Space: it asks what
// the interviewer said since the last question. With no device paired it publishes nothing.
import type { ServerMessage } from '../../../lib/protocol';
import { parseRealtimeEvent, userTopic, type LiveItem, type SessionSnapshot } from '../../../lib/protocol/second-screen';
import { scheduleWith, type Schedule } from '../../../lib/timers/schedule';
import { LivePublisher } from '../../second-screen/live-publisher';
import { LiveView } from '../../second-screen/live-view';
import type { HubTopic } from '../../second-screen/realtime-hub';
import type { SecondScreenPorts } from '../../second-screen/second-screen-ports';
import type { SessionPart } from '../session-part';

export interface SecondScreenMirrorInput {
  userId: string;
  sessionId: string;
  /** This socket, which numbers its own batches and answers. */
  stream: string;
  startedAt: Date;
  ports: SecondScreenPorts;
  now(): number;
  /** Ask the interviewer's words as a question, as Space does. */
  askNow(heard: string): void;
  /** How the session ended, read as it closes: the laptop pressed Stop (or it ended for good), or its socket went. */
  endedAs(): 'ended' | 'interrupted';
  schedule?: Schedule;
}

/** A snapshot stays well inside Realtime's 256 KB payload: the oldest answers are left out past this. */
const MAX_SNAPSHOT_CHARS = 200_000;

export class SecondScreenMirror implements SessionPart {
  private readonly view: LiveView;
  private publisher?: LivePublisher;
  private topic?: HubTopic;
  private stopWatching?: () => void;

  constructor(private readonly o: SecondScreenMirrorInput) {
    this.view = new LiveView(o.stream);
  }

  start(): void {
    this.stopWatching = this.o.ports.paired.watch(this.o.userId, (paired) => (paired ? this.follow() : this.unfollow()));
  }

  /** Every message the laptop is sent passes here. */
  saw(message: ServerMessage): void {
    this.push(this.view.saw(message));
  }

  /** Space on the laptop asked what was heard: it is no longer what Answer now would ask. */
  askedByHand(): void {
    this.push(this.view.asked());
  }

  /**
   * Once every other part has closed (the last answer's end has been seen): the phones are told
   * the session ended, or that its socket went and it may carry on elsewhere.
   */
  end(): void {
    this.stopWatching?.();
    this.push({ kind: 'session', state: this.o.endedAs() });
    this.unfollow();
  }

  private push(item: LiveItem | undefined): void {
    if (item) this.publisher?.push(item);
  }

  private follow(): void {
    if (this.topic) return;
    const topic = this.o.ports.hub.join(userTopic(this.o.userId));
    this.topic = topic;
    this.publisher = new LivePublisher({
      sessionId: this.o.sessionId,
      stream: this.o.stream,
      publish: (batch) => topic.send('live', batch),
      batchMs: this.o.ports.batchMs,
      now: this.o.now,
      schedule: this.o.schedule ?? scheduleWith(),
    });
    topic.listen((event, payload) => this.onEvent(event, payload));
    // Phones already connected learn of the session (and what it showed before a device was paired).
    topic.send('snapshot', { request_id: `announce-${this.o.stream}`, snapshot: this.snapshot() });
  }

  private unfollow(): void {
    this.publisher?.flush();
    this.publisher?.close();
    this.publisher = undefined;
    this.topic?.release();
    this.topic = undefined;
  }

  private onEvent(event: string, payload: unknown): void {
    if (event === 'snapshot_request') {
      const asked = parseRealtimeEvent('snapshot_request', payload);
      if (asked) this.topic?.send('snapshot', { request_id: asked.request_id, snapshot: this.snapshot() });
    } else if (event === 'answer_now') {
      const asked = parseRealtimeEvent('answer_now', payload);
      if (!asked || (asked.session_id && asked.session_id !== this.o.sessionId)) return;
      const heard = this.view.heard();
      if (!heard) return;
      this.o.askNow(heard);
      this.askedByHand();
    }
  }

  private snapshot(): SessionSnapshot {
    // What is pending goes out first, so the snapshot holds exactly the batches up to its seq.
    this.publisher?.flush();
    const answers = this.view.answers();
    const snapshot: SessionSnapshot = {
      session_id: this.o.sessionId,
      stream: this.o.stream,
      seq: this.publisher?.published ?? 0,
      state: 'listening',
      started_at: this.o.startedAt.toISOString(),
      heard: this.view.heard(),
      answers,
    };
    while (snapshot.answers.length > 0 && JSON.stringify(snapshot).length > MAX_SNAPSHOT_CHARS) snapshot.answers.shift();
    return snapshot;
  }
}
