// Model calls per session are bounded: a burst of triggers starts at most
// WS_MAX_ANSWERS_PER_MINUTE answers, the rest are refused with answer_rate_limited and the
// session lives on; asking again for the question being answered does not restart it; an
// answer cut off by a newer question is stored as aborted, not as a turn.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { DEV_PUBLISHABLE_KEY } from '../../emulators/dev-keys';
import { fetchHistory } from '../../lib/history/history-queries';
import type { Database } from '../../lib/supabase/database';
import type { RunningEmulator } from '../../emulators/server';
import type { AnswerEngine, AnswerRequest } from '../../ws-server/llm/answer-engine';
import type { RunningWsServer } from '../../ws-server/server';
import { serviceClient, startTestEmulator } from './helpers/emulator';
import { createSignedInUser, scriptedTranscriberFactory, startWsServer, TestClient, type Msg } from './helpers/ws-harness';

jest.setTimeout(60_000);
process.env.LOG_LEVEL = 'error';

/** Counts model calls; questions containing "slow" stream for about a second. */
function countingEngine(): AnswerEngine & { requests: AnswerRequest[] } {
  const requests: AnswerRequest[] = [];
  return {
    source: 'ai',
    requests,
    async *stream(request, signal) {
      requests.push(request);
      const delay = request.question.toLowerCase().includes('slow') ? 300 : 5;
      for (const chunk of ['Answer ', 'to ', request.question]) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, delay);
          signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
        });
        if (signal.aborted) return;
        yield chunk;
      }
    },
  };
}

describe('ws-server answer limits', () => {
  let em: RunningEmulator;
  let admin: SupabaseClient;
  let server: RunningWsServer;
  const engine = countingEngine();
  const stt = scriptedTranscriberFactory();

  beforeAll(async () => {
    em = await startTestEmulator();
    admin = serviceClient(em);
    // The default limit (10 a minute) and the default text-message rate.
    server = await startWsServer(em, { answerEngine: engine, createTranscriber: stt.factory, answerEngineName: 'test:counting', config: { maxSessionsPerUser: 10 } });
  });
  afterAll(async () => {
    await server?.close();
    await em?.close();
  });

  const finals = (client: TestClient) => client.messages.filter((m) => m.type === 'answer' && m.speech_final === true);

  it('a burst of 30 triggers starts at most 10 answers; the rest get answer_rate_limited and the socket stays open', async () => {
    const user = await createSignedInUser(em, 'ws-burst');
    const client = await TestClient.open(server);
    await client.hello(user.accessToken);
    const before = engine.requests.length;
    // 30 presses of Space in 1.2 s, each for a different question.
    for (let i = 1; i <= 30; i++) {
      client.sendJson({ type: 'trigger_response', question: `What is question number ${i}?` });
      await new Promise((r) => setTimeout(r, 40));
    }
    await new Promise((r) => setTimeout(r, 500));
    const started = engine.requests.length - before;
    const limited = client.messages.filter((m) => m.type === 'error' && m.code === 'answer_rate_limited');
    process.stdout.write(`burst of 30 triggers: ${started} answers started, ${limited.length} refused\n`);
    expect(started).toBeLessThanOrEqual(10);
    expect(started).toBeGreaterThan(0);
    expect(limited).toHaveLength(30 - started);
    expect(limited[0].message).toMatch(/minute/);
    expect(client.ws.readyState).toBe(client.ws.OPEN);
    // Still a working session: the last answer that started finishes.
    await client.next((m) => m.type === 'answer' && m.speech_final === true && m.status === 'complete');
    await client.close();
  });

  it('automatic questions count towards the same limit', async () => {
    const user = await createSignedInUser(em, 'ws-burst-auto');
    const client = await TestClient.open(server);
    await client.hello(user.accessToken, { mode: 'auto' });
    const before = engine.requests.length;
    const topics = ['kafka partition rebalancing', 'redis eviction policies', 'postgres vacuum tuning', 'kubernetes pod autoscaling', 'react hydration errors', 'terraform state locking', 'graphql schema stitching', 'spark shuffle spills', 'airflow sensor deadlocks', 'rust borrow checker', 'golang goroutine leaks', 'swift memory cycles'];
    for (const [i, topic] of topics.entries()) {
      stt.say(`u${i + 1}`, `What do you know about ${topic}?`);
      await new Promise((r) => setTimeout(r, 100));
    }
    await new Promise((r) => setTimeout(r, 300));
    expect(engine.requests.length - before).toBe(10);
    expect(client.messages.filter((m) => m.type === 'error' && m.code === 'answer_rate_limited')).toHaveLength(2);
    await client.close();
  });

  it('asking again for the question being answered does not restart it', async () => {
    const user = await createSignedInUser(em, 'ws-repeat');
    const client = await TestClient.open(server);
    await client.hello(user.accessToken);
    const before = engine.requests.length;
    client.sendJson({ type: 'trigger_response', question: 'A slow question about your last role?' });
    await client.next((m) => m.type === 'answer' && m.speech_final === false);
    client.sendJson({ type: 'trigger_response', question: 'a slow question about your last role' });
    client.sendJson({ type: 'trigger_response', question: '  A SLOW question about your last role?!  ' });
    const done = await client.next((m) => m.type === 'answer' && m.speech_final === true);
    expect(done).toMatchObject({ status: 'complete', question_id: 'm1' });
    await new Promise((r) => setTimeout(r, 200));
    expect(engine.requests.length - before).toBe(1);
    expect(finals(client)).toHaveLength(1);
    await client.close();
  });

  it('stores an answer cut off by a newer question as aborted', async () => {
    const user = await createSignedInUser(em, 'ws-aborted');
    const client = await TestClient.open(server);
    const ready = await client.hello(user.accessToken);
    client.sendJson({ type: 'trigger_response', question: 'A slow question first?' });
    await client.next((m) => m.type === 'answer' && m.speech_final === false);
    client.sendJson({ type: 'trigger_response', question: 'Then a quick one?' });
    await client.next((m) => m.type === 'answer' && m.speech_final === true && m.question_id === 'm2');
    await client.close();
    let turns: Msg[] = [];
    for (let i = 0; i < 50 && turns.length < 2; i++) {
      await new Promise((r) => setTimeout(r, 50));
      turns = (await admin.from('interview_turn').select('*').eq('session_id', ready.session_id).order('question_at')).data as Msg[];
    }
    expect(turns.map((t) => [t.question, t.status])).toEqual([
      ['A slow question first?', 'aborted'],
      ['Then a quick one?', 'complete'],
    ]);
    // The history page shows the answered question only.
    const own = createClient<Database>(em.url, DEV_PUBLISHABLE_KEY, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { Authorization: `Bearer ${user.accessToken}` } },
    });
    const [session] = await fetchHistory(own);
    expect(session.turns.map((t) => t.question)).toEqual(['Then a quick one?']);
  });
});
