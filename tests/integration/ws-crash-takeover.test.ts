// A crashed ws-server no longer holds its sessions: a reconnect after its process was killed
// carries the session on at once on another process (not as a second session, nor after the
// lease expires), and the seconds the dead process ran the session past its last charge are
// charged up to its last heartbeat. A session another live process still holds is waited for,
// never taken. And a conversation a server parked is not used once the session went on elsewhere.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { RunningEmulator } from '../../emulators/server';
import { serviceClient, startTestEmulator } from './helpers/emulator';
import { spawnWsServer } from './helpers/spawn-ws-server';
import type { AnswerRequest } from '../../ws-server/llm/answer-engine';
import { createSignedInUser, fixedAnswerEngine, startWsServer, TestClient, type TestUser } from './helpers/ws-harness';

jest.setTimeout(120_000);
process.env.LOG_LEVEL = process.env.DEBUG_LOG ?? 'error';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('a crashed ws-server', () => {
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
    const { data } = await admin.from('usage_logs').select('id, charged_seconds, end_time, start_time').eq('profile_id', user.userId).order('id').throwOnError();
    return (data ?? []) as { id: number; charged_seconds: number; end_time: string | null; start_time: string }[];
  };

  it('hands its session to the reconnect on another process at once after SIGKILL, charged up to its last heartbeat', async () => {
    // A metering tick of a minute: nothing is charged while the test runs but what the takeover charges.
    const env = { METERING_INTERVAL_MS: '60000' };
    const [doomed, survivor] = await Promise.all([spawnWsServer(em, env, 'node'), startWsServer(em, { config: { meteringIntervalMs: 60_000 } })]);
    try {
      const user = await createSignedInUser(em, 'crash');
      const first = await TestClient.open(doomed.server, '/tab');
      const ready = await first.hello(user.accessToken, { mode: 'manual' });
      expect(ready).toMatchObject({ type: 'ready' });
      // The session runs a few beats on the doomed process.
      await sleep(2_500);
      const beforeKill = Date.now();
      doomed.child.kill('SIGKILL');
      await doomed.exited;
      await first.closed;

      // The lease it held would count for three minutes (3 metering ticks): the reconnect carries the session on instead.
      const second = await TestClient.open(survivor, '/tab');
      const again = await second.hello(user.accessToken, { mode: 'manual', resume_session_id: ready.session_id });
      expect(again).toMatchObject({ type: 'ready', resumed: true, session_id: ready.session_id });

      const rows = await usageRows(user);
      expect(rows).toHaveLength(1);
      const charged = Number(rows[0].charged_seconds);
      // The dead process never charged: the takeover charged its run up to its last beat (beats come every second).
      expect(charged).toBeGreaterThan(1);
      expect(charged).toBeLessThanOrEqual((beforeKill - Date.parse(rows[0].start_time)) / 1000 + 0.5);
      const { data: leases } = await admin.from('live_session').select('id').eq('profile_id', user.userId).throwOnError();
      expect(leases).toHaveLength(1);
      await second.close();
    } finally {
      doomed.child.kill('SIGKILL');
      await survivor.close();
    }
  });

  it('reads the conversation from the database when what it parked is stale: the session went on on another server since', async () => {
    const engine = fixedAnswerEngine(['An answer.']);
    const [a, b] = await Promise.all([startWsServer(em, { answerEngine: engine, config: { meteringIntervalMs: 60_000 } }), startWsServer(em, { answerEngine: engine, config: { meteringIntervalMs: 60_000 } })]);
    try {
      const user = await createSignedInUser(em, 'stale-park');
      const ask = async (client: TestClient, question: string) => {
        client.sendJson({ type: 'trigger_response', question });
        await client.next((m) => m.type === 'answer' && m.speech_final === true && m.status === 'complete');
      };
      const drop = async (client: TestClient, server: typeof a) => {
        client.ws.terminate();
        await client.closed;
        for (let i = 0; i < 100 && server.sessionCount() > 0; i++) await sleep(50);
      };
      const onA = await TestClient.open(a, '/tab');
      const ready = await onA.hello(user.accessToken, { mode: 'manual' });
      await ask(onA, 'What did you ship first?');
      // A parks the conversation as it was then.
      await drop(onA, a);
      const onB = await TestClient.open(b, '/tab');
      await onB.hello(user.accessToken, { mode: 'manual', resume_session_id: ready.session_id });
      await sleep(1_100);
      await ask(onB, 'What did you ship next?');
      await drop(onB, b);
      // Back on A: its parked conversation lacks B's turn.
      const again = await TestClient.open(a, '/tab');
      expect(await again.hello(user.accessToken, { mode: 'manual', resume_session_id: ready.session_id })).toMatchObject({ resumed: true });
      await ask(again, 'And after that?');
      const last = engine.requests.at(-1) as AnswerRequest;
      expect(last.history.map((t) => t.question)).toEqual(['What did you ship first?', 'What did you ship next?']);
      await again.close();
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  describe('claim_live_session', () => {
    const claim = (user: TestUser, extra: Record<string, unknown>) =>
      admin
        .rpc('claim_live_session', { p_profile_id: user.userId, p_max: 3, p_ttl_seconds: 180, p_purpose: 'live', p_server_dead_seconds: 3, ...extra })
        .throwOnError()
        .then(({ data }) => (data as { live_session_id: string | null; status: string }[])[0]);

    /** A running interview held by a lease of process `serverId`, charged last `chargedAgoSeconds` ago. */
    const heldSession = async (user: TestUser, serverId: string, chargedAgoSeconds: number) => {
      const { data: usage } = await admin
        .from('usage_logs')
        .insert({ profile_id: user.userId, source: 'tab', start_time: new Date(Date.now() - 60_000).toISOString(), last_charged_at: new Date(Date.now() - chargedAgoSeconds * 1000).toISOString() })
        .select('id')
        .single()
        .throwOnError();
      const { data: session } = await admin.from('interview_session').insert({ profile_id: user.userId, usage_log_id: usage!.id, source: 'tab', mode: 'manual' }).select('id').single().throwOnError();
      await admin
        .from('live_session')
        .insert({ profile_id: user.userId, usage_log_id: usage!.id, history_id: session!.id, server_id: serverId, expires_at: new Date(Date.now() + 180_000).toISOString() })
        .throwOnError();
      return { usageLogId: Number(usage!.id), historyId: String(session!.id) };
    };

    it("takes over a silent process's lease, charging its usage row up to the process's last beat", async () => {
      const user = await createSignedInUser(em, 'dead-lease');
      const dead = randomUUID();
      await admin.rpc('ws_server_heartbeat', { p_server_id: dead }).throwOnError();
      await admin.from('ws_server').update({ heartbeat_at: new Date(Date.now() - 10_000).toISOString() }).eq('id', dead).throwOnError();
      const { usageLogId, historyId } = await heldSession(user, dead, 25);

      const row = await claim(user, { p_server_id: randomUUID(), p_resume_history_id: historyId, p_wait_if_held: true });
      expect(row.status).toBe('active');
      const { data: leases } = await admin.from('live_session').select('id, history_id').eq('profile_id', user.userId).throwOnError();
      expect(leases).toEqual([{ id: row.live_session_id, history_id: historyId }]);
      const { data: usage } = await admin.from('usage_logs').select('charged_seconds').eq('id', usageLogId).single().throwOnError();
      // 25 s since the last charge, of which the process lived 15.
      expect(Number(usage!.charged_seconds)).toBeGreaterThan(14.5);
      expect(Number(usage!.charged_seconds)).toBeLessThan(15.5);
      // It was a resume: no session start counted.
      const { data: starts } = await admin.from('session_start').select('id').eq('profile_id', user.userId).throwOnError();
      expect(starts).toHaveLength(0);
    });

    it('answers held while a beating process holds the session, and counts a new session once the caller stops waiting', async () => {
      const user = await createSignedInUser(em, 'live-lease');
      const alive = randomUUID();
      await admin.rpc('ws_server_heartbeat', { p_server_id: alive }).throwOnError();
      const { usageLogId, historyId } = await heldSession(user, alive, 5);

      expect(await claim(user, { p_server_id: randomUUID(), p_resume_history_id: historyId, p_wait_if_held: true })).toMatchObject({ status: 'held', live_session_id: null });
      const fresh = await claim(user, { p_server_id: randomUUID(), p_resume_history_id: historyId });
      expect(fresh.status).toBe('active');
      const { data: leases } = await admin.from('live_session').select('id, history_id').eq('profile_id', user.userId).order('started_at').throwOnError();
      // The live process keeps its lease; the new one holds no session yet.
      expect(leases).toHaveLength(2);
      expect(leases!.find((l) => l.id === fresh.live_session_id)?.history_id).toBeNull();
      const { data: usage } = await admin.from('usage_logs').select('charged_seconds').eq('id', usageLogId).single().throwOnError();
      expect(Number(usage!.charged_seconds)).toBe(0);
    });

    it('never takes over leases that name no process', async () => {
      const user = await createSignedInUser(em, 'anonymous-lease');
      const { data } = await admin.rpc('claim_live_session', { p_profile_id: user.userId, p_max: 1, p_ttl_seconds: 180 }).throwOnError();
      expect((data as { status: string }[])[0].status).toBe('active');
      expect(await claim(user, { p_max: 1, p_server_id: randomUUID() })).toMatchObject({ status: 'full' });
    });
  });
});
