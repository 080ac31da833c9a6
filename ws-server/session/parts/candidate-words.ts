// What the candidate has said in a /both interview (their microphone, echo removed): kept in
// memory for the answers to build on, and written to the session's history row a few seconds
// after it changes and when the session ends, so a reconnect that lands on another server
// carries the candidate's words on too. The words are never logged.
import { toError } from '../../../lib/errors/to-error';
import { writeLog } from '../../../lib/logging/write-log';
import { CandidateMemory } from '../../channels/candidate-memory';
import type { HistoryStore } from '../../history/history-store';
import type { SessionPart } from '../session-part';

/** Long enough to batch the utterances of one answer, short enough that a crash loses little. */
const SAVE_AFTER_MS = 10_000;

export interface CandidateWordsInput {
  /** The session's history row; without one the words are kept in memory only. */
  historyId?: string;
  conn: string;
  history: Pick<HistoryStore, 'saveCandidateWords'>;
  /** What a resumed session's candidate said before, oldest first. */
  earlier?: string[];
}

export class CandidateWords implements SessionPart {
  private readonly memory: CandidateMemory;
  private timer?: NodeJS.Timeout;
  private dirty = false;
  private saving: Promise<void> = Promise.resolve();

  constructor(private readonly o: CandidateWordsInput) {
    this.memory = new CandidateMemory(undefined, o.earlier);
  }

  add(text: string): void {
    this.memory.add(text);
    this.dirty = true;
    if (this.timer || !this.o.historyId) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.save();
    }, SAVE_AFTER_MS);
    this.timer.unref?.();
  }

  /** Oldest first. */
  all(): string[] {
    return this.memory.all();
  }

  /** Writes what has not been written yet; resolves once it is (or has failed). */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.save();
  }

  private save(): Promise<void> {
    const { historyId, conn, history } = this.o;
    if (!historyId || !this.dirty) return this.saving;
    this.dirty = false;
    const words = this.memory.all();
    // One write at a time, in order: an older list never overwrites a newer one.
    this.saving = this.saving.then(() =>
      history.saveCandidateWords(historyId, words).catch((e: unknown) => writeLog('warn', 'candidate_words_unsaved', { conn, session: historyId, error: toError(e).message })),
    );
    return this.saving;
  }
}
