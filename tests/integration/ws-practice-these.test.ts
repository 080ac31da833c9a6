// "Practise these" against the real ws-server and emulator: a practice hello that names its
// questions is asked exactly those, in that order, each scored by the kind the rubric gives it,
// then practice_done; the plan is stored, so a dropped round carried on by another server asks
// the same list even when the reconnecting hello names no questions.
import type { RunningEmulator } from '../../emulators/server';
import type { RunningWsServer } from '../../ws-server/server';
import { serviceClient, startTestEmulator } from './helpers/emulator';
import { createSignedInUser, scriptedTranscriberFactory, startWsServer, TestClient, type Msg } from './helpers/ws-harness';

jest.setTimeout(60_000);
process.env.LOG_LEVEL = 'error';

const QUESTIONS = [
  'Tell me about a time you disagreed with your manager.',
  'How does an index speed up a database query?',
  'Why do you want to join our team?',
];

describe('practise these on the ws-server', () => {
  let em: RunningEmulator;

  beforeAll(async () => {
    em = await startTestEmulator();
  });
  afterAll(async () => {
    await em?.close();
  });

  it('asks exactly the given questions in order, scores each, then sends practice_done', async () => {
    const stt = scriptedTranscriberFactory();
    const server = await startWsServer(em, { createTranscriber: stt.factory });
    try {
      const user = await createSignedInUser(em, 'practise-these');
      const client = await TestClient.open(server, '/mic');
      // round and count are ignored when questions are given: 3 questions, not 8 behavioural ones.
      const ready = await client.hello(user.accessToken, { purpose: 'practice', practice: { round: 'behavioural', count: 8, questions: QUESTIONS } });
      expect(ready).toMatchObject({ type: 'ready', purpose: 'practice' });

      const asked: Msg[] = [];
      for (let i = 0; i < QUESTIONS.length; i++) {
        const question = await client.next((m) => m.type === 'practice_question' && m.index === i + 1);
        asked.push(question);
        stt.say(`u${i + 1}`, 'In my last job the release slipped, so I split the work and we shipped in two weeks.');
        client.sendJson({ type: 'next_question' });
        const feedback = await client.next((m) => m.type === 'practice_feedback' && m.question_id === question.question_id);
        expect(String(feedback.transcript)).toMatch(/release slipped/);
      }
      expect(asked.map((q) => q.text)).toEqual(QUESTIONS);
      expect(asked.map((q) => q.total)).toEqual([3, 3, 3]);
      expect(asked.map((q) => q.kind)).toEqual(['behavioural', 'technical', 'other']);
      expect(asked.every((q) => q.follow_up === undefined)).toBe(true);

      const done = await client.type('practice_done');
      expect(done).toMatchObject({ session_id: ready.session_id, answered: 3, reason: 'completed' });
      await client.closed;
      expect(client.violations).toEqual([]);

      const admin = serviceClient(em);
      const { data: turns } = await admin.from('interview_turn').select('question, question_kind').eq('session_id', String(ready.session_id)).order('question_at').throwOnError();
      expect(turns).toEqual(QUESTIONS.map((question, i) => ({ question, question_kind: asked[i].kind })));
    } finally {
      await server.close();
    }
  });

  it('carries a dropped round of given questions on, on another server, with the same questions', async () => {
    const sttA = scriptedTranscriberFactory();
    const sttB = scriptedTranscriberFactory();
    const [a, b] = await Promise.all([startWsServer(em, { createTranscriber: sttA.factory }), startWsServer(em, { createTranscriber: sttB.factory })]);
    try {
      const user = await createSignedInUser(em, 'practise-these-resume');
      const first = await TestClient.open(a, '/mic');
      const ready = await first.hello(user.accessToken, { purpose: 'practice', practice: { questions: QUESTIONS } });
      const q1 = await first.type('practice_question');
      expect(q1.text).toBe(QUESTIONS[0]);
      sttA.say('u1', 'I disagreed with my lead about a rewrite, so we measured both options and chose the smaller change.');
      first.sendJson({ type: 'next_question' });
      await first.type('practice_feedback');
      await first.next((m) => m.type === 'practice_question' && m.index === 2);
      first.ws.terminate();
      await first.closed;
      await waitFor(async () => (a.sessionCount() === 0 ? true : undefined));

      // The reconnecting hello names no questions: the stored plan decides what is asked.
      const second = await TestClient.open(b, '/mic');
      expect(await second.hello(user.accessToken, { purpose: 'practice', practice: { round: 'technical', count: 5 }, resume_session_id: ready.session_id })).toMatchObject({
        type: 'ready',
        resumed: true,
      });
      expect(await second.type('practice_question')).toMatchObject({ index: 2, total: 3, text: QUESTIONS[1], kind: 'technical' });
      second.sendJson({ type: 'next_question' });
      await second.type('practice_feedback');
      expect(await second.next((m) => m.type === 'practice_question' && m.index === 3)).toMatchObject({ text: QUESTIONS[2] });
      second.sendJson({ type: 'end_practice' });
      expect(await second.type('practice_done')).toMatchObject({ session_id: ready.session_id, reason: 'ended' });
      await second.closed;
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

async function waitFor<T>(read: () => Promise<T | undefined>, timeoutMs = 5_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}
