// The follow-up link: a question the detector reads as leaning on an earlier one carries that
// question's id, and on a panel the interviewer's own earlier question is the one followed up;
// another interviewer's words never join a colleague's question as its sub-prompt.
import { followUpTarget, JOINS_IN_MS, type AskedBefore } from '@/ws-server/questions/follow-up-target';
import { QuestionTrigger } from '@/ws-server/questions/question-trigger';
import type { AnswerJob } from '@/ws-server/session/parts/answer-job';
import { AutoQuestions } from '@/ws-server/session/parts/auto-questions';

const one = { id: 1, label: 'Interviewer 1' };
const two = { id: 2, label: 'Interviewer 2' };

describe('which question a follow-up follows up', () => {
  const asked = (id: string, asker: typeof one | undefined, at: number): AskedBefore => ({ id, text: `question ${id}`, at, ...(asker ? { asker } : {}) });

  it('is the question asked last when no voices are told apart, or the same interviewer asked it', () => {
    expect(followUpTarget([asked('u1.1', undefined, 0), asked('u2.1', undefined, 1_000)], undefined, 60_000)?.id).toBe('u2.1');
    expect(followUpTarget([asked('u1.1', two, 0), asked('u2.1', one, 1_000)], one, 60_000)?.id).toBe('u2.1');
  });

  it("goes back to the interviewer's own question when a colleague asked in between", () => {
    expect(followUpTarget([asked('u1.1', one, 0), asked('u2.1', two, 60_000)], one, 180_000)?.id).toBe('u1.1');
  });

  it("is a colleague's question when the interviewer speaks straight after it (joining in)", () => {
    expect(followUpTarget([asked('u1.1', one, 0), asked('u2.1', two, 60_000)], one, 60_000 + JOINS_IN_MS)?.id).toBe('u2.1');
  });

  it('is the question asked last when the interviewer asked none lately', () => {
    expect(followUpTarget([asked('u1.1', one, 0), asked('u2.1', two, 60_000)], { id: 3, label: 'Interviewer 3' }, 180_000)?.id).toBe('u2.1');
    expect(followUpTarget([asked('u1.1', one, 0), asked('u2.1', two, 20 * 60_000)], one, 21 * 60_000)?.id).toBe('u2.1');
    expect(followUpTarget([], one, 0)).toBeUndefined();
  });
});

describe('auto mode on a panel', () => {
  function session() {
    let now = 0;
    const jobs: { submitted: AnswerJob[]; replaced: AnswerJob[] } = { submitted: [], replaced: [] };
    const askers = new Map<string, typeof one>();
    const auto = new AutoQuestions({
      trigger: new QuestionTrigger({ cooldownMs: 30_000, now: () => now }),
      answers: { submit: (j) => void jobs.submitted.push(j), replace: (j) => void jobs.replaced.push(j), cancel: () => undefined },
      now: () => now,
      askerOf: (id) => askers.get(id),
    });
    const say = (id: string, text: string, asker: typeof one | undefined, at: number) => {
      now = at;
      if (asker) askers.set(id, asker);
      auto.heard(id);
      auto.onFinal(id, text);
    };
    return { jobs, say, close: () => auto.close() };
  }

  it("links the interviewer's follow-up to their own earlier question, with it as context, and says who asked each", () => {
    const { jobs, say, close } = session();
    say('u1', 'Tell me about the payments migration you led.', one, 0);
    say('u2', 'How do you design an idempotent API?', two, 60_000);
    say('u3', 'What did you learn from it?', one, 150_000);
    close();
    expect(jobs.submitted.map((j) => [j.id, j.asker?.id, j.followsUp])).toEqual([
      ['u1.1', 1, undefined],
      ['u2.1', 2, undefined],
      ['u3.1', 1, 'u1.1'],
    ]);
    expect(jobs.submitted[2].context).toMatch(/payments migration/);
  });

  it("answers another interviewer's leaning question on its own, not as a sub-prompt of a colleague's question", () => {
    const { jobs, say, close } = session();
    say('u1', 'Tell me about a conflict with a coworker.', one, 0);
    say('u2', 'And why?', two, 500);
    close();
    expect(jobs.replaced).toEqual([]);
    expect(jobs.submitted.map((j) => [j.id, j.asker?.id, j.followsUp])).toEqual([
      ['u1.1', 1, undefined],
      ['u2.1', 2, 'u1.1'],
    ]);
  });

  it("still joins the same interviewer's sub-prompt in the same breath, and links follow-ups with no voices at all", () => {
    const { jobs, say, close } = session();
    say('u1', 'Tell me about a conflict with a coworker.', one, 0);
    say('u2', 'And why?', one, 500);
    say('u3', 'How do you mentor the junior engineers on your team?', undefined, 60_000);
    say('u4', 'Why that one?', undefined, 120_000);
    close();
    expect(jobs.replaced.map((j) => [j.id, j.question, j.asker?.id])).toEqual([['u1.1', 'Tell me about a conflict with a coworker. And why?', 1]]);
    expect(jobs.submitted.map((j) => [j.id, j.followsUp])).toEqual([
      ['u1.1', undefined],
      ['u3.1', undefined],
      ['u4.1', 'u3.1'],
    ]);
  });
});
