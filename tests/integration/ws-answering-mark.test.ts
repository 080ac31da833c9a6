// The question being answered is written ahead onto the session's row as its answer starts,
// and cleared once its turn is saved: a process that dies mid-answer (SIGKILL writes nothing at
// its end) still leaves the question for the socket that carries the session on, which
// answers it again. And a question whose last words reached the recogniser as the link dropped
// is still heard at the end, and answered by the socket that carries the session on; one whose
// server died before its recogniser ended it is heard from the words the client still showed.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { RunningEmulator } from '../../emulators/server';
import type { AnswerEngine, TranscriberFactory } from '../../ws-server/session/ports';
import type { TranscriberListener } from '../../ws-server/stt/transcriber';
import { serviceClient, startTestEmulator } from './helpers/emulator';
import { spawnWsServer } from './helpers/spawn-ws-server';
import { createSignedInUser, fixedAnswerEngine, startWsServer, TestClient } from './helpers/ws-harness';

jest.setTimeout(120_000);
process.env.LOG_LEVEL = process.env.DEBUG_LOG ?? 'error';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** An engine whose answers stream one chunk, then wait until `finish()`. */
function heldAnswerEngine(): AnswerEngine & { finish(): void } {
  let release: () => void = () => undefined;
  let held = new Promise<void>((r) => (release = r));
  return {
    source: 'ai',
    finish() {
      release();
      held = new Promise<void>((r) => (release = r));
    },
    async *stream(_request, signal) {
      yield 'I would start by ';
      await Promise.race([held, new Promise((r) => signal.addEventListener('abort', r, { once: true }))]);
      if (!signal.aborted) yield 'asking what the customer needs.';
    },
  };
}

