// Saves each answered turn of a live interview to the session's history row, with a screen
// question's thumbnail only while the user keeps them. Writes run in the background; flush
// waits for the ones still in flight, so the history row is ended after its last turn.
import { toError } from '../../../lib/errors/to-error';
import { writeLog } from '../../../lib/logging/write-log';
import type { HistoryStore, TurnRecord } from '../../history/history-store';
import { keepScreenThumbnail } from '../../screen/keep-screen-thumbnail';
import type { SessionPart } from '../session-part';

export type AnsweredTurn = Omit<TurnRecord, 'sessionId' | 'profileId'>;

export interface HistoryTurnsInput {
  /** The session's history row; without one (it could not be opened) nothing is saved. */
  historyId?: string;
  userId: string;
  conn: string;
  history: Pick<HistoryStore, 'addTurn'>;
  /** The user's "Keep screen thumbnails", read when a turn with one is saved; absent: never kept. */
  keepsScreenThumbnails?(): Promise<boolean>;
}

export class HistoryTurns implements SessionPart {
  private readonly pending = new Set<Promise<unknown>>();

  constructor(private readonly o: HistoryTurnsInput) {}

  save(turn: AnsweredTurn): void {
    const { historyId, userId, conn, history } = this.o;
    if (!historyId) return;
    const write = keepScreenThumbnail(turn, { keeps: this.o.keepsScreenThumbnails, conn })
      .then((kept) => history.addTurn({ ...kept, sessionId: historyId, profileId: userId }))
      .catch((e: unknown) => writeLog('error', 'history_turn_failed', { conn, session: historyId, error: toError(e).message }));
    // Only writes still in flight are kept: a two-hour interview must not hold every one.
    this.pending.add(write);
    void write.finally(() => this.pending.delete(write));
  }

  /** Resolves once every turn saved so far is written (or has failed). */
  async flush(): Promise<void> {
    await Promise.all(this.pending);
  }
}
