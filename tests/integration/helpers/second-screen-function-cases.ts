// The second screen's functions, user against user: a link pairs one device once and only while
// fresh, a device views only while it stands, and only the server may call any of them. Run by
// rls-suite.ts, so PGlite and PostgreSQL 15 prove the same rules.
import { randomUUID } from 'node:crypto';
import type { Statement } from './as-role';
import { sha256, type SecondScreenCase, type SecondScreenFixture } from './second-screen-rls-cases';

const CLAIM_LINK = 'select * from public.claim_second_screen_pairing($2, $3, 43200, 5, $1, null)';
const CLAIM_CODE = 'select * from public.claim_second_screen_pairing($2, $3, 43200, 5, null, $1)';
const claimLink = (f: SecondScreenFixture, deviceHash = sha256(randomUUID())): Statement => ({ sql: CLAIM_LINK, params: [f.ownerLinkHash, deviceHash, 'Pixel 8, Chrome'] });
const where = (sql: string, condition: string) => `select 1 from (${sql}) r where ${condition}`;
const expireLink = (f: SecondScreenFixture): Statement => ({
  sql: `update public.second_screen_pairing set created_at = now() - interval '5 minutes', expires_at = now() - interval '3 minutes' where id = $1`,
  params: [f.ownerPairingId],
});
const signOutEverywhere = (f: SecondScreenFixture): Statement => ({ sql: 'delete from auth.sessions where id = $1', params: [f.ownerAuthSessionId] });
const moreDevices = (f: SecondScreenFixture, n: number): Statement => ({
  sql: `insert into public.second_screen_device (profile_id, name, token_hash, expires_at)
        select $1, 'Spare', encode(sha256(convert_to(gen_random_uuid()::text, 'UTF8')), 'hex'), now() + interval '1 hour' from generate_series(1, $2::int)`,
  params: [f.owner.id, n],
});
const CREATE = 'select * from public.create_second_screen_pairing($1, $3, $4, 120, 3, 10, 600, $2)';
const createFor = (f: SecondScreenFixture): Statement => ({ sql: CREATE, params: [f.owner.id, f.ownerAuthSessionId, sha256(randomUUID()), sha256(randomUUID())] });

