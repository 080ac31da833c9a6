// Practice is free but bounded, whichever server a socket lands on: every session counts at
// least a minute of the daily allowance, which is kept where the user cannot delete it; the
// question-planning model call ends with its socket; practice runs on /mic only; session
// starts are limited per user across servers; and a dropped round is carried on.
import { createClient } from '@supabase/supabase-js';
import { DEV_PUBLISHABLE_KEY } from '../../emulators/dev-keys';
import type { RunningEmulator } from '../../emulators/server';
import type { CoachQuestion, PracticeCoach } from '../../ws-server/practice/practice-coach';
import type { RunningWsServer } from '../../ws-server/server';
import { serviceClient, startTestEmulator } from './helpers/emulator';
import { createSignedInUser, scriptedTranscriberFactory, startWsServer, TestClient, type TestUser } from './helpers/ws-harness';

jest.setTimeout(60_000);
process.env.LOG_LEVEL = 'error';

const PRACTICE = { purpose: 'practice', practice: { round: 'behavioural', count: 3 } };

describe('practice bounds on the ws-server', () => {
  let em: RunningEmulator;
  let server: RunningWsServer;

  beforeAll(async () => {
    em = await startTestEmulator();
    server = await startWsServer(em);
  });
  afterAll(async () => {
    await server?.close();
    await em?.close();
  });

  const practiceSecondsToday = async (user: TestUser) => {
    const { data } = await serviceClient(em).rpc('practice_seconds_today', { p_profile_id: user.userId, p_min_seconds: 60 }).throwOnError();
    return Number(data);
  };

  it('counts a practice session closed right after ready as a minute of the daily allowance', async () => {
    const user = await createSignedInUser(em, 'practice-min');
    for (let i = 0; i < 3; i++) {
      const client = await TestClient.open(server, '/mic');
      expect(await client.hello(user.accessToken, PRACTICE)).toMatchObject({ type: 'ready', purpose: 'practice' });
      await client.close();
    }
    await waitFor(async () => ((await practiceSecondsToday(user)) >= 180 ? true : undefined));
    expect(await practiceSecondsToday(user)).toBeLessThan(200);
  });

  it('keeps practice time when the user deletes their history, so the allowance is not reset', async () => {
    const user = await createSignedInUser(em, 'practice-delete');
    const client = await TestClient.open(server, '/mic');
    const ready = await client.hello(user.accessToken, PRACTICE);
    await client.close();
    const admin = serviceClient(em);
    await waitFor(async () => {
      const { data } = await admin.from('interview_session').select('ended_at').eq('id', String(ready.session_id)).single().throwOnError();
      return data?.ended_at ? true : undefined;
    });
    const before = await practiceSecondsToday(user);
    expect(before).toBeGreaterThanOrEqual(60);

    // What DELETE /api/account/data does: the SQL function, as the signed-in user.
    await userClient(em, user).rpc('delete_my_interview_data').throwOnError();
    const { data: left } = await admin.from('interview_session').select('id').eq('profile_id', user.userId).throwOnError();
    expect(left).toEqual([]);
    expect(await practiceSecondsToday(user)).toBe(before);
  });

  it('cancels the question-planning model call when the socket closes', async () => {
    const coach = hangingCoach();
    const coached = await startWsServer(em, { practiceCoach: coach });
    try {
      const user = await createSignedInUser(em, 'practice-cancel');
      const client = await TestClient.open(coached, '/mic');
      expect(await client.hello(user.accessToken, PRACTICE)).toMatchObject({ type: 'ready' });
      await waitFor(async () => (coach.calls.length > 0 ? true : undefined));
      expect(coach.calls[0].aborted).toBe(false);
      await client.close();
      await waitFor(async () => (coach.calls[0].aborted ? true : undefined), 3_000);
    } finally {
      await coached.close();
    }
  });

  it.each(['/tab', '/both'])('refuses practice on %s, where it would stream the interviewer with no usage row', async (path) => {
    const user = await createSignedInUser(em, 'practice-path');
    const client = await TestClient.open(server, path);
    expect(await client.hello(user.accessToken, PRACTICE)).toMatchObject({ type: 'error', code: 'bad_message', message: expect.stringMatching(/\/mic only/) });
    expect((await client.closed).code).toBe(4401);
    const { data } = await serviceClient(em).from('interview_session').select('id').eq('profile_id', user.userId).throwOnError();
    expect(data).toEqual([]);
  });

  it('limits session starts per user across servers, live and practice together, with session_rate_limited', async () => {
    const config = { maxSessionStarts: 3, sessionStartWindowMs: 600_000 };
    const [a, b] = await Promise.all([startWsServer(em, { config }), startWsServer(em, { config })]);
    try {
      const user = await createSignedInUser(em, 'start-limit');
      const starts: [RunningWsServer, string, Record<string, unknown>][] = [
        [a, '/tab', {}],
        [b, '/mic', PRACTICE],
        [a, '/mic', {}],
      ];
      for (const [on, path, extra] of starts) {
        const client = await TestClient.open(on, path);
        expect(await client.hello(user.accessToken, extra)).toMatchObject({ type: 'ready' });
        await client.close();
      }
      for (const [on, path, extra] of [[b, '/tab', {}] as const, [a, '/mic', PRACTICE] as const]) {
        const refused = await TestClient.open(on, path);
        expect(await refused.hello(user.accessToken, extra)).toMatchObject({ type: 'error', code: 'session_rate_limited' });
        expect((await refused.closed).code).toBe(4429);
      }
      // Another user is not held back by this one.
      const other = await createSignedInUser(em, 'start-limit-other');
      const client = await TestClient.open(b, '/tab');
      expect(await client.hello(other.accessToken)).toMatchObject({ type: 'ready' });
      await client.close();
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('carries a dropped practice round on, on another server, from the next question', async () => {
    const sttA = scriptedTranscriberFactory();
    const sttB = scriptedTranscriberFactory();
    const [a, b] = await Promise.all([startWsServer(em, { createTranscriber: sttA.factory }), startWsServer(em, { createTranscriber: sttB.factory })]);
    try {
      const user = await createSignedInUser(em, 'practice-resume');
      const first = await TestClient.open(a, '/mic');
      const ready = await first.hello(user.accessToken, PRACTICE);
      const q1 = await first.type('practice_question');
      sttA.say('u1', 'In my last job the release slipped. I split the work and we shipped in two weeks.');
      first.sendJson({ type: 'next_question' });
      await first.type('practice_feedback');
      const q2 = await first.next((m) => m.type === 'practice_question' && m.index === 2);
      // The network drops in the middle of the second question: the server notices the close.
      first.ws.terminate();
      await first.closed;
      // Until the first server has noticed and let go of the session, a resume finds it busy.
      await waitFor(async () => (a.sessionCount() === 0 ? true : undefined));

      const second = await TestClient.open(b, '/mic');
      expect(await second.hello(user.accessToken, { ...PRACTICE, resume_session_id: ready.session_id })).toMatchObject({ type: 'ready', session_id: ready.session_id, resumed: true });
      // Nothing was said to the second question, so it is asked again; the first is not.
      expect(await second.type('practice_question')).toMatchObject({ index: 2, total: 3, text: q2.text });
      sttB.say('u1', 'I disagreed with my lead about a rewrite, so we measured both options and chose the smaller change.');
      second.sendJson({ type: 'next_question' });
      await second.type('practice_feedback');
      const q3 = await second.next((m) => m.type === 'practice_question' && m.index === 3);
      expect([q1.text, q2.text]).not.toContain(q3.text);
      second.sendJson({ type: 'end_practice' });
      expect(await second.type('practice_done')).toMatchObject({ session_id: ready.session_id, answered: 2, reason: 'ended' });
      await second.closed;

      const admin = serviceClient(em);
      const { data: sessions } = await admin.from('interview_session').select('id, kind').eq('profile_id', user.userId).throwOnError();
      expect(sessions).toEqual([{ id: ready.session_id, kind: 'practice' }]);
      const { data: turns } = await admin.from('interview_turn').select('question').eq('session_id', String(ready.session_id)).order('question_at').throwOnError();
      expect(turns?.map((t) => t.question)).toEqual([q1.text, q2.text]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

/** A coach whose question call waits until its signal aborts, recording that it did. */
function hangingCoach(): PracticeCoach & { calls: { aborted: boolean }[] } {
  const calls: { aborted: boolean }[] = [];
  return {
    name: 'test:hanging',
    calls,
    questions(_request, signal) {
      const call = { aborted: false };
      calls.push(call);
      return new Promise<CoachQuestion[]>((_resolve, reject) => {
        signal.addEventListener('abort', () => {
          call.aborted = true;
          reject(signal.reason);
        });
      });
    },
    review: async () => ({}),
  };
}

function userClient(em: RunningEmulator, user: TestUser) {
  return createClient(em.url, DEV_PUBLISHABLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { authorization: `Bearer ${user.accessToken}` } },
  });
}

async function waitFor<T>(read: () => Promise<T | undefined>, timeoutMs = 5_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}
