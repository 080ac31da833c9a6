// The practice round's logic with fake stores and a fake coach: no socket, no database.
import type { PlannedPracticeQuestion, TurnRecord } from '@/ws-server/history/history-store';
import type { CoachReviewRequest, PracticeCoach } from '@/ws-server/practice/practice-coach';
import { PracticeRun, type PracticeRunOptions } from '@/ws-server/practice/practice-run';
import type { ServerMessage } from '@/lib/protocol';

process.env.LOG_LEVEL = 'error';

function setup(coach?: PracticeCoach, overrides: Partial<PracticeRunOptions> = {}) {
  const sent: ServerMessage[] = [];
  const turns: TurnRecord[] = [];
  const plans: PlannedPracticeQuestion[][] = [];
  const done: string[] = [];
  let clock = 0;
  const run = new PracticeRun({
    round: 'behavioural',
    count: 2,
    userId: 'u1',
    historyId: 'h1',
    sessionId: 'h1',
    context: () => ({ resume: '', jobDescription: 'Data engineer: pipelines, SQL, Airflow.' }),
    history: {
      addTurn: async (t) => void turns.push(t),
      savePracticePlan: async (_id, plan) => void plans.push(plan),
    },
    practice: {
      recentQuestions: async () => [],
    },
    coach,
    send: (m) => sent.push(m),
    onDone: (reason) => done.push(reason),
    silenceMs: 6_000,
    now: () => (clock += 1_000),
    conn: 'test',
    ...overrides,
  });
  const of = <T extends ServerMessage['type']>(type: T) => sent.filter((m): m is Extract<ServerMessage, { type: T }> => m.type === type);
  const say = (id: string, text: string) => run.onTranscript({ type: 'transcript', id, transcription: text, speech_final: true, ai_answer: false });
  const settled = () => new Promise((r) => setTimeout(r, 20));
  return { run, sent, turns, plans, done, of, say, settled };
}

const NO_RESULT = 'At my last company the nightly data load kept failing. My task was to fix it. I rewrote the pipeline in Airflow and added checks on every table so failures showed up early.';

