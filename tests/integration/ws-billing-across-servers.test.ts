// No unpaid minutes across ws-server processes: a session's lease names its rows before its
// id reaches the client, so another server cannot carry it on under a live socket; a socket
// whose usage row was closed under it (by the orphan sweeper after an outage) ends instead of
// running unmetered; and a /both session carried on by another server keeps the candidate's words.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { RunningEmulator } from '../../emulators/server';
import type { AnswerRequest } from '../../ws-server/llm/answer-engine';
import type { RunningWsServer } from '../../ws-server/server';
import { serviceClient, startTestEmulator } from './helpers/emulator';
import { spawnWsServer } from './helpers/spawn-ws-server';
import { channelTranscriberFactory, createSignedInUser, fixedAnswerEngine, startWsServer, TestClient, type TestUser } from './helpers/ws-harness';

jest.setTimeout(90_000);
process.env.LOG_LEVEL = 'error';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('billing across ws-server processes', () => {
  let em: RunningEmulator;
  let admin: SupabaseClient;

  beforeAll(async () => {
    em = await startTestEmulator();
    admin = serviceClient(em);
  });
  afterAll(async () => {
    await em?.close();
  });

  const usageRows = async (user: TestUser) => {
    const { data } = await admin.from('usage_logs').select('id, charged_seconds, end_time').eq('profile_id', user.userId).order('id').throwOnError();
    return (data ?? []) as { id: number; charged_seconds: number; end_time: string | null }[];
  };

  it('keeps a new session to its own socket: a resume on another process right after ready starts a new session, and the first is still charged', async () => {
    const [p1, p2] = await Promise.all([spawnWsServer(em, { METERING_INTERVAL_MS: '60000' }), spawnWsServer(em, { METERING_INTERVAL_MS: '60000' })]);
    try {
      const user = await createSignedInUser(em, 'lease-race');
      const first = await TestClient.open(p1.server, '/mic');
      const ready = await first.hello(user.accessToken);
      expect(ready).toMatchObject({ type: 'ready' });

      // Within the first metering tick, a second socket on the other process asks to carry the session on.
      const second = await TestClient.open(p2.server, '/mic');
      const other = await second.hello(user.accessToken, { resume_session_id: ready.session_id });
      expect(other).toMatchObject({ type: 'ready' });
      expect(other.resumed).toBeUndefined();
      expect(other.session_id).not.toBe(ready.session_id);
      await second.close();

      // The second socket's end closed only its own row: the first is open and metering.
      await sleep(500);
      const [firstRow, secondRow] = await usageRows(user);
      expect(firstRow.end_time).toBeNull();
      expect(secondRow.end_time).not.toBeNull();
      await sleep(1_000);
      await first.close();
      for (let i = 0; i < 100 && (await usageRows(user))[0].end_time === null; i++) await sleep(50);
      const [charged] = await usageRows(user);
      expect(Number(charged.charged_seconds)).toBeGreaterThan(1.3);
    } finally {
      await Promise.all([p1.server.close(), p2.server.close()]);
    }
  });

  it('ends a socket whose usage row the sweeper closed (an outage longer than the lease), with session_ended and 1001', async () => {
    const server = await startWsServer(em, { config: { meteringIntervalMs: 1_000, liveSessionTtlMs: 3_000, usageSweepIntervalMs: 3_600_000 } });
    try {
      const user = await createSignedInUser(em, 'swept');
      const client = await TestClient.open(server, '/tab');
      await client.hello(user.accessToken);
      await client.type('credit');
      // What an outage leaves behind: no heartbeat or charge for longer than the lease lives.
      // (A metering tick between these writes renews them: then the sweep finds nothing, and the outage is staged again.)
      const [row] = await usageRows(user);
      let swept = 0;
      for (let i = 0; i < 10 && swept === 0; i++) {
        await admin.from('live_session').update({ expires_at: new Date(Date.now() - 1_000).toISOString() }).eq('profile_id', user.userId).throwOnError();
        await admin.from('usage_logs').update({ last_charged_at: new Date(Date.now() - 60_000).toISOString() }).eq('id', row.id).throwOnError();
        const { data } = await admin.rpc('sweep_orphaned_usage', { p_stale_seconds: 3 }).throwOnError();
        swept = Number(data);
      }
      expect(swept).toBe(1);

      const closed = await client.closed;
      expect(closed.code).toBe(1001);
      expect(client.messages).toContainEqual(expect.objectContaining({ type: 'error', code: 'session_ended' }));
      const endedAt = (await usageRows(user))[0].end_time;
      await sleep(1_500);
      // Nothing is charged after the sweep: the row stays as the sweeper closed it.
      expect((await usageRows(user))[0].end_time).toBe(endedAt);
    } finally {
      await server.close();
    }
  });

  it("carries a /both session on on another server with the candidate's words", async () => {
    const sttA = channelTranscriberFactory();
    const engine = fixedAnswerEngine(['An answer.']);
    const [a, b] = await Promise.all([
      startWsServer(em, { createTranscriber: sttA.factory, answerEngine: engine }),
      startWsServer(em, { createTranscriber: channelTranscriberFactory().factory, answerEngine: engine }),
    ]);
    try {
      const user = await createSignedInUser(em, 'both-words');
      const first = await TestClient.open(a, '/both');
      const ready = await first.hello(user.accessToken, { mode: 'manual' });
      sttA.say('mic', 'u1', 'I rebuilt the deploy pipeline at Initech.');
      await first.next((m) => m.type === 'transcript' && m.id === 'c-u1' && m.speech_final === true);
      first.ws.terminate();
      await first.closed;
      for (let i = 0; i < 100 && a.sessionCount() > 0; i++) await sleep(50);

      const second = await TestClient.open(b, '/both');
      expect(await second.hello(user.accessToken, { mode: 'manual', resume_session_id: ready.session_id })).toMatchObject({ type: 'ready', resumed: true, session_id: ready.session_id });
      second.sendJson({ type: 'trigger_response', question: 'What was the hardest part of that project?' });
      await second.next((m) => m.type === 'answer' && m.speech_final === true);
      expect((engine.requests.at(-1) as AnswerRequest).candidateSaid).toEqual(['I rebuilt the deploy pipeline at Initech.']);
      await second.close();
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

