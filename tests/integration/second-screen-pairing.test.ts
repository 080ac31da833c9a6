// Pairing a phone, as the web app's routes do it (their lib functions, against the emulator):
// a link pairs one device once and only while fresh, its code does the same, Unpair revokes
// only the user's own device, and the ws-servers are told of each change through Realtime.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { RunningEmulator } from '../../emulators/server';
import { ApiError } from '../../lib/api/api-error';
import { DEVICES_TOPIC, userTopic } from '../../lib/protocol/second-screen';
import { CLAIM_MESSAGES } from '../../lib/second-screen/claim-messages';
import { claimPairing } from '../../lib/second-screen/claim-pairing';
import { createPairing } from '../../lib/second-screen/create-pairing';
import { revokeDevices } from '../../lib/second-screen/revoke-devices';
import type { Database } from '../../lib/supabase/database';
import { serviceClient, startTestEmulator, userClient } from './helpers/emulator';
import { BroadcastInbox, closeClients, subscribed } from './helpers/realtime';
import { createSignedInUser, type TestUser } from './helpers/ws-harness';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

let em: RunningEmulator;
let admin: SupabaseClient<Database>;
let listener: SupabaseClient;
beforeAll(async () => {
  em = await startTestEmulator();
  admin = serviceClient(em) as unknown as SupabaseClient<Database>;
  listener = serviceClient(em);
});
afterAll(async () => {
  await closeClients(listener, admin);
  await em?.close();
});

const pairFor = (user: TestUser) => createPairing(admin, { userId: user.userId, authSessionId: null, origin: 'http://localhost:3000' });
const linkOf = (url: string) => url.split('/').at(-1)!;

async function refusal(claim: Promise<unknown>): Promise<{ status: number; message: string }> {
  const error = await claim.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { status: error.status, message: error.message };
}

