// A live interview carried on after its last socket ended in the middle of an answer (a deploy
// drained that server, or the link dropped): the question is answered again here as soon as the
// session is ready. It gets an id of its own ('r1'): the client scopes ids by connection, and a
// Space press on this socket starts again at 'm1'. An answer given again is given again once
// more if this socket is cut off too (a flaky link, a crash), but at most MAX_ANSWERED_AGAIN
// times, so a loop of drops cannot keep a model call running for ever. The candidate has been
// waiting since the question was asked, not since the resume: the answer's deadline counts from
// then, so a model that is slow or down shows the offline answer as soon as the session is back.
import type { InterruptedQuestion } from '../../history/interrupted-question';
import type { SessionPart } from '../session-part';
import type { AnswerJob, AnswerQueue } from './answer-job';

export const ANSWERED_AGAIN_ID = 'r1';
/** The most times one question is answered again. */
export const MAX_ANSWERED_AGAIN = 3;
/** Longest wait carried over from the question (a clock that disagrees across servers cannot do worse). */
const MAX_CARRIED_WAIT_MS = 60_000;

export class InterruptedAnswer implements SessionPart {
  constructor(private readonly o: { question?: InterruptedQuestion; answers: Pick<AnswerQueue, 'submit'>; now(): number; wallNow?: () => number }) {}

  start(): void {
    const q = this.o.question;
    if (!q) return;
    const wallNow = this.o.wallNow?.() ?? Date.now();
    const asked = q.askedAt ? Date.parse(q.askedAt) : NaN;
    const waited = Number.isFinite(asked) ? Math.min(MAX_CARRIED_WAIT_MS, Math.max(0, wallNow - asked)) : 0;
    this.o.answers.submit({
      id: ANSWERED_AGAIN_ID,
      question: q.question,
      ...(q.context ? { context: q.context } : {}),
      kind: q.kind,
      trigger: q.trigger,
      questionAt: this.o.now() - waited,
      questionDate: new Date(wallNow - waited),
      again: (q.again ?? 0) + 1,
      ...(q.asker ? { asker: q.asker } : {}),
    });
  }
}

/** What a session carried on must answer again: the job the end cut off, unless it was answered again as often as it may be. */
export function interruptedQuestionOf(job: AnswerJob | undefined): InterruptedQuestion | undefined {
  if (!job || job.screen) return undefined;
  const again = job.id === ANSWERED_AGAIN_ID ? (job.again ?? 1) : 0;
  if (again >= MAX_ANSWERED_AGAIN) return undefined;
  return {
    question: job.question,
    ...(job.context ? { context: job.context } : {}),
    kind: job.kind,
    trigger: job.trigger,
    askedAt: job.questionDate.toISOString(),
    ...(again > 0 ? { again } : {}),
    ...(job.asker ? { asker: job.asker } : {}),
  };
}
