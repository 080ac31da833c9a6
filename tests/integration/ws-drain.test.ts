// A rolling deploy across two real ws-server processes: SIGTERM drains one (readiness 503, new
// sockets refused, each session told to move with server_draining and 1012), the client moves
// to the other with resume_session_id and carries the session on (earlier turns kept, the answer
// cut off answered again, the gap not billed, nothing billed twice), and the drained process
// exits when its sockets are gone, or at WS_DRAIN_TIMEOUT_MS when one lingers.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { RunningEmulator } from '../../emulators/server';
import { startFakeChatServer, type FakeChatServer } from '../fixtures/engine/fake-openai-chat';
import { serviceClient, startTestEmulator } from './helpers/emulator';
import { lingeringSocket } from './helpers/lingering-socket';
import { spawnWsServer } from './helpers/spawn-ws-server';
import { createSignedInUser, TestClient } from './helpers/ws-harness';

jest.setTimeout(180_000);
process.env.LOG_LEVEL = 'error';

const Q1 = 'Tell me about your last project.';
const Q2 = 'How did you handle the outage?';
const Q3 = 'What would you change next time?';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('draining a ws-server on SIGTERM', () => {
  let em: RunningEmulator;
  let admin: SupabaseClient;
  let chat: FakeChatServer;

  beforeAll(async () => {
    em = await startTestEmulator();
    admin = serviceClient(em);
    // The second answer (Q2 on the first process) streams its first words and then stalls: it is
    // in progress when the deploy comes. Every other answer streams at once.
    chat = await startFakeChatServer((i) => (i === 1 ? { deltas: ['Started ', 'never finished.'], delayMs: 6_000 } : { deltas: [`A full answer ${i}.`] }));
  });
  afterAll(async () => {
    await chat?.close();
    await em?.close();
  });

  it('moves a live session to the other process with its turns, answers the cut-off question again, bills once, and exits', async () => {
    const llm = { LLM_BASE_URL: chat.baseUrl, LLM_MODEL: 'fake-model', LLM_API_KEY: 'sk-fake' };
    const [a, b] = await Promise.all([spawnWsServer(em, { ...llm, WS_DRAIN_TIMEOUT_MS: '8000' }), spawnWsServer(em, { ...llm, WS_DRAIN_TIMEOUT_MS: '60000' })]);
    const http = (port: number, path: string) => fetch(`http://127.0.0.1:${port}${path}`);
    try {
      const user = await createSignedInUser(em, 'drain');
      // A client that never finishes a closing handshake: the drain cannot wait for it for ever.
      const lingering = await lingeringSocket(a.server.port);

      const first = await TestClient.open(a.server, '/tab');
      const ready = await first.hello(user.accessToken, { mode: 'manual' });
      expect(ready).toMatchObject({ type: 'ready' });
      const sessionId = String(ready.session_id);
      const startedA = Date.now();
      first.sendJson({ type: 'trigger_response', question: Q1 });
      await first.next((m) => m.type === 'answer' && m.speech_final === true && m.status === 'complete');
      first.sendJson({ type: 'trigger_response', question: Q2 });
      await first.next((m) => m.type === 'answer' && m.question === Q2 && m.transcription === 'Started ');

      a.child.kill('SIGTERM');
      await first.type('server_draining');
      const closed = await first.closed;
      const endedA = Date.now();
      expect(closed.code).toBe(1012);
      // The answer in progress was ended (aborted) before the socket closed, after the notice.
      const types = first.messages.map((m) => m.type);
      const cutOff = first.messages.findIndex((m) => m.type === 'answer' && m.speech_final === true && m.status === 'aborted');
      expect(cutOff).toBeGreaterThan(types.indexOf('server_draining'));
      expect(first.violations).toEqual([]);

      // Still draining (the lingering socket holds it): not ready, alive, and taking no new sockets.
      const readyz = await http(a.server.port, '/readyz');
      expect(readyz.status).toBe(503);
      expect(await readyz.json()).toEqual({ status: 'not_ready', reason: 'draining' });
      expect((await http(a.server.port, '/healthz')).status).toBe(200);
      await expect(TestClient.open(a.server, '/tab')).rejects.toThrow(/503/);

      // The client moves (here after a gap it must not be billed for) and carries the session on.
      await sleep(2_000);
      const second = await TestClient.open(b.server, '/tab');
      const resumed = await second.hello(user.accessToken, { mode: 'manual', resume_session_id: sessionId });
      const startedB = Date.now();
      expect(resumed).toMatchObject({ type: 'ready', resumed: true, session_id: sessionId });
      // The cut-off question is answered again, in full, on the new process.
      const again = await second.next((m) => m.type === 'answer' && m.question === Q2);
      expect(again).toMatchObject({ question_id: 'r1', trigger: 'manual' });
      await second.next((m) => m.type === 'answer' && m.id === again.id && m.speech_final === true && m.status === 'complete');
      second.sendJson({ type: 'trigger_response', question: Q3 });
      await second.next((m) => m.type === 'answer' && m.question === Q3);
      await second.next((m) => m.type === 'answer' && m.speech_final === true && m.status === 'complete' && m.id !== again.id);
      // Earlier turns are context on the new process: Q1's answer and Q2's, answered again.
      const prompt = JSON.stringify(chat.requests.at(-1)!.body.messages);
      expect(prompt).toContain(Q1);
      expect(prompt).toContain(Q2);

      // The first process exits by its drain timeout, the lingering socket cut.
      expect(await a.exited).toBe(0);
      expect(a.logs.find((l) => l.msg === 'ws_server_drained')).toMatchObject({ outcome: 'timeout' });
      lingering.destroy();

      // The second one drains too: this session is told to move, and the process exits as soon as it is empty.
      b.child.kill('SIGTERM');
      await second.type('server_draining');
      expect((await second.closed).code).toBe(1012);
      const endedB = Date.now();
      expect(await b.exited).toBe(0);
      expect(b.logs.find((l) => l.msg === 'ws_server_drained')).toMatchObject({ outcome: 'empty' });

      // One usage row, charged for the two connections only: not the gap, nothing twice.
      const { data: rows } = await admin.from('usage_logs').select('charged_seconds, end_time').eq('profile_id', user.userId).throwOnError();
      expect(rows).toHaveLength(1);
      expect(rows![0].end_time).not.toBeNull();
      const charged = Number(rows![0].charged_seconds);
      expect(charged).toBeGreaterThan(0);
      expect(charged).toBeLessThan((endedA - startedA + (endedB - startedB)) / 1000 + 1);
      const { data: profile } = await admin.from('profile').select('credit_used').eq('id', user.userId).single().throwOnError();
      expect(Number(profile!.credit_used) * 60).toBeCloseTo(charged, 2);

      // The history: Q1, Q2 cut off on the first process and answered on the second, Q3.
      const { data: turns } = await admin.from('interview_turn').select('question, status').eq('session_id', sessionId).order('question_at').throwOnError();
      expect(turns).toEqual([
        { question: Q1, status: 'complete' },
        { question: Q2, status: 'aborted' },
        { question: Q2, status: 'complete' },
        { question: Q3, status: 'complete' },
      ]);
    } finally {
      await Promise.all([a.server.close(), b.server.close()]);
    }
  });
});