export const SECOND_SCREEN_BEHAVIOUR_CASES: SecondScreenCase[] = [
  // Claiming
  {
    name: 'a fresh link pairs a device with the link’s owner',
    who: 'service',
    expect: 'ok',
    sql: where(CLAIM_LINK, `status = 'paired' and profile_id = $4 and expires_at > now() + interval '11 hours'`),
    params: (f) => [f.ownerLinkHash, sha256(randomUUID()), 'iPhone, Safari', f.owner.id],
  },
  { name: 'the short code pairs a device too', who: 'service', expect: 'ok', sql: where(CLAIM_CODE, `status = 'paired'`), params: (f) => [f.ownerCodeHash, sha256(randomUUID()), 'Pixel'] },
  { name: 'a used link pairs nothing a second time', who: 'service', expect: 'ok', setup: (f) => [claimLink(f)], sql: where(CLAIM_LINK, `status = 'used' and device_id is null`), params: (f) => [f.ownerLinkHash, sha256(randomUUID()), 'Pixel'] },
  { name: 'the code of a used link is used too', who: 'service', expect: 'ok', setup: (f) => [claimLink(f)], sql: where(CLAIM_CODE, `status = 'used'`), params: (f) => [f.ownerCodeHash, sha256(randomUUID()), 'Pixel'] },
  { name: 'an expired link pairs nothing', who: 'service', expect: 'ok', setup: (f) => [expireLink(f)], sql: where(CLAIM_LINK, `status = 'expired' and device_id is null`), params: (f) => [f.ownerLinkHash, sha256(randomUUID()), 'Pixel'] },
  { name: 'a made-up link is unknown', who: 'service', expect: 'ok', sql: where(CLAIM_LINK, `status = 'unknown'`), params: () => [sha256(randomUUID()), sha256(randomUUID()), 'Pixel'] },
  {
    name: 'a paired device is bound to the sign-in session that made the link',
    who: 'service',
    expect: 'ok',
    setup: (f) => [claimLink(f, sha256('bound-device'))],
    sql: 'select 1 from public.second_screen_device where token_hash = $1 and auth_session_id = $2',
    params: (f) => [sha256('bound-device'), f.ownerAuthSessionId],
  },
  {
    name: 'the link of a screen signed out everywhere pairs nothing',
    who: 'service',
    expect: 'ok',
    setup: (f) => [signOutEverywhere(f)],
    sql: where(CLAIM_LINK, `status = 'expired' and device_id is null`),
    params: (f) => [f.ownerLinkHash, sha256(randomUUID()), 'Pixel'],
  },
  {
    name: 'a user with five paired devices pairs no sixth',
    who: 'service',
    expect: 'ok',
    setup: (f) => [moreDevices(f, 4)],
    sql: where(CLAIM_LINK, `status = 'too_many_devices'`),
    params: (f) => [f.ownerLinkHash, sha256(randomUUID()), 'Pixel'],
  },
  {
    name: 'a claim refused for too many devices leaves the link unused',
    who: 'service',
    expect: 'ok',
    setup: (f) => [moreDevices(f, 4), claimLink(f)],
    sql: 'select 1 from public.second_screen_pairing where id = $1 and used_at is null',
    params: (f) => [f.ownerPairingId],
  },
  // Viewing
  { name: 'a standing device may view its owner’s sessions', who: 'service', expect: 'ok', sql: where('select * from public.view_second_screen_device($1)', `status = 'active' and profile_id = $2`), params: (f) => [f.ownerDeviceHash, f.owner.id] },
  {
    name: 'an unpaired device may not view',
    who: 'service',
    expect: 'ok',
    setup: (f) => [{ sql: `update public.second_screen_device set revoked_at = now(), revoked_reason = 'unpaired' where id = $1`, params: [f.ownerDeviceId] }],
    sql: where('select * from public.view_second_screen_device($1)', `status = 'revoked' and revoked_reason = 'unpaired'`),
    params: (f) => [f.ownerDeviceHash],
  },
  { name: 'a device whose screen signed out everywhere may not view', who: 'service', expect: 'ok', setup: (f) => [signOutEverywhere(f)], sql: where('select * from public.view_second_screen_device($1)', `status = 'signed_out'`), params: (f) => [f.ownerDeviceHash] },
  {
    name: 'a device past its 12 hours may not view',
    who: 'service',
    expect: 'ok',
    setup: (f) => [{ sql: `update public.second_screen_device set created_at = now() - interval '13 hours', expires_at = now() - interval '1 hour' where id = $1`, params: [f.ownerDeviceId] }],
    sql: where('select * from public.view_second_screen_device($1)', `status = 'expired'`),
    params: (f) => [f.ownerDeviceHash],
  },
  { name: 'a made-up device credential is unknown', who: 'service', expect: 'ok', sql: where('select * from public.view_second_screen_device($1)', `status = 'unknown' and profile_id is null`), params: () => [sha256(randomUUID())] },
  {
    name: 'the backstop check says each device’s status',
    who: 'service',
    expect: 'ok',
    setup: (f) => [signOutEverywhere(f)],
    sql: `select 1 from (select array_agg(device_id::text || ':' || status order by status) s from public.second_screen_devices_status($1::uuid[])) r where s = array[$3::text || ':active', $2::text || ':signed_out']`,
    params: (f) => [[f.ownerDeviceId, f.otherDeviceId], f.ownerDeviceId, f.otherDeviceId],
  },
  {
    name: 'only users with a standing device are published for',
    who: 'service',
    expect: 'ok',
    setup: (f) => [{ sql: `update public.second_screen_device set revoked_at = now(), revoked_reason = 'signed_out' where id = $1`, params: [f.otherDeviceId] }],
    sql: `select 1 from (select array_agg(profile_id) ids from public.second_screen_paired_users($1::uuid[])) r where ids = array[$2::uuid]`,
    params: (f) => [[f.owner.id, f.other.id], f.owner.id],
  },
  // Making links
  { name: 'a signed-in user gets a link valid for two minutes', who: 'service', expect: 'ok', sql: where(CREATE, `status = 'created' and expires_at between now() + interval '119 seconds' and now() + interval '121 seconds'`), params: (f) => createFor(f).params ?? [] },
  {
    name: 'past three open links the oldest stops working',
    who: 'service',
    expect: 'ok',
    setup: (f) => [createFor(f), createFor(f), createFor(f)],
    sql: 'select 1 from public.second_screen_pairing where id = $1 and expires_at <= now()',
    params: (f) => [f.ownerPairingId],
  },
  {
    name: 'a user makes at most ten links in ten minutes',
    who: 'service',
    expect: 'ok',
    setup: (f) => Array.from({ length: 9 }, () => createFor(f)),
    sql: where(CREATE, `status = 'rate_limited' and pairing_id is null`),
    params: (f) => createFor(f).params ?? [],
  },
  { name: 'a screen signed out everywhere gets no link', who: 'service', expect: 'ok', setup: (f) => [signOutEverywhere(f)], sql: where(CREATE, `status = 'signed_out'`), params: (f) => createFor(f).params ?? [] },
  // What a user may do to their own rows
  { name: 'a user cannot read their link’s hashes', who: 'owner', expect: 'denied', sql: 'select token_hash, code_hash from public.second_screen_pairing where id = $1', params: (f) => [f.ownerPairingId] },
  { name: 'a user cannot read a device’s credential hash', who: 'owner', expect: 'denied', sql: 'select token_hash from public.second_screen_device where id = $1', params: (f) => [f.ownerDeviceId] },
  { name: 'a user cannot unpair another user’s device', who: 'owner', expect: 'none', sql: `update public.second_screen_device set revoked_at = now(), revoked_reason = 'unpaired' where id = $1`, params: (f) => [f.otherDeviceId] },
  {
    name: 'a user cannot revive a device they unpaired',
    who: 'owner',
    expect: 'none',
    setup: (f) => [{ sql: `update public.second_screen_device set revoked_at = now(), revoked_reason = 'unpaired' where id = $1`, params: [f.ownerDeviceId] }],
    sql: 'update public.second_screen_device set revoked_at = null, revoked_reason = null where id = $1',
    params: (f) => [f.ownerDeviceId],
  },
  { name: 'a user cannot lengthen a pairing', who: 'owner', expect: 'denied', sql: `update public.second_screen_device set expires_at = now() + interval '1 year' where id = $1`, params: (f) => [f.ownerDeviceId] },
  { name: 'a revoked device says why, from a short list', who: 'owner', expect: 'invalid', sql: `update public.second_screen_device set revoked_at = now(), revoked_reason = 'bored' where id = $1`, params: (f) => [f.ownerDeviceId] },
  { name: 'a device revoked without a reason is refused', who: 'owner', expect: 'invalid', sql: `update public.second_screen_device set revoked_at = now() where id = $1`, params: (f) => [f.ownerDeviceId] },
  {
    name: 'deleting the account deletes its links and devices',
    who: 'service',
    expect: 'none',
    setup: (f) => [{ sql: 'delete from auth.users where id = $1', params: [f.owner.id] }],
    sql: 'select 1 from public.second_screen_pairing where profile_id = $1 union all select 1 from public.second_screen_device where profile_id = $1',
    params: (f) => [f.owner.id],
  },
];

