/**
 * @jest-environment ./tests/fixtures/jest-node-native-arrays-environment.js
 */
// Practice against the real ws-server with the embedded offline engines: a flite-spoken
// answer is transcribed by Moonshine, scored by the rubric and saved as a practice turn,
// and no interview minute is spent. The fair-use cap is enforced by the server from the
// database, at hello and while a session runs.
import type { RunningEmulator } from '../../emulators/server';
import { createEngines } from '../../ws-server/engines';
import type { RunningWsServer } from '../../ws-server/server';
import { parseConfig } from '../../ws-server/config';
import { speak } from '../fixtures/engine/flite-speech';
import { streamFrames } from '../fixtures/engine/stream-frames';
import { silence } from '../fixtures/engine/synthetic-audio';
import { serviceClient, startTestEmulator } from './helpers/emulator';
import { createSignedInUser, startWsServer, TestClient, type Msg, type TestUser } from './helpers/ws-harness';

jest.setTimeout(90_000);
process.env.LOG_LEVEL = 'error';

const ANSWER =
  'In my last job our release was late. My task was to get it back on track. I split the work, paired with two engineers and automated the tests. As a result we shipped in two weeks and cut bugs by thirty percent.';

describe('practice on the ws-server', () => {
  let em: RunningEmulator;
  let server: RunningWsServer;

  beforeAll(async () => {
    em = await startTestEmulator();
    const engines = await createEngines(parseConfig({ NODE_ENV: 'test' }).engines);
    expect(engines.transcriptionName).toBe('offline');
    expect(engines.practiceCoach).toBeUndefined();
    server = await startWsServer(em, { ...engines, config: { practiceSilenceMs: 2_000 } });
  });
  afterAll(async () => {
    await server?.close();
    await em?.close();
  });

  const creditUsed = async (user: TestUser) => {
    const { data } = await serviceClient(em).from('profile').select('credit_used').eq('id', user.userId).single().throwOnError();
    return Number((data as { credit_used: number }).credit_used);
  };

  it('asks a question, transcribes and scores the spoken answer, saves the turn and spends no minutes', async () => {
    const user = await createSignedInUser(em, 'ws-practice');
    const admin = serviceClient(em);
    await admin.from('job_description').upsert({ profile_id: user.userId, job_description: 'Software engineer: releases, automated testing, code review, working with other engineers.' }).throwOnError();
    const before = await creditUsed(user);

    const client = await TestClient.open(server, '/mic');
    const ready = await client.hello(user.accessToken, { purpose: 'practice', practice: { round: 'behavioural', count: 3 } });
    expect(ready).toMatchObject({ type: 'ready', purpose: 'practice', source: 'mic', used: 0, limit: 60 });
    const first = await client.type('practice_question');
    expect(first).toMatchObject({ index: 1, total: 3, kind: 'behavioural', question_id: expect.any(String), text: expect.any(String) });

    // Answer out loud, then press Next question once the words are in.
    await streamFrames(Buffer.concat([silence(300), speak(ANSWER), silence(600)]), (frame) => client.ws.send(frame));
    await client.next((m) => m.type === 'transcript' && m.speech_final === true && String(m.transcription).length > 0, 20_000);
    client.sendJson({ type: 'next_question' });
    const feedback = await client.type('practice_feedback', 20_000);
    expect(feedback.question_id).toBe(first.question_id);
    const score = feedback.score as { score: number; parts: Record<string, number>; figures: { words: number; seconds: number; wordsPerMinute: number } };
    expect(score.score).toBeGreaterThanOrEqual(0);
    expect(score.score).toBeLessThanOrEqual(10);
    expect(Object.keys(score.parts).sort()).toEqual(['delivery', 'relevance', 'specificity', 'structure']);
    expect(score.figures.words).toBeGreaterThan(10);
    // flite speaks ~40 words in ~13 s: the duration comes from the audio, not from message timing.
    expect(score.figures.seconds).toBeGreaterThan(6);
    expect(score.figures.seconds).toBeLessThan(25);
    expect(score.figures.wordsPerMinute).toBeGreaterThan(60);
    expect(String(feedback.transcript).toLowerCase()).toMatch(/release|engineers|bugs|percent/);

    // The second answer ends by itself after the configured silence.
    const second = await client.next((m) => m.type === 'practice_question' && m.index === 2);
    await streamFrames(Buffer.concat([speak('I would talk to both managers and agree on the order together.'), silence(3_500)]), (frame) => client.ws.send(frame));
    const secondFeedback = await client.next((m) => m.type === 'practice_feedback' && m.question_id === second.question_id, 20_000);
    expect((secondFeedback.score as { figures: { words: number } }).figures.words).toBeGreaterThan(3);

    await client.next((m) => m.type === 'practice_question' && m.index === 3);
    client.sendJson({ type: 'end_practice' });
    const done = await client.type('practice_done');
    expect(done).toMatchObject({ session_id: ready.session_id, answered: 2, reason: 'ended' });
    expect((await client.closed).code).toBe(1000);
    expect(client.violations).toEqual([]);

    // History: a practice session with one turn per answered question.
    const session = await waitFor(async () => {
      const { data } = await admin.from('interview_session').select('kind, practice_round, usage_log_id, ended_at, title').eq('id', String(ready.session_id)).single().throwOnError();
      return data?.ended_at ? data : undefined;
    });
    expect(session).toMatchObject({ kind: 'practice', practice_round: 'behavioural', usage_log_id: null, title: 'Behavioural practice' });
    const { data: turns } = await admin
      .from('interview_turn')
      .select('question, answer, candidate_answer, candidate_seconds, feedback, question_kind')
      .eq('session_id', String(ready.session_id))
      .order('question_at')
      .throwOnError();
    expect(turns).toHaveLength(2);
    expect(turns![0]).toMatchObject({ question: first.text, answer: '', question_kind: 'behavioural', candidate_answer: feedback.transcript });
    expect(Number(turns![0].candidate_seconds)).toBeGreaterThan(6);
    expect((turns![0].feedback as { score: number }).score).toBe(score.score);

    expect(await creditUsed(user)).toBe(before);
    const { data: usage } = await admin.from('usage_logs').select('id').eq('profile_id', user.userId).throwOnError();
    expect(usage).toEqual([]);
  });

  it('refuses practice past the daily cap with practice_limit, counted from the database', async () => {
    const user = await createSignedInUser(em, 'ws-practice-cap');
    const now = new Date();
    const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    // Two earlier rounds today, 61 minutes together (the cap is 60).
    const started = new Date(midnight + 1_000).toISOString();
    await serviceClient(em)
      .from('practice_time')
      .insert([
        { profile_id: user.userId, started_at: started, connected_at: started, ended_at: started, seconds: 31 * 60 },
        { profile_id: user.userId, started_at: started, connected_at: started, ended_at: started, seconds: 30 * 60 },
      ])
      .throwOnError();

    const client = await TestClient.open(server, '/mic');
    const refused = await client.hello(user.accessToken, { purpose: 'practice', practice: { round: 'mixed', count: 3 } });
    expect(refused).toMatchObject({ type: 'error', code: 'practice_limit', message: expect.stringMatching(/60 minutes of free practice/) });
    expect((await client.closed).code).toBe(4402);

    // A live interview is a different allowance: it still starts.
    const live = await TestClient.open(server, '/mic');
    expect(await live.hello(user.accessToken)).toMatchObject({ type: 'ready', purpose: 'interview' });
    await live.close();
  });

  it('ends a running practice when the daily cap runs out, across sessions', async () => {
    // A cap of 3 s, re-checked every second: the session's own open row uses it up.
    const capped = await startWsServer(em, { createTranscriber: () => ({ push: () => undefined, finish: async () => undefined, close: () => undefined }), config: { practiceDailyMinutes: 0.05, meteringIntervalMs: 1_000 } });
    try {
      const user = await createSignedInUser(em, 'ws-practice-run-cap');
      const client = await TestClient.open(capped, '/mic');
      expect(await client.hello(user.accessToken, { purpose: 'practice', practice: { round: 'technical', count: 3 } })).toMatchObject({ type: 'ready', limit: 0.05 });
      await client.type('practice_question');
      const done = await client.type('practice_done', 15_000);
      expect(done).toMatchObject({ reason: 'limit', answered: 0 });
      expect(await client.type('error')).toMatchObject({ code: 'practice_limit' });
      expect((await client.closed).code).toBe(4402);

      // The next session of the same user is refused at hello.
      const again = await TestClient.open(capped, '/mic');
      expect(await again.hello(user.accessToken, { purpose: 'practice' })).toMatchObject({ type: 'error', code: 'practice_limit' });
    } finally {
      await capped.close();
    }
  });

  it('rejects practice messages in an interview session', async () => {
    const user = await createSignedInUser(em, 'ws-practice-msg');
    const client = await TestClient.open(server, '/mic');
    await client.hello(user.accessToken);
    client.sendJson({ type: 'next_question' });
    expect(await client.next((m: Msg) => m.type === 'error')).toMatchObject({ code: 'bad_message' });
    await client.close();
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
