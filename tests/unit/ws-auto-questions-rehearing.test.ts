// An early answer started at a pause is not restarted when the final text only keeps what the
// pause reading left out before or inside the same question (a restart, a hesitation, a lead-in
// split off), and is restarted when the interviewer went on. Transcripts from the spontaneous
// replay script, as Moonshine read them.
import { QuestionTrigger } from '@/ws-server/questions/question-trigger';
import type { AnswerJob } from '@/ws-server/session/parts/answer-job';
import { AutoQuestions } from '@/ws-server/session/parts/auto-questions';

function session() {
  let now = 0;
  const jobs = { submitted: [] as AnswerJob[], replaced: [] as AnswerJob[], cancelled: [] as string[] };
  const auto = new AutoQuestions({
    trigger: new QuestionTrigger({ cooldownMs: 30_000, now: () => now }),
    answers: { submit: (j) => void jobs.submitted.push(j), replace: (j) => void jobs.replaced.push(j), cancel: (id) => void jobs.cancelled.push(id) },
    now: () => now,
  });
  const hear = (id: string, pause: string, final: string) => {
    auto.heard(id);
    now += 1_000;
    auto.onPause(id, pause, 'en');
    now += 600;
    auto.onFinal(id, final, 'en');
  };
  return { jobs, hear, close: () => auto.close() };
}

describe('an early answer and the final text of its question', () => {
  it.each([
    ['only adds the restart the pause reading left out', 'what was the worst incident you had there?', 'What was, what was the worst incident you had there?'],
    ['splits off the lead-in the pause reading ran into the question', 'Bright, so untastart with, so tell me about, Ah, tell me a bit about yourself.', 'Right, so, I am to start with. So, tell me about, tell me a bit about yourself.'],
  ])('keeps the answer when the final %s', (_, pause, final) => {
    const { jobs, hear, close } = session();
    hear('u1', pause, final);
    close();
    expect(jobs.submitted.map((j) => j.question)).toEqual([pause]);
    expect(jobs.replaced).toEqual([]);
    expect(jobs.cancelled).toEqual([]);
  });

  it('restarts the answer with the whole question when the interviewer went on', () => {
    const { jobs, hear, close } = session();
    hear('u6', 'Can you walk me through the outage?', 'Can you walk me through the outage? And what did you change afterwards?');
    close();
    expect(jobs.submitted).toHaveLength(1);
    expect(jobs.replaced.map((j) => j.id)).toEqual([jobs.submitted[0].id]);
    expect(jobs.replaced[0].question).toMatch(/what did you change afterwards/i);
  });
});