/** Only the server may call the second screen's functions. */
export function secondScreenFunctionCases(): SecondScreenCase[] {
  const calls: { fn: string; sql: string; params: (f: SecondScreenFixture) => unknown[] }[] = [
    { fn: 'create_second_screen_pairing', sql: CREATE, params: (f) => createFor(f).params ?? [] },
    { fn: 'claim_second_screen_pairing', sql: CLAIM_LINK, params: (f) => [f.ownerLinkHash, sha256(randomUUID()), 'Pixel'] },
    { fn: 'view_second_screen_device', sql: 'select * from public.view_second_screen_device($1)', params: (f) => [f.ownerDeviceHash] },
    { fn: 'second_screen_devices_status', sql: 'select * from public.second_screen_devices_status($1::uuid[])', params: (f) => [[f.ownerDeviceId]] },
    { fn: 'second_screen_paired_users', sql: 'select * from public.second_screen_paired_users($1::uuid[])', params: (f) => [[f.owner.id]] },
  ];
  return calls.flatMap((c) => [
    { name: `${c.fn}: a visitor is refused`, who: 'anon' as const, expect: 'denied' as const, sql: c.sql, params: c.params },
    { name: `${c.fn}: a signed-in user is refused`, who: 'owner' as const, expect: 'denied' as const, sql: c.sql, params: c.params },
    { name: `${c.fn}: the service role may call it`, who: 'service' as const, expect: 'ok' as const, sql: c.sql, params: c.params },
  ]);
}
