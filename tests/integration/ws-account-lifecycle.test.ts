// A socket lives only as long as its user: deleting the account, deleting all interview data,
// a ban or a sign-out everywhere ends it within one metering tick (shortened here to 300 ms),
// and so does an access token that expired without being renewed over the socket.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { DEV_PUBLISHABLE_KEY } from '../../emulators/dev-keys';
import { signAccessToken, type JwtClaims } from '../../emulators/jwt';
import type { RunningEmulator } from '../../emulators/server';
import type { RunningWsServer } from '../../ws-server/server';
import { serviceClient, startTestEmulator } from './helpers/emulator';
import { createSignedInUser, startWsServer, TestClient, type TestUser } from './helpers/ws-harness';

jest.setTimeout(60_000);
process.env.LOG_LEVEL = 'error';
process.env.METERING_INTERVAL_MS = '300';
const TICK_MS = 300;
/**
 * Room past the tick for the database call, the close handshake and a loaded CI machine (several
 * test processes on two cores). Still far short of anything else that could close the socket: the
 * access tokens here are valid for an hour and the default tick is a minute.
 */
const SLACK_MS = 3_000;

function claimsOf(token: string): JwtClaims {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as JwtClaims;
}

/** A token of the user's own sign-in session that expires in `seconds`. */
function shortToken(user: TestUser, seconds: number): string {
  const now = Math.floor(Date.now() / 1000);
  return signAccessToken({ ...claimsOf(user.accessToken), iat: now, exp: now + seconds });
}

