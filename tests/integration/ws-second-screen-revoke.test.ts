// A paired phone stops within a second of Unpair, sign-out, a password change or the account's
// deletion, each by the path the app takes (the web app's functions, then Realtime to the
// ws-server holding the phone): the wait for the close is bounded by a second, never slept.
import { createClient } from '@supabase/supabase-js';
import { DEV_PUBLISHABLE_KEY } from '../../emulators/dev-keys';
import type { RunningEmulator } from '../../emulators/server';
import { revokeDevices, withPairedDevicesClosed } from '../../lib/second-screen/revoke-devices';
import type { RunningWsServer } from '../../ws-server/server';
import { startTestEmulator, userClient } from './helpers/emulator';
import { PhoneClient, adminOf, authSessionOf, pairPhone } from './helpers/second-screen-phone';
import { createSignedInUser, startWsServer, type TestUser } from './helpers/ws-harness';

jest.setTimeout(60_000);
process.env.LOG_LEVEL = 'error';

let em: RunningEmulator;
let server: RunningWsServer;
beforeAll(async () => {
  em = await startTestEmulator();
  // Re-checks far apart: what closes the phone here is the broadcast, not the backstop.
  server = await startWsServer(em, { config: { secondScreenRecheckMs: 60_000 } });
});
afterAll(async () => {
  await server?.close();
  await em?.close();
});

/** Resolves with how the phone was closed, or fails if that takes a second or more from now. */
function closedWithinASecond(phone: PhoneClient): Promise<{ code: number; reason?: string }> {
  return Promise.race([
    phone.closed.then(({ code }) => ({ code, reason: phone.messages.find((m) => m.type === 'unpaired')?.reason })),
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the phone was still open a second later')), 1_000)),
  ]);
}

async function pairedPhone(label: string): Promise<{ user: TestUser; phone: PhoneClient }> {
  const user = await createSignedInUser(em, label);
  const phone = await PhoneClient.viewing(server.url, await pairPhone(em, user, authSessionOf(user.accessToken)));
  await phone.next((m) => m.type === 'snapshot');
  return { user, phone };
}

describe('second screen: revocation reaches the phone within a second', () => {
  it('Unpair closes the phone, saying "unpaired"', async () => {
    const { user, phone } = await pairedPhone('unpair');
    const own = userClient(em, user.accessToken);
    const { data } = await own.from('second_screen_device').select('id');
    const closed = closedWithinASecond(phone);
    await revokeDevices({ user: own, admin: adminOf(em) }, user.userId, 'unpaired', data![0].id);
    expect(await closed).toEqual({ code: 4401, reason: 'unpaired' });
  });

  it('signing out closes every phone of the user, and no other user’s', async () => {
    const [{ user, phone }, second, bystander] = await Promise.all([pairedPhone('leaver'), pairedPhone('bystander-a'), pairedPhone('bystander-b')]);
    const another = await PhoneClient.viewing(server.url, await pairPhone(em, user));
    const closed = [closedWithinASecond(phone), closedWithinASecond(another)];
    await revokeDevices({ user: userClient(em, user.accessToken), admin: adminOf(em) }, user.userId, 'signed_out');
    expect(await Promise.all(closed)).toEqual([
      { code: 4401, reason: 'signed_out' },
      { code: 4401, reason: 'signed_out' },
    ]);
    expect([second.phone.ws.readyState, bystander.phone.ws.readyState]).toEqual([WebSocket.OPEN, WebSocket.OPEN]);
    second.phone.close();
    bystander.phone.close();
  });

  it('a password change closes the phone, saying "password_changed"', async () => {
    const { user, phone } = await pairedPhone('password');
    const laptop = createClient(em.url, DEV_PUBLISHABLE_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
    await laptop.auth.signInWithPassword({ email: user.email, password: 'correct horse battery staple' });
    const closed = closedWithinASecond(phone);
    expect((await laptop.auth.updateUser({ password: 'a different horse battery staple' })).error).toBeNull();
    // What the Update Password form does next, before it signs out.
    await revokeDevices({ user: userClient(em, (await laptop.auth.getSession()).data.session!.access_token), admin: adminOf(em) }, user.userId, 'password_changed');
    expect(await closed).toEqual({ code: 4401, reason: 'password_changed' });
  });

  it('deleting the account closes the phone, saying "account_deleted"', async () => {
    const { user, phone } = await pairedPhone('deleted');
    const admin = adminOf(em);
    const closed = closedWithinASecond(phone);
    const { error } = await withPairedDevicesClosed(admin, user.userId, () => admin.auth.admin.deleteUser(user.userId));
    expect(error).toBeNull();
    expect(await closed).toEqual({ code: 4401, reason: 'account_deleted' });
  });

  it('an unpaired phone that reconnects is refused and shown nothing', async () => {
    const user = await createSignedInUser(em, 'reconnect');
    const token = await pairPhone(em, user);
    await revokeDevices({ user: userClient(em, user.accessToken), admin: adminOf(em) }, user.userId, 'unpaired');
    const phone = await PhoneClient.open(server.url);
    phone.send({ type: 'view', device_token: token });
    expect(await phone.next((m) => m.type === 'unpaired')).toEqual({ type: 'unpaired', reason: 'unpaired' });
    expect((await phone.closed).code).toBe(4401);
    expect(phone.messages.map((m) => m.type)).toEqual(['unpaired']);
  });
});