describe('the question being answered is written ahead', () => {
  let em: RunningEmulator;
  let admin: SupabaseClient;

  beforeAll(async () => {
    em = await startTestEmulator();
    admin = serviceClient(em);
  });
  afterAll(async () => {
    await em?.close();
  });

  const mark = async (sessionId: unknown) => {
    const { data } = await admin.from('interview_session').select('interrupted_question').eq('id', String(sessionId)).single().throwOnError();
    return (data as { interrupted_question: unknown }).interrupted_question;
  };
  const until = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 200 && !(await check()); i++) await sleep(25);
  };

  it('marks the row while an answer streams and clears it once the turn is saved', async () => {
    const engine = heldAnswerEngine();
    const server = await startWsServer(em, { answerEngine: engine });
    try {
      const user = await createSignedInUser(em, 'mark');
      const client = await TestClient.open(server, '/tab');
      const ready = await client.hello(user.accessToken, { mode: 'manual' });
      client.sendJson({ type: 'trigger_response', question: 'How would you design a rate limiter?' });
      await client.next((m) => m.type === 'answer');
      await until(async () => (await mark(ready.session_id)) !== null);
      expect(await mark(ready.session_id)).toMatchObject({ question: 'How would you design a rate limiter?', trigger: 'manual' });

      engine.finish();
      await client.next((m) => m.type === 'answer' && m.speech_final === true && m.status === 'complete');
      await until(async () => (await mark(ready.session_id)) === null);
      expect(await mark(ready.session_id)).toBeNull();
      const { data: turns } = await admin.from('interview_turn').select('question').eq('session_id', String(ready.session_id)).throwOnError();
      expect(turns).toEqual([{ question: 'How would you design a rate limiter?' }]);
      await client.close();
    } finally {
      await server.close();
    }
  });

  it('hears the last words of a question as the link drops, and answers it on the socket that carries the session on', async () => {
    const engine = fixedAnswerEngine(['Listen first, then agree on the facts.']);
    const server = await startWsServer(em, { answerEngine: engine, createTranscriber: recogniserHolding('How do you handle a disagreement with your manager?') });
    try {
      const user = await createSignedInUser(em, 'last-words');
      const first = await TestClient.open(server, '/tab');
      const ready = await first.hello(user.accessToken, { mode: 'auto' });
      first.ws.send(Buffer.alloc(3_200));
      // The link drops with the question's end still in the recogniser.
      first.ws.terminate();
      await first.closed;
      for (let i = 0; i < 100 && server.sessionCount() > 0; i++) await sleep(50);
      // The ending socket heard it but did not answer it: it had no one to answer to.
      expect(engine.requests).toHaveLength(0);

      const second = await TestClient.open(server, '/tab');
      expect(await second.hello(user.accessToken, { mode: 'auto', resume_session_id: ready.session_id })).toMatchObject({ type: 'ready', resumed: true });
      const again = await second.next((m) => m.type === 'answer' && m.question_id === 'r1');
      expect(again.question).toBe('How do you handle a disagreement with your manager?');
      await second.next((m) => m.type === 'answer' && m.speech_final === true && m.status === 'complete');
      await second.close();
    } finally {
      await server.close();
    }
  });

  it("hears a question whose server died before its recogniser ended it, from the client's unfinished words", async () => {
    const engine = fixedAnswerEngine(['Token bucket per user.']);
    const server = await startWsServer(em, { answerEngine: engine, createTranscriber: recogniserHolding('') });
    try {
      const user = await createSignedInUser(em, 'unfinished');
      const first = await TestClient.open(server, '/tab');
      const ready = await first.hello(user.accessToken, { mode: 'auto' });
      first.ws.terminate();
      await first.closed;
      for (let i = 0; i < 100 && server.sessionCount() > 0; i++) await sleep(50);

      const second = await TestClient.open(server, '/tab');
      const words = 'How would you design a rate limiter for our public API?';
      expect(await second.hello(user.accessToken, { mode: 'auto', resume_session_id: ready.session_id, unfinished_words: words })).toMatchObject({ type: 'ready', resumed: true });
      const answer = await second.next((m) => m.type === 'answer');
      expect(answer).toMatchObject({ question_id: 'w1.1', question: words });
      await second.next((m) => m.type === 'answer' && m.speech_final === true && m.status === 'complete');
      await second.close();
    } finally {
      await server.close();
    }
  });

  it('answers again, on another process, the question a killed process was answering', async () => {
    // The doomed process answers through a model that is never heard from: its answer is still streaming when it dies.
    const model = await startSilentModel();
    const doomed = await spawnWsServer(em, { LLM_PROVIDER: 'openai-compatible', LLM_BASE_URL: model.url, LLM_MODEL: 'silent', LLM_API_KEY: 'test-key', WS_ANSWER_FALLBACK_MS: '600000' }, 'node');
    const engine = fixedAnswerEngine(['Start with the customer.']);
    const survivor = await startWsServer(em, { answerEngine: engine });
    try {
      const user = await createSignedInUser(em, 'killed-mid-answer');
      const first = await TestClient.open(doomed.server, '/tab');
      const ready = await first.hello(user.accessToken, { mode: 'manual' });
      first.sendJson({ type: 'trigger_response', question: 'Why do you want this role?' });
      await until(async () => (await mark(ready.session_id)) !== null);
      doomed.child.kill('SIGKILL');
      await first.closed;

      const second = await TestClient.open(survivor, '/tab');
      expect(await second.hello(user.accessToken, { mode: 'manual', resume_session_id: ready.session_id })).toMatchObject({ type: 'ready', resumed: true });
      const again = await second.next((m) => m.type === 'answer' && m.speech_final === true);
      expect(again).toMatchObject({ question_id: 'r1', status: 'complete' });
      await until(async () => (await mark(ready.session_id)) === null);
      const { data: turns } = await admin.from('interview_turn').select('question, status').eq('session_id', String(ready.session_id)).throwOnError();
      expect(turns).toEqual([{ question: 'Why do you want this role?', status: 'complete' }]);
      await second.close();
    } finally {
      doomed.child.kill('SIGKILL');
      await Promise.all([survivor.close(), model.close()]);
    }
  });
});

/** A recogniser that has not finished the utterance it holds until its stream is finished: then it sends `lastWords`. */
function recogniserHolding(lastWords: string): TranscriberFactory {
  let n = 0;
  return (listener: TranscriberListener) => {
    const id = `held-${++n}`;
    return {
      push: () => undefined,
      finish: async () => {
        await new Promise((r) => setTimeout(r, 100));
        if (lastWords) listener.onTranscript({ utteranceId: id, text: lastWords, speechFinal: true });
      },
      close: () => undefined,
    };
  };
}

/** An OpenAI-compatible endpoint that accepts a streamed request and never sends a byte. */
async function startSilentModel(): Promise<{ url: string; close(): Promise<void> }> {
  const http = await import('node:http');
  const open = new Set<import('node:http').ServerResponse>();
  const server = http.createServer((req, res) => {
    req.resume();
    open.add(res);
    res.on('close', () => open.delete(res));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as import('node:net').AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    close: async () => {
      for (const res of open) res.destroy();
      await new Promise((r) => server.close(r));
    },
  };
}
