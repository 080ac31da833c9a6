// Private channels on the embedded Realtime, authorised by row-level security on
// realtime.messages as on hosted Supabase: a user against another user, an anonymous
// client, expired and refreshed tokens, and REST broadcasts by key.
import type { SupabaseClient } from '@supabase/supabase-js';
import { DEV_SECRET_KEY } from '../../emulators/dev-keys';
import { signAccessToken } from '../../emulators/jwt';
import type { RunningEmulator } from '../../emulators/server';
import { serviceClient, startTestEmulator } from './helpers/emulator';
import { BroadcastInbox, closeClients, realtimeClient, refused, subscribed, systemMessages } from './helpers/realtime';

// What a project's migration would create: each signed-in user may receive and send broadcasts
// on user:<their id>, and only receive them on feed:<their id>.
const POLICIES = `
  create policy "a signed-in user may receive broadcasts on user:<their id> and feed:<their id>"
    on realtime.messages for select to authenticated
    using (realtime.messages.extension = 'broadcast'
           and realtime.topic() in ('user:' || (select auth.uid())::text, 'feed:' || (select auth.uid())::text));
  create policy "a signed-in user may send broadcasts on user:<their id>"
    on realtime.messages for insert to authenticated
    with check (realtime.messages.extension = 'broadcast' and realtime.topic() = 'user:' || (select auth.uid())::text);`;

let em: RunningEmulator;
const clients: SupabaseClient[] = [];
function track(c: SupabaseClient): SupabaseClient {
  clients.push(c);
  return c;
}

interface User {
  id: string;
  /** A client signed in as the user (supabase-js hands the session's token to Realtime). */
  client: SupabaseClient;
  accessToken: string;
}

let userCount = 0;
async function signedInUser(label: string): Promise<User> {
  const email = `${label}-${Date.now().toString(36)}-${++userCount}@example.com`;
  const created = await serviceClient(em).auth.admin.createUser({ email, password: 'correct horse 9', email_confirm: true });
  expect(created.error).toBeNull();
  const client = track(realtimeClient(em));
  const signIn = await client.auth.signInWithPassword({ email, password: 'correct horse 9' });
  expect(signIn.error).toBeNull();
  return { id: created.data.user!.id, client, accessToken: signIn.data.session!.access_token };
}

/** An access token for `userId` that expires `inSeconds` from now (negative: already expired). */
function tokenFor(userId: string, inSeconds: number): string {
  const now = Math.floor(Date.now() / 1000);
  return signAccessToken({ sub: userId, role: 'authenticated', aud: 'authenticated', iat: now, exp: now + inSeconds });
}

const privateChannel = (c: SupabaseClient, topic: string, ack = false) => c.channel(topic, { config: { private: true, broadcast: { ack } } });

beforeAll(async () => {
  em = await startTestEmulator();
  await em.context.db.exec(POLICIES);
});
afterEach(async () => {
  await closeClients(...clients.splice(0));
});
afterAll(async () => {
  await em?.close();
});

