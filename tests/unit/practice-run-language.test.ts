// A practice round in the session's language, with fake stores: the bank of that language
// offline, each question marked with its language for the screen's voice, the answer scored
// by that language's rules with notes in the reader's language, and, where the bank has no
// questions in the language, English questions with one notice saying so.
import type { TurnRecord } from '@/ws-server/history/history-store';
import type { CoachQuestionRequest, CoachReviewRequest, PracticeCoach } from '@/ws-server/practice/practice-coach';
import { PracticeRun, type PracticeRunOptions } from '@/ws-server/practice/practice-run';
import type { ServerMessage } from '@/lib/protocol';

process.env.LOG_LEVEL = 'error';

function setup(overrides: Partial<PracticeRunOptions>) {
  const sent: ServerMessage[] = [];
  const turns: TurnRecord[] = [];
  const run = new PracticeRun({
    round: 'behavioural',
    count: 2,
    userId: 'u1',
    historyId: 'h1',
    sessionId: 'h1',
    context: () => ({ resume: '', jobDescription: '' }),
    history: {
      addTurn: async (t) => void turns.push(t),
      savePracticePlan: async () => undefined,
    },
    practice: {
      recentQuestions: async () => [],
    },
    send: (m) => sent.push(m),
    onDone: () => undefined,
    silenceMs: 6_000,
    now: () => 0,
    conn: 'test',
    ...overrides,
  });
  const of = <T extends ServerMessage['type']>(type: T) => sent.filter((m): m is Extract<ServerMessage, { type: T }> => m.type === type);
  const say = (id: string, text: string) => run.onTranscript({ type: 'transcript', id, transcription: text, speech_final: true, ai_answer: false });
  const settled = () => new Promise((r) => setTimeout(r, 20));
  return { run, sent, turns, of, say, settled };
}

const ES_ANSWER = 'Bueno, eh, en mi anterior trabajo teníamos un plazo muy ajustado. Mi tarea era coordinar al equipo. Así que dividí el proyecto en partes.';

describe('a practice round in the session’s language', () => {
  it('offline, asks from the Spanish bank, marks the language, and scores with Spanish rules and notes', async () => {
    const t = setup({ language: 'es-MX' });
    await t.run.start();
    const [question] = t.of('practice_question');
    expect(question).toMatchObject({ language: 'es', question_id: expect.stringMatching(/^es-gen-b-\d{2}$/) });
    expect(t.of('notice')).toEqual([]);
    t.say('u1', ES_ANSWER);
    t.run.nextQuestion();
    await t.settled();
    const [feedback] = t.of('practice_feedback');
    expect(feedback.score.figures.fillerWords).toBe(2);
    expect(feedback.score.missingStructure).toEqual(['Result']);
    expect(feedback.score.notes.join(' ')).toMatch(/falta Resultado/);
    expect(t.turns[0].question).toBe(question.text);
  });

  it('writes the notes in the feedback language and judges by the language the recogniser heard', async () => {
    const t = setup({ language: 'es', feedbackLanguage: 'en', spokenLanguage: () => 'es' });
    await t.run.start();
    t.say('u1', ES_ANSWER);
    t.run.nextQuestion();
    await t.settled();
    const [feedback] = t.of('practice_feedback');
    expect(feedback.score.figures.fillerWords).toBe(2);
    expect(feedback.score.notes.join(' ')).toMatch(/STAR: no Result/);
  });

  it('without a bank in the language, asks in English and says so once, before the first question', async () => {
    const t = setup({ language: 'it' });
    await t.run.start();
    expect(t.sent[0]).toEqual({ type: 'notice', code: 'practice_language', message: 'Practice questions are in English: the offline question bank has no Italian questions yet.' });
    expect(t.of('practice_question')[0].language).toBe('en');
    t.say('u1', 'Nel mio ultimo lavoro ho guidato il progetto.');
    t.run.nextQuestion();
    await t.settled();
    expect(t.of('notice')).toHaveLength(1);
  });

  it('with a model, asks it for questions and feedback in the languages by tag, and its questions are marked with the round’s language', async () => {
    const asked: CoachQuestionRequest[] = [];
    const reviewed: CoachReviewRequest[] = [];
    const coach: PracticeCoach = {
      name: 'fake',
      questions: async (request) => (asked.push(request), [{ text: 'Erzählen Sie mir von Ihrem letzten Projekt.', kind: 'behavioural' }, { text: 'Warum wir?', kind: 'other' }]),
      review: async (request) => (reviewed.push(request), { writtenFeedback: 'Gut.' }),
    };
    const t = setup({ language: 'de', feedbackLanguage: 'en', coach });
    await t.run.start();
    expect(asked[0].language).toBe('de');
    expect(t.of('practice_question')[0]).toMatchObject({ question_id: 'g1', language: 'de' });
    t.say('u1', 'Also, ich habe das Projekt geleitet.');
    t.run.nextQuestion();
    await t.settled();
    expect(reviewed[0]).toMatchObject({ language: 'de', feedbackLanguage: 'en' });
  });
});
