// This process's half of resuming a dropped session: which history ids have a socket here
// (a reconnect that arrives before the server noticed the drop ends the old socket first, so
// two sockets never meter one usage row), and the conversation of sessions that ended here a
// moment ago (answered questions, the candidate's words), handed to the socket that resumes
// them. Parked conversations expire after `ttlMs` and are capped in number.
import type { InterruptedQuestion } from '../history/interrupted-question';
import type { QuestionAndAnswer } from '../llm/answer-engine';
import type { PanelVoice } from '../speakers/panel-voices';

export interface Conversation {
  turns: QuestionAndAnswer[];
  candidate: string[];
  firstQuestion?: string;
  /** The question whose answer the end of the last socket cut off: the resumed session answers it again. */
  interrupted?: InterruptedQuestion;
  /** The panel's voices numbered so far, with the names the candidate gave them: new voices are numbered after them. */
  speakers?: PanelVoice[];
  /**
   * Parked only: the seconds the session's usage row held once this socket's end had charged
   * it. A resume that finds the row holding more knows another socket carried the session on
   * since (on another server), so this conversation is stale and the database's is read instead.
   */
  chargedSeconds?: number;
}

interface LiveEntry {
  userId: string;
  /** Ends the socket and resolves once its teardown (metering, history, lease) is done. */
  supersede(): Promise<void>;
}

export interface SessionRegistryOptions {
  ttlMs: number;
  maxParked: number;
  /** Monotonic milliseconds. */
  now(): number;
}

export class SessionRegistry {
  private readonly live = new Map<string, LiveEntry>();
  private readonly parked = new Map<string, { userId: string; conversation: Conversation; at: number }>();

  constructor(private readonly o: SessionRegistryOptions) {}

  /** Returns the function that removes this entry (and only this one). */
  register(historyId: string, entry: LiveEntry): () => void {
    this.live.set(historyId, entry);
    return () => {
      if (this.live.get(historyId) === entry) this.live.delete(historyId);
    };
  }

  park(historyId: string, userId: string, conversation: Conversation): void {
    this.prune();
    this.parked.delete(historyId);
    this.parked.set(historyId, { userId, conversation, at: this.o.now() });
    while (this.parked.size > this.o.maxParked) this.parked.delete(this.parked.keys().next().value as string);
  }

  /** Ends this user's socket of the session if it is still here, then hands over what it parked. */
  async takeOver(historyId: string, userId: string): Promise<Conversation | undefined> {
    const live = this.live.get(historyId);
    if (live?.userId === userId) await live.supersede();
    this.prune();
    const parked = this.parked.get(historyId);
    if (parked?.userId !== userId) return undefined;
    this.parked.delete(historyId);
    return parked.conversation;
  }

  get size(): { live: number; parked: number } {
    return { live: this.live.size, parked: this.parked.size };
  }

  private prune(): void {
    const at = this.o.now();
    for (const [id, p] of this.parked) if (at - p.at > this.o.ttlMs) this.parked.delete(id);
  }
}