describe('ws-server account lifecycle', () => {
  let em: RunningEmulator;
  let server: RunningWsServer;
  let admin: SupabaseClient;

  beforeAll(async () => {
    em = await startTestEmulator();
    admin = serviceClient(em);
    server = await startWsServer(em);
  });
  afterAll(async () => {
    await server?.close();
    await em?.close();
  });

  async function openSession(user: TestUser, token = user.accessToken): Promise<TestClient> {
    const client = await TestClient.open(server);
    expect(await client.hello(token)).toMatchObject({ type: 'ready' });
    return client;
  }

  /** Runs `act`, then returns the close code and how long after `act` the socket closed. */
  async function closeAfter(client: TestClient, act: () => Promise<unknown>): Promise<{ code: number; ms: number }> {
    const started = performance.now();
    await act();
    const { code } = await client.closed;
    return { code, ms: Math.round(performance.now() - started) };
  }

  it('ends the socket of a deleted account with 4401 within about one tick', async () => {
    const user = await createSignedInUser(em, 'life-delete');
    const client = await openSession(user);
    const { code, ms } = await closeAfter(client, () => admin.auth.admin.deleteUser(user.userId));
    expect(code).toBe(4401);
    expect(client.messages).toContainEqual(expect.objectContaining({ type: 'error', code: 'not_authenticated' }));
    // One tick, plus the database call and the close handshake.
    expect(ms).toBeLessThan(TICK_MS * 2 + SLACK_MS);
    process.stdout.write(`deleted account: socket closed ${ms} ms after deleteUser (METERING_INTERVAL_MS=${TICK_MS})\n`);
  });

  it('ends the socket of a banned user with 4401', async () => {
    const user = await createSignedInUser(em, 'life-ban');
    const client = await openSession(user);
    const { code, ms } = await closeAfter(client, () => admin.auth.admin.updateUserById(user.userId, { ban_duration: '24h' }));
    expect(code).toBe(4401);
    expect(client.messages).toContainEqual(expect.objectContaining({ type: 'error', code: 'not_authenticated', message: 'This account has been suspended.' }));
    expect(ms).toBeLessThan(TICK_MS * 2 + SLACK_MS);
  });

  it('ends the socket after a sign-out everywhere, though the access token has not expired', async () => {
    const user = await createSignedInUser(em, 'life-signout');
    const client = await openSession(user);
    const { code, ms } = await closeAfter(client, async () => {
      const { error } = await admin.auth.admin.signOut(user.accessToken, 'global');
      if (error) throw error;
    });
    expect(code).toBe(4401);
    expect(client.messages).toContainEqual(expect.objectContaining({ type: 'error', message: 'You were signed out. Please sign in again.' }));
    expect(ms).toBeLessThan(TICK_MS * 2 + SLACK_MS);
  });

  it('refuses a new socket for a banned user even while the access token is still valid', async () => {
    const user = await createSignedInUser(em, 'life-banned-hello');
    await admin.auth.admin.updateUserById(user.userId, { ban_duration: '1h' });
    const client = await TestClient.open(server);
    expect(await client.hello(user.accessToken)).toMatchObject({ type: 'error', code: 'not_authenticated' });
    expect((await client.closed).code).toBe(4401);
  });

  it('ends the socket when the user deletes all their interview data', async () => {
    const user = await createSignedInUser(em, 'life-data');
    const client = await openSession(user);
    // What DELETE /api/account/data does: the SQL function, as the signed-in user.
    const asUser = createClient(em.url, DEV_PUBLISHABLE_KEY, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { authorization: `Bearer ${user.accessToken}` } },
    });
    const { code } = await closeAfter(client, async () => {
      const { error } = await asUser.rpc('delete_my_interview_data');
      if (error) throw new Error(error.message);
    });
    expect(code).toBe(4401);
    expect(client.messages).toContainEqual(expect.objectContaining({ type: 'error', message: 'Your interview data was deleted, so this session has ended.' }));
  });

  it('ends the session with 4401 when its usage row is gone, instead of running uncharged', async () => {
    const user = await createSignedInUser(em, 'life-usage');
    const client = await openSession(user);
    const { code } = await closeAfter(client, async () => {
      const { error } = await admin.from('usage_logs').delete().eq('profile_id', user.userId);
      if (error) throw new Error(error.message);
    });
    expect(code).toBe(4401);
  });

  it('ends a session whose access token expired without being renewed', async () => {
    const user = await createSignedInUser(em, 'life-expire');
    const client = await openSession(user, shortToken(user, 2));
    const started = performance.now();
    expect((await client.closed).code).toBe(4401);
    expect(performance.now() - started).toBeLessThan(2_000 + TICK_MS * 2 + SLACK_MS);
    expect(client.messages).toContainEqual(expect.objectContaining({ type: 'error', message: 'Your sign-in has expired. Please sign in again.' }));
  });

  it('keeps a session whose token was renewed over the socket, past the old expiry', async () => {
    const user = await createSignedInUser(em, 'life-renew');
    const client = await openSession(user, shortToken(user, 2));
    const refreshed = shortToken(user, 3600);
    client.sendJson({ type: 'token', access_token: refreshed });
    await new Promise((r) => setTimeout(r, 2_000 + TICK_MS * 3));
    expect(client.ws.readyState).toBe(client.ws.OPEN);
    const creditsBefore = client.messages.filter((m) => m.type === 'credit').length;
    await client.next((m) => m.type === 'credit' && client.messages.filter((x) => x.type === 'credit').length > creditsBefore);
    await client.close();
  });

  it('answers an invalid renewed token with an error and lets the session live on', async () => {
    const user = await createSignedInUser(em, 'life-bad-token');
    const client = await openSession(user);
    client.sendJson({ type: 'token', access_token: 'not-a-token' });
    expect(await client.next((m) => m.type === 'error')).toMatchObject({ code: 'not_authenticated' });
    await new Promise((r) => setTimeout(r, TICK_MS * 2));
    expect(client.ws.readyState).toBe(client.ws.OPEN);
    await client.close();
  });

  it('closes with 4401 when the renewed token belongs to another user', async () => {
    const user = await createSignedInUser(em, 'life-mine');
    const other = await createSignedInUser(em, 'life-theirs');
    const client = await openSession(user);
    client.sendJson({ type: 'token', access_token: other.accessToken });
    expect((await client.closed).code).toBe(4401);
    expect(client.messages).toContainEqual(expect.objectContaining({ type: 'error', message: 'A different account signed in, so this session has ended.' }));
  });
});