describe('PracticeRun', () => {
  it('asks the bank questions in turn, scores each answer, saves it and ends with practice_done', async () => {
    const t = setup();
    await t.run.start();
    expect(t.of('practice_question')).toEqual([expect.objectContaining({ index: 1, total: 2, kind: 'behavioural' })]);
    t.say('u1', NO_RESULT);
    t.run.nextQuestion();
    await t.settled();
    const [feedback] = t.of('practice_feedback');
    expect(feedback.transcript).toBe(NO_RESULT);
    expect(feedback.score.figures.words).toBeGreaterThan(20);
    expect(feedback.written_feedback).toBeUndefined();
    // Offline there is no follow-up: the second planned question comes next.
    expect(t.of('practice_question').map((q) => q.index)).toEqual([1, 2]);
    t.say('u2', 'I would ask both managers and agree on the order.');
    t.run.nextQuestion();
    await t.settled();
    expect(t.of('practice_done')).toEqual([{ type: 'practice_done', session_id: 'h1', answered: 2, reason: 'completed' }]);
    expect(t.done).toEqual(['completed']);
    expect(t.turns.map((x) => [x.question, x.candidateAnswer, x.answer, x.questionKind])).toEqual([
      [t.of('practice_question')[0].text, NO_RESULT, '', 'behavioural'],
      [t.of('practice_question')[1].text, 'I would ask both managers and agree on the order.', '', 'behavioural'],
    ]);
  });

  it('ignores a late final of an answer already scored', async () => {
    const t = setup();
    await t.run.start();
    t.say('u1', 'First answer words here.');
    t.run.nextQuestion();
    await t.settled();
    t.say('u1', 'First answer words here, again.');
    t.say('u2', 'Second.');
    t.run.nextQuestion();
    await t.settled();
    expect(t.of('practice_feedback').map((f) => f.transcript)).toEqual(['First answer words here.', 'Second.']);
  });

  it('with a coach: asks its questions, adds written feedback and a stronger answer, and one follow-up for a story with no Result', async () => {
    const reviews: CoachReviewRequest[] = [];
    const coach: PracticeCoach = {
      name: 'fake:model',
      questions: async () => [
        { text: 'Tell me about a pipeline you rescued.', kind: 'behavioural' },
        { text: 'Tell me about a time you disagreed with a stakeholder.', kind: 'behavioural' },
      ],
      review: async (request) => {
        reviews.push(request);
        return { writtenFeedback: 'Say how it ended.', strongerAnswer: 'I rewrote the load in Airflow…', followUp: request.gap ? 'How did it turn out?' : undefined };
      },
    };
    const t = setup(coach);
    await t.run.start();
    expect(t.of('practice_question')[0]).toMatchObject({ question_id: 'g1', text: 'Tell me about a pipeline you rescued.' });
    t.say('u1', NO_RESULT);
    t.run.nextQuestion();
    await t.settled();
    expect(reviews[0].gap).toMatch(/Result/);
    expect(t.of('practice_feedback')[0]).toMatchObject({ written_feedback: 'Say how it ended.', stronger_answer: 'I rewrote the load in Airflow…' });
    expect(t.of('practice_question')[1]).toMatchObject({ question_id: 'g1.f', index: 1, text: 'How did it turn out?', follow_up: true, kind: 'other' });
    expect(t.turns[0]).toMatchObject({ answer: 'I rewrote the load in Airflow…', answerEngine: 'fake:model' });
    expect(t.turns[0].feedback).toMatchObject({ written_feedback: 'Say how it ended.' });

    // Only one follow-up per round, even when the next answer has the same gap.
    t.say('u2', NO_RESULT);
    t.run.nextQuestion();
    await t.settled();
    expect(t.of('practice_question')[2]).toMatchObject({ question_id: 'g2', index: 2 });
  });

  it('falls back to the bank when the coach fails, and keeps the rubric when its review fails', async () => {
    const coach: PracticeCoach = {
      name: 'fake:down',
      questions: async () => Promise.reject(new Error('HTTP 500')),
      review: async () => Promise.reject(new Error('HTTP 500')),
    };
    const t = setup(coach);
    await t.run.start();
    expect(t.of('practice_question')[0].question_id).toMatch(/^[a-z]+-[bto]-\d\d$/);
    t.say('u1', 'We shipped it on time.');
    t.run.nextQuestion();
    await t.settled();
    expect(t.of('practice_feedback')[0].score.score).toBeGreaterThanOrEqual(0);
    expect(t.of('practice_feedback')[0].written_feedback).toBeUndefined();
  });

  it('makes no model call for a round whose socket closed before its questions were planned', async () => {
    let calls = 0;
    const coach: PracticeCoach = {
      name: 'fake:counting',
      questions: async () => (calls++, [{ text: 'Why this role?', kind: 'other' }]),
      review: async () => ({}),
    };
    const t = setup(coach);
    const starting = t.run.start();
    await t.run.close();
    await starting;
    expect(calls).toBe(0);
    expect(t.of('practice_question')).toEqual([]);
  });

  it('carries a resumed round on from its stored plan: the next question not asked yet', async () => {
    const plan = [
      { id: 'q1', text: 'Tell me about a time you led a project.', kind: 'behavioural' as const },
      { id: 'q2', text: 'Describe a conflict with a teammate.', kind: 'behavioural' as const },
      { id: 'q3', text: 'What is your biggest weakness?', kind: 'other' as const },
    ];
    const t = setup(undefined, { resumed: { plan, asked: ['Tell me about a time you led a project.'] } });
    await t.run.start();
    expect(t.of('practice_question')).toEqual([expect.objectContaining({ question_id: 'q2', index: 2, total: 3 })]);
    expect(t.plans).toEqual([]);
  });

  it('stores the plan of a new round, so a reconnect on another server asks the same questions', async () => {
    const t = setup();
    await t.run.start();
    await t.settled();
    expect(t.plans).toHaveLength(1);
    expect(t.plans[0][0].text).toBe(t.of('practice_question')[0].text);
  });

  it('End practice scores the answer in progress; with nothing said it records nothing', async () => {
    const t = setup();
    await t.run.start();
    t.say('u1', 'Half an answer.');
    t.run.end('ended');
    await t.settled();
    expect(t.of('practice_feedback')).toHaveLength(1);
    expect(t.of('practice_done')[0]).toMatchObject({ answered: 1, reason: 'ended' });

    const quiet = setup();
    await quiet.run.start();
    quiet.run.end('limit');
    await quiet.settled();
    expect(quiet.turns).toEqual([]);
    expect(quiet.of('practice_done')[0]).toMatchObject({ answered: 0, reason: 'limit' });
    expect(quiet.done).toEqual(['limit']);
  });

  it('keeps the answer in progress when the socket closes', async () => {
    const t = setup();
    await t.run.start();
    t.say('u1', 'An answer cut off by a closed tab.');
    await t.run.close();
    expect(t.turns.map((x) => x.candidateAnswer)).toEqual(['An answer cut off by a closed tab.']);
    expect(t.of('practice_done')).toEqual([]);
  });
});