describe('second screen pairing', () => {
  it('a link under /second-screen pairs a phone and hands it a credential once', async () => {
    const user = await createSignedInUser(em, 'pair');
    const pairing = await pairFor(user);
    expect(pairing.url).toMatch(/^http:\/\/localhost:3000\/second-screen\/[A-Za-z0-9_-]{22}$/);
    expect(pairing.code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{2}$/);
    expect(Date.parse(pairing.expires_at) - Date.now()).toBeGreaterThan(110_000);
    const device = await claimPairing(admin, { link: linkOf(pairing.url) }, IPHONE);
    expect(device.device_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { data } = await userClient(em, user.accessToken).from('second_screen_device').select('name, revoked_at');
    expect(data).toEqual([{ name: 'iPhone, Safari', revoked_at: null }]);
  });

  it('the same link opened on a second device is refused: "This link has already been used"', async () => {
    const pairing = await pairFor(await createSignedInUser(em, 'reuse'));
    await claimPairing(admin, { link: linkOf(pairing.url) }, IPHONE);
    expect(await refusal(claimPairing(admin, { link: linkOf(pairing.url) }, IPHONE))).toEqual({ status: 410, message: CLAIM_MESSAGES.used });
  });

  it('of two phones claiming one link at the same moment, one is paired', async () => {
    const pairing = await pairFor(await createSignedInUser(em, 'race'));
    const outcomes = await Promise.allSettled(Array.from({ length: 4 }, () => claimPairing(admin, { link: linkOf(pairing.url) }, IPHONE)));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
  });

  it('an expired link pairs nothing and says it expired', async () => {
    const user = await createSignedInUser(em, 'late');
    const pairing = await pairFor(user);
    await em.context.db.query(`update public.second_screen_pairing set created_at = now() - interval '3 minutes', expires_at = now() - interval '1 minute' where profile_id = $1`, [user.userId]);
    expect(await refusal(claimPairing(admin, { link: linkOf(pairing.url) }, IPHONE))).toEqual({ status: 410, message: CLAIM_MESSAGES.expired });
  });

  it('the short code pairs as the link does, typed in any case and with spaces', async () => {
    const pairing = await pairFor(await createSignedInUser(em, 'code'));
    const typed = ` ${pairing.code.toLowerCase().replace(/-/g, ' ')} `;
    expect((await claimPairing(admin, { code: typed }, IPHONE)).device_token).toHaveLength(43);
    expect(await refusal(claimPairing(admin, { link: linkOf(pairing.url) }, IPHONE))).toEqual({ status: 410, message: CLAIM_MESSAGES.used });
  });

  it('a made-up link or code pairs nothing', async () => {
    expect(await refusal(claimPairing(admin, { link: 'A'.repeat(22) }, IPHONE))).toEqual({ status: 404, message: CLAIM_MESSAGES.unknownLink });
    expect(await refusal(claimPairing(admin, { code: '0000-0000-00' }, IPHONE))).toEqual({ status: 404, message: CLAIM_MESSAGES.unknownCode });
    expect(await refusal(claimPairing(admin, { code: 'not a code' }, IPHONE))).toEqual({ status: 404, message: CLAIM_MESSAGES.unknownCode });
  });

  it('pairing tells every ws-server that the user now has a device', async () => {
    const user = await createSignedInUser(em, 'signal');
    const channel = listener.channel(DEVICES_TOPIC, { config: { private: true } });
    const inbox = new BroadcastInbox<{ user_id: string }>(channel, 'devices_changed');
    await subscribed(channel);
    await claimPairing(admin, { link: linkOf((await pairFor(user)).url) }, IPHONE);
    expect(await inbox.next()).toEqual({ user_id: user.userId });
    await listener.removeChannel(channel);
  });

  it('Unpair revokes the user’s device and tells the phone’s ws-server to close it', async () => {
    const user = await createSignedInUser(em, 'unpair');
    await claimPairing(admin, { link: linkOf((await pairFor(user)).url) }, IPHONE);
    const own = userClient(em, user.accessToken);
    const { data } = await own.from('second_screen_device').select('id');
    const channel = listener.channel(userTopic(user.userId), { config: { private: true } });
    const inbox = new BroadcastInbox<unknown>(channel, 'device_revoked');
    await subscribed(channel);
    await revokeDevices({ user: own, admin }, user.userId, 'unpaired', data![0].id);
    expect(await inbox.next()).toEqual({ device_ids: [data![0].id], reason: 'unpaired' });
    expect((await own.from('second_screen_device').select('revoked_reason')).data).toEqual([{ revoked_reason: 'unpaired' }]);
    await listener.removeChannel(channel);
  });

  it('a user cannot unpair another user’s device', async () => {
    const [owner, other] = await Promise.all([createSignedInUser(em, 'owner'), createSignedInUser(em, 'other')]);
    await claimPairing(admin, { link: linkOf((await pairFor(owner)).url) }, IPHONE);
    const { data } = await userClient(em, owner.accessToken).from('second_screen_device').select('id');
    expect(await refusal(revokeDevices({ user: userClient(em, other.accessToken), admin }, other.userId, 'unpaired', data![0].id))).toEqual({ status: 404, message: 'That device is not paired.' });
    expect((await userClient(em, owner.accessToken).from('second_screen_device').select('revoked_at')).data).toEqual([{ revoked_at: null }]);
  });

  it('signing out ends every device the user paired, and only theirs', async () => {
    const [owner, other] = await Promise.all([createSignedInUser(em, 'leaver'), createSignedInUser(em, 'stayer')]);
    for (const u of [owner, owner, other]) await claimPairing(admin, { link: linkOf((await pairFor(u)).url) }, IPHONE);
    const ended = await revokeDevices({ user: userClient(em, owner.accessToken), admin }, owner.userId, 'signed_out');
    expect(ended).toHaveLength(2);
    expect((await userClient(em, other.accessToken).from('second_screen_device').select('revoked_at')).data).toEqual([{ revoked_at: null }]);
  });
});
