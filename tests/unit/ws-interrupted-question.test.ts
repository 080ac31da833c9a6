// The answer a socket's end cut off is asked again by the socket that carries the session on:
// what is kept of it (bounded, parsed back strictly from the database), and that an answer
// given again is given again at most three times, so a link that keeps dropping cannot loop a model call.
import { boundedInterruptedQuestion, readInterruptedQuestion } from '@/ws-server/history/interrupted-question';
import { ANSWERED_AGAIN_ID, InterruptedAnswer, interruptedQuestionOf } from '@/ws-server/session/parts/interrupted-answer';
import type { AnswerJob } from '@/ws-server/session/parts/answer-job';

const job = (over: Partial<AnswerJob> = {}): AnswerJob => ({
  id: 'm3',
  question: 'How did you handle the outage?',
  kind: 'behavioural',
  trigger: 'manual',
  questionAt: 1_000,
  questionDate: new Date(0),
  ...over,
});

describe('the question an ended socket was answering', () => {
  it('keeps the question, its context, kind and trigger, and nothing of a question already answered again', () => {
    expect(interruptedQuestionOf(job({ context: 'We were talking about on-call.' }))).toEqual({
      question: 'How did you handle the outage?',
      context: 'We were talking about on-call.',
      kind: 'behavioural',
      trigger: 'manual',
      askedAt: '1970-01-01T00:00:00.000Z',
    });
    expect(interruptedQuestionOf(undefined)).toBeUndefined();
  });

  it('answers a question again at most three times, counting each', () => {
    expect(interruptedQuestionOf(job({ id: ANSWERED_AGAIN_ID, again: 1 }))).toMatchObject({ question: 'How did you handle the outage?', again: 1 });
    expect(interruptedQuestionOf(job({ id: ANSWERED_AGAIN_ID, again: 2 }))).toMatchObject({ again: 2 });
    expect(interruptedQuestionOf(job({ id: ANSWERED_AGAIN_ID, again: 3 }))).toBeUndefined();
    const submitted: AnswerJob[] = [];
    new InterruptedAnswer({ question: { question: 'Why us?', kind: 'motivation', trigger: 'auto', again: 2 }, answers: { submit: (j) => submitted.push(j) }, now: () => 0 }).start();
    expect(submitted[0]).toMatchObject({ id: ANSWERED_AGAIN_ID, again: 3 });
    expect(interruptedQuestionOf(submitted[0])).toBeUndefined();
  });

  it("keeps who of a panel asked it, so the answer given again names the same interviewer", () => {
    const kept = interruptedQuestionOf(job({ trigger: 'auto', asker: { id: 2, label: 'Priya (EM)' } }));
    expect(readInterruptedQuestion(JSON.parse(JSON.stringify(kept)))).toMatchObject({ asker: { id: 2, label: 'Priya (EM)' } });
    const submitted: AnswerJob[] = [];
    new InterruptedAnswer({ question: kept, answers: { submit: (j) => submitted.push(j) }, now: () => 0 }).start();
    expect(submitted[0].asker).toEqual({ id: 2, label: 'Priya (EM)' });
  });

  it('is asked again once the session is ready, under its own id', () => {
    const submitted: AnswerJob[] = [];
    const part = new InterruptedAnswer({ question: { question: 'Why us?', kind: 'motivation', trigger: 'auto' }, answers: { submit: (j) => submitted.push(j) }, now: () => 42 });
    part.start();
    expect(submitted).toEqual([expect.objectContaining({ id: ANSWERED_AGAIN_ID, question: 'Why us?', kind: 'motivation', trigger: 'auto', questionAt: 42 })]);
    new InterruptedAnswer({ answers: { submit: (j) => submitted.push(j) }, now: () => 0 }).start();
    expect(submitted).toHaveLength(1);
  });

  it('counts the wait from when the question was asked, so a slow model is stood in for at once', () => {
    const submitted: AnswerJob[] = [];
    const asked = Date.parse('2026-11-29T10:00:00.000Z');
    const answerAgain = (askedAt: string | undefined, wallNow: number) =>
      new InterruptedAnswer({ question: { question: 'Why us?', kind: 'motivation', trigger: 'auto', ...(askedAt ? { askedAt } : {}) }, answers: { submit: (j) => submitted.push(j) }, now: () => 50_000, wallNow: () => wallNow }).start();
    answerAgain('2026-11-29T10:00:00.000Z', asked + 3_200);
    expect(submitted[0]).toMatchObject({ questionAt: 50_000 - 3_200, questionDate: new Date(asked) });
    // A clock behind the other server's waits nothing; a question from long ago waits a minute at most.
    answerAgain('2026-11-29T10:00:00.000Z', asked - 500);
    expect(submitted[1]).toMatchObject({ questionAt: 50_000 });
    answerAgain('2026-11-29T10:00:00.000Z', asked + 3_600_000);
    expect(submitted[2]).toMatchObject({ questionAt: 50_000 - 60_000 });
    // A row written before the time was kept: the wait counts from now.
    answerAgain(undefined, asked);
    expect(submitted[3]).toMatchObject({ questionAt: 50_000, questionDate: new Date(asked) });
    // The time survives the row: written with the question, read back with it.
    const kept = interruptedQuestionOf(job({ questionDate: new Date(asked) }))!;
    expect(readInterruptedQuestion(JSON.parse(JSON.stringify(boundedInterruptedQuestion(kept))))).toEqual(kept);
    expect(readInterruptedQuestion({ ...kept, askedAt: 'yesterday' })).toBeUndefined();
  });

  it('is stored bounded, its newest words kept, and read back only when well formed', () => {
    const long = boundedInterruptedQuestion({ question: `${'a'.repeat(5_000)} the end?`, context: 'c'.repeat(5_000), kind: 'general', trigger: 'auto' });
    expect(long.question.length).toBe(1_200);
    expect(long.question.endsWith(' the end?')).toBe(true);
    expect(long.context!.length).toBe(1_200);
    // The row's check allows 16 KB; six bytes a character is JSON's worst escape.
    expect(Buffer.byteLength(JSON.stringify(boundedInterruptedQuestion({ ...long, question: '\u0001'.repeat(5_000), context: '\u0001'.repeat(5_000) })))).toBeLessThanOrEqual(16_384);
    expect(readInterruptedQuestion(long)).toEqual(long);
    expect(readInterruptedQuestion(null)).toBeUndefined();
    expect(readInterruptedQuestion({ question: 'Why?', kind: 'nonsense', trigger: 'manual' })).toBeUndefined();
    expect(readInterruptedQuestion({ question: 'x'.repeat(1_201), kind: 'general', trigger: 'manual' })).toBeUndefined();
  });
});
