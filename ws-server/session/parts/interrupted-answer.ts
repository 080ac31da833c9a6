// A live interview carried on after its last socket ended in the middle of an answer (a deploy
// drained that server, or the link dropped): the question is answered again here as soon as the
// session is ready. It gets an id of its own ('r1'): the client scopes ids by connection, and a
// Space press on this socket starts again at 'm1'. An answer given again is given again once
// more if this socket is cut off too (a flaky link, a crash), but at most MAX_ANSWERED_AGAIN
// times, so a loop of drops cannot keep a model call running for ever.
import type { InterruptedQuestion } from '../../history/interrupted-question';
import type { SessionPart } from '../session-part';
import type { AnswerJob, AnswerQueue } from './answer-job';

export const ANSWERED_AGAIN_ID = 'r1';
/** The most times one question is answered again. */
export const MAX_ANSWERED_AGAIN = 3;

export class InterruptedAnswer implements SessionPart {
  constructor(private readonly o: { question?: InterruptedQuestion; answers: Pick<AnswerQueue, 'submit'>; now(): number }) {}

  start(): void {
    const q = this.o.question;
    if (!q) return;
    this.o.answers.submit({
      id: ANSWERED_AGAIN_ID,
      question: q.question,
      ...(q.context ? { context: q.context } : {}),
      kind: q.kind,
      trigger: q.trigger,
      questionAt: this.o.now(),
      questionDate: new Date(),
      again: (q.again ?? 0) + 1,
    });
  }
}

/** What a session carried on must answer again: the job the end cut off, unless it was answered again as often as it may be. */
export function interruptedQuestionOf(job: AnswerJob | undefined): InterruptedQuestion | undefined {
  if (!job || job.screen) return undefined;
  const again = job.id === ANSWERED_AGAIN_ID ? (job.again ?? 1) : 0;
  if (again >= MAX_ANSWERED_AGAIN) return undefined;
  return { question: job.question, ...(job.context ? { context: job.context } : {}), kind: job.kind, trigger: job.trigger, ...(again > 0 ? { again } : {}) };
}
