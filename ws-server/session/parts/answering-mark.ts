// Write-ahead for the answer being given. A socket that ends in an orderly way (a drop the server
// notices, a drain) writes the question its end cut off onto the session's row as it closes. A
// process that dies (SIGKILL, an out-of-memory kill, its host gone) writes nothing, so the
// question is marked on the row as soon as its answer starts, and cleared once the answer's turn
// is saved: the socket that carries the session on after a crash answers it again. Screen
// questions are not marked (their frames die with the process). Writes never overlap, and only
// the newest state is written: a burst of answers costs a write or two.
import { toError } from '../../../lib/errors/to-error';
import { writeLog } from '../../../lib/logging/write-log';
import type { HistoryStore } from '../../history/history-store';
import type { InterruptedQuestion } from '../../history/interrupted-question';
import type { SessionPart } from '../session-part';
import type { AnswerJob } from './answer-job';
import { interruptedQuestionOf } from './interrupted-answer';

export interface AnsweringMarkInput {
  historyId?: string;
  conn: string;
  history: Pick<HistoryStore, 'markAnswering'>;
  /** Resolves once the turns saved so far are written: a mark is cleared only after its turn is. */
  turnsWritten(): Promise<void>;
}

export class AnsweringMark implements SessionPart {
  /** Answers running, oldest first: the newest is the one marked. */
  private readonly running: AnswerJob[] = [];
  /** What the row holds, as far as this part knows: unknown after a failed write (it may or may not have applied). */
  private written: InterruptedQuestion | null | 'unknown' = null;
  private writing: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(private readonly o: AnsweringMarkInput) {}

  started(job: AnswerJob): void {
    if (job.screen || this.closed) return;
    this.running.push(job);
    this.write();
  }

  ended(job: AnswerJob): void {
    const at = this.running.indexOf(job);
    if (at === -1 || this.closed) return;
    this.running.splice(at, 1);
    this.write(this.o.turnsWritten());
  }

  /** The session's end writes what it cut off itself: nothing is marked after this. */
  close(): void {
    this.closed = true;
  }

  async flush(): Promise<void> {
    await this.writing;
  }

  private write(after?: Promise<void>): void {
    const { historyId, history, conn } = this.o;
    if (!historyId || !history.markAnswering) return;
    const mark = history.markAnswering.bind(history);
    this.writing = this.writing
      .then(() => after)
      .then(async () => {
        const newest = this.running.at(-1);
        const wanted: InterruptedQuestion | null = interruptedQuestionOf(newest) ?? null;
        if (JSON.stringify(wanted) === JSON.stringify(this.written)) return;
        await mark(historyId, wanted);
        this.written = wanted;
      })
      .catch((e: unknown) => {
        this.written = 'unknown';
        writeLog('warn', 'answering_mark_failed', { conn, session: historyId, error: toError(e).message });
      });
  }
}