describe('realtime: private channels authorised by row-level security', () => {
  it('a user joins their own private topic and receives what they send from another device', async () => {
    const a = await signedInUser('a');
    const phone = track(realtimeClient(em));
    await phone.realtime.setAuth(a.accessToken);
    const receiver = privateChannel(phone, `user:${a.id}`);
    const inbox = new BroadcastInbox<{ chunk: string }>(receiver, 'answer');
    const laptop = privateChannel(a.client, `user:${a.id}`, true);
    await Promise.all([subscribed(receiver), subscribed(laptop)]);
    expect(await laptop.send({ type: 'broadcast', event: 'answer', payload: { chunk: 'I led the migration' } })).toBe('ok');
    expect(await inbox.next()).toEqual({ chunk: 'I led the migration' });
  });

  it("user A cannot join user B's private topic", async () => {
    const [a, b] = await Promise.all([signedInUser('a'), signedInUser('b')]);
    expect(await refused(privateChannel(a.client, `user:${b.id}`))).toBe(`Unauthorized: You do not have permissions to read from this Channel topic: user:${b.id}`);
  });

  it('an anonymous client (publishable key, no session) cannot join a private topic', async () => {
    const b = await signedInUser('b');
    const anon = track(realtimeClient(em));
    expect(await refused(privateChannel(anon, `user:${b.id}`))).toMatch(/^Unauthorized: You do not have permissions to read/);
  });

  it('an expired token is refused at join', async () => {
    const a = await signedInUser('a');
    const c = track(realtimeClient(em));
    await c.realtime.setAuth(tokenFor(a.id, -30));
    expect(await refused(privateChannel(c, `user:${a.id}`))).toMatch(/^InvalidJWTToken: Token has expired \d+ seconds ago$/);
  });

  it('a token signed with another key is refused at join', async () => {
    const a = await signedInUser('a');
    const c = track(realtimeClient(em));
    const [head, body] = a.accessToken.split('.');
    await c.realtime.setAuth(`${head}.${body}.${Buffer.from('not the signature').toString('base64url')}`);
    expect(await refused(privateChannel(c, `user:${a.id}`))).toBe('JwtSignatureError: Failed to validate JWT signature');
  });

  it('a user who may only read a topic cannot send on it: the broadcast is dropped', async () => {
    const a = await signedInUser('a');
    const sender = privateChannel(a.client, `feed:${a.id}`, true);
    await subscribed(sender);
    // Hosted Realtime neither relays nor acknowledges a broadcast the sender may not write.
    expect(await sender.send({ type: 'broadcast', event: 'm', payload: {} }, { timeout: 500 })).toBe('timed out');
  });

  it('the channel is closed when its token expires, with a system message saying so', async () => {
    const a = await signedInUser('a');
    const c = track(realtimeClient(em));
    await c.realtime.setAuth(tokenFor(a.id, 2));
    const channel = privateChannel(c, `user:${a.id}`);
    const system = systemMessages(channel);
    const joined = await subscribed(channel);
    await joined.closed;
    expect(system).toEqual([{ extension: 'system', status: 'error', message: expect.stringMatching(/^Token has expired \d+ seconds ago$/), channel: `user:${a.id}` }]);
  });

  it('a token refreshed before it expires keeps the channel', async () => {
    const a = await signedInUser('a');
    const [control, refreshed] = [track(realtimeClient(em)), track(realtimeClient(em))];
    const shortToken = tokenFor(a.id, 2);
    await Promise.all([control.realtime.setAuth(shortToken), refreshed.realtime.setAuth(shortToken)]);
    const controlChannel = privateChannel(control, `user:${a.id}`);
    const kept = privateChannel(refreshed, `user:${a.id}`);
    const inbox = new BroadcastInbox<{ n: number }>(kept, 'm');
    const [controlJoin] = await Promise.all([subscribed(controlChannel), subscribed(kept)]);
    await refreshed.realtime.setAuth(tokenFor(a.id, 3600));
    // The control channel, still on the short token, closes when it expires; by then the kept one's old token has expired too.
    await controlJoin.closed;
    await privateChannel(track(realtimeClient(em, DEV_SECRET_KEY)), `user:${a.id}`).httpSend('m', { n: 1 });
    expect(await inbox.next()).toEqual({ n: 1 });
  });

  it("a refreshed token is authorised again: another user's token ends the channel", async () => {
    const [a, b] = await Promise.all([signedInUser('a'), signedInUser('b')]);
    const c = track(realtimeClient(em));
    await c.realtime.setAuth(a.accessToken);
    const channel = privateChannel(c, `user:${a.id}`);
    const system = systemMessages(channel);
    const joined = await subscribed(channel);
    await c.realtime.setAuth(b.accessToken);
    await joined.closed;
    expect(system.map((m) => m.message)).toEqual([`You do not have permissions to read from this Channel topic: user:${a.id}`]);
  });

  it('the service key joins any private topic', async () => {
    const a = await signedInUser('a');
    await subscribed(privateChannel(track(realtimeClient(em, DEV_SECRET_KEY)), `user:${a.id}`));
  });
});

describe('realtime: REST broadcast to private topics', () => {
  it('the service key reaches subscribers of any private topic', async () => {
    const a = await signedInUser('a');
    const receiver = privateChannel(a.client, `user:${a.id}`);
    const inbox = new BroadcastInbox<{ from: string }>(receiver, 'm');
    await subscribed(receiver);
    const res = await fetch(`${em.url}/realtime/v1/api/broadcast`, {
      method: 'POST',
      headers: { apikey: DEV_SECRET_KEY, authorization: `Bearer ${DEV_SECRET_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [{ topic: `user:${a.id}`, event: 'm', payload: { from: 'server' }, private: true }] }),
    });
    expect(res.status).toBe(202);
    expect(await inbox.next()).toEqual({ from: 'server' });
  });

  it("a user's token sends only where its insert policy allows: another user's topic is skipped", async () => {
    const [a, b] = await Promise.all([signedInUser('a'), signedInUser('b')]);
    const receiver = privateChannel(b.client, `user:${b.id}`);
    const inbox = new BroadcastInbox<{ from: string }>(receiver, 'm');
    await subscribed(receiver);
    const post = (token: string, from: string) =>
      fetch(`${em.url}/realtime/v1/api/broadcast`, {
        method: 'POST',
        headers: { apikey: DEV_SECRET_KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ messages: [{ topic: `user:${b.id}`, event: 'm', payload: { from }, private: true }] }),
      });
    expect((await post(a.accessToken, 'a')).status).toBe(202); // accepted, as hosted answers, but not sent
    expect((await post(b.accessToken, 'b')).status).toBe(202);
    expect(await inbox.next()).toEqual({ from: 'b' });
    // httpSend (the single-event endpoint) says so: 403.
    const aSingle = privateChannel(a.client, `user:${b.id}`);
    await expect(aSingle.httpSend('m', { from: 'a' })).rejects.toThrow('Unauthorized');
  });
});
