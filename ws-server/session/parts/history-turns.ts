// Saves each answered turn of a live interview to the session's history row, with a screen
// question's thumbnail only while the user keeps them. Writes run in the background; close
// waits for the ones still in flight, so the history row is ended after its last turn.
import { toError } from '../../../lib/errors/to-error';
import { writeLog } from '../../../lib/logging/write-log';
import type { TurnRecord } from '../../history/history-store';
import { keepScreenThumbnail } from '../../screen/keep-screen-thumbnail';
import type { SessionContext } from '../session-context';

export type AnsweredTurn = Omit<TurnRecord, 'sessionId' | 'profileId'>;

export class HistoryTurns {
  private readonly pending = new Set<Promise<unknown>>();

  constructor(private readonly ctx: SessionContext) {}

  save(turn: AnsweredTurn): void {
    const { historyId, userId, conn, deps } = this.ctx;
    if (!historyId) return;
    const keeps = deps.contexts.keepsScreenThumbnails?.bind(deps.contexts, userId);
    const write = keepScreenThumbnail(turn, { keeps, conn })
      .then((kept) => deps.history.addTurn({ ...kept, sessionId: historyId, profileId: userId }))
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
