// A reconnect that carries its session on is not a session start: a link that drops thirty
// times keeps its interview and every turn, with the default start limit; a bogus or another
// user's resume_session_id is still counted; and starts older than the window are swept.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { RunningEmulator } from '../../emulators/server';
import type { AnswerRequest } from '../../ws-server/llm/answer-engine';
import type { RunningWsServer } from '../../ws-server/server';
import { serviceClient, startTestEmulator } from './helpers/emulator';
import { createSignedInUser, fixedAnswerEngine, startWsServer, TestClient, type TestUser } from './helpers/ws-harness';

jest.setTimeout(180_000);
process.env.LOG_LEVEL = process.env.DEBUG_LOG ?? 'error';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('resuming is not a session start', () => {
  let em: RunningEmulator;
  let admin: SupabaseClient;

  beforeAll(async () => {
    em = await startTestEmulator();
    admin = serviceClient(em);
  });
  afterAll(async () => {
    await em?.close();
  });

  const startRows = async (user: TestUser) => {
    const { data } = await admin.from('session_start').select('id, started_at').eq('profile_id', user.userId).throwOnError();
    return data ?? [];
  };

  it('keeps an interview whose link drops 30 times, with every turn and no session_rate_limited (default limit: 20 starts)', async () => {
    const engine = fixedAnswerEngine(['An answer.']);
    const server = await startWsServer(em, { answerEngine: engine });
    try {
      const user = await createSignedInUser(em, 'flaky-link');
      let client = await TestClient.open(server, '/tab');
      const first = await client.hello(user.accessToken, { mode: 'manual' });
      expect(first).toMatchObject({ type: 'ready' });
      const sessionId = String(first.session_id);
      for (let drop = 1; drop <= 30; drop++) {
        client.sendJson({ type: 'trigger_response', question: `What did you ship in quarter ${drop}?` });
        await client.next((m) => m.type === 'answer' && m.speech_final === true && m.status === 'complete');
        // The Wi-Fi goes: no closing handshake, and the client is back at once.
        client.ws.terminate();
        await client.closed;
        client = await TestClient.open(server, '/tab');
        const again = await client.hello(user.accessToken, { mode: 'manual', resume_session_id: sessionId });
        expect(again).toMatchObject({ type: 'ready', resumed: true, session_id: sessionId });
      }
      client.sendJson({ type: 'trigger_response', question: 'What would you do differently?' });
      await client.next((m) => m.type === 'answer' && m.speech_final === true && m.status === 'complete');
      // The answers' context carried every earlier turn across each drop (the newest eight reach a prompt).
      const last = engine.requests.at(-1) as AnswerRequest;
      expect(last.history.map((t) => t.question)).toEqual(Array.from({ length: 8 }, (_, i) => `What did you ship in quarter ${23 + i}?`));
      await client.close();

      for (let i = 0; i < 100 && server.sessionCount() > 0; i++) await sleep(50);
      const { data: turns } = await admin.from('interview_turn').select('question, status').eq('session_id', sessionId).throwOnError();
      expect(turns).toHaveLength(31);
      expect(turns!.every((t) => t.status === 'complete')).toBe(true);
      const { data: sessions } = await admin.from('interview_session').select('id').eq('profile_id', user.userId).throwOnError();
      expect(sessions).toHaveLength(1);
      expect(await startRows(user)).toHaveLength(1);
    } finally {
      await server.close();
    }
  });

  it('counts a bogus or another user\'s resume_session_id as a start, and never a genuine resume', async () => {
    const server = await startWsServer(em, { config: { maxSessionStarts: 4, sessionStartWindowMs: 600_000 } });
    try {
      const user = await createSignedInUser(em, 'resume-count');
      const other = await createSignedInUser(em, 'resume-count-other');
      const theirs = String((await readyAndClose(server, other)).session_id);

      const mine = String((await readyAndClose(server, user)).session_id);
      // Each of these is a new session, so each is a start.
      for (const bogus of [randomUUID(), 'not-a-session', theirs]) {
        const ready = await readyAndClose(server, user, { resume_session_id: bogus });
        expect(ready.resumed).toBeUndefined();
      }
      expect(await startRows(user)).toHaveLength(4);

      // Out of starts: a new session is refused, while the user's own session still carries on.
      const refused = await TestClient.open(server, '/tab');
      expect(await refused.hello(user.accessToken)).toMatchObject({ type: 'error', code: 'session_rate_limited' });
      expect((await refused.closed).code).toBe(4429);
      const resumed = await readyAndClose(server, user, { resume_session_id: mine });
      expect(resumed).toMatchObject({ resumed: true, session_id: mine });
      expect(await startRows(user)).toHaveLength(4);
    } finally {
      await server.close();
    }
  });

  it('sweeps session starts older than the window, for users who never come back', async () => {
    const user = await createSignedInUser(em, 'starts-swept');
    const old = new Date(Date.now() - 2 * 600_000).toISOString();
    await admin.from('session_start').insert([{ profile_id: user.userId, purpose: 'live', started_at: old }, { profile_id: user.userId, purpose: 'practice', started_at: old }, { profile_id: user.userId, purpose: 'live', started_at: new Date().toISOString() }]).throwOnError();
    expect(await startRows(user)).toHaveLength(3);
    // Every ws-server sweeps as it starts (then every WS_USAGE_SWEEP_INTERVAL_MS).
    const server = await startWsServer(em, { config: { sessionStartWindowMs: 600_000 } });
    try {
      for (let i = 0; i < 200 && (await startRows(user)).length > 1; i++) await sleep(50);
      const left = await startRows(user);
      expect(left).toHaveLength(1);
      expect(new Date(left[0].started_at).getTime()).toBeGreaterThan(Date.parse(old));
    } finally {
      await server.close();
    }
  });
});

/** Opens a session, waits for ready, closes it and waits until the server has let it go; returns the ready message. */
async function readyAndClose(server: RunningWsServer, user: TestUser, extra: Record<string, unknown> = {}) {
  const client = await TestClient.open(server, '/tab');
  const ready = await client.hello(user.accessToken, extra);
  expect(ready).toMatchObject({ type: 'ready' });
  await client.close();
  for (let i = 0; i < 100 && server.sessionCount() > 0; i++) await sleep(50);
  return ready;
}
