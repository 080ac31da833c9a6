// Row-level security through /rest/v1: anon, user A, user B and the service role on an owner-only table.
import crypto from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { restHandlerOf } from '../../emulators/rest/handler';
import type { RunningEmulator } from '../../emulators/server';
import { anonClient, serviceClient, startTestEmulator } from './helpers/emulator';
import { REST_TEST_SCHEMA, rest, userClient, userToken } from './rest-fixture';

jest.setTimeout(30_000);

let em: RunningEmulator;
let anon: SupabaseClient;
let service: SupabaseClient;
let alice: SupabaseClient;
let bob: SupabaseClient;
const aliceId = crypto.randomUUID();
const bobId = crypto.randomUUID();

beforeAll(async () => {
  em = await startTestEmulator();
  await em.context.db.exec(REST_TEST_SCHEMA);
  await restHandlerOf(em.context)!.reloadSchema();
  anon = anonClient(em);
  service = serviceClient(em);
  alice = userClient(em, userToken(aliceId));
  bob = userClient(em, userToken(bobId));
});
afterAll(() => em?.close());

test('a user inserts a note owned by them (owner_id defaults to auth.uid())', async () => {
  const { data, error, status } = await alice.from('rt_note').insert({ body: 'alice 1' }).select('owner_id, body').single();
  expect(error).toBeNull();
  expect(status).toBe(201);
  expect(data).toEqual({ owner_id: aliceId, body: 'alice 1' });
});

test('a user cannot insert a note for someone else: 42501 → 403', async () => {
  const { error, status } = await bob.from('rt_note').insert({ body: 'forged', owner_id: aliceId });
  expect(status).toBe(403);
  expect(error?.code).toBe('42501');
});

test('each user reads only their own notes; anon reads none; the service role reads all', async () => {
  await bob.from('rt_note').insert({ body: 'bob 1' });
  expect((await alice.from('rt_note').select('body')).data).toEqual([{ body: 'alice 1' }]);
  expect((await bob.from('rt_note').select('body')).data).toEqual([{ body: 'bob 1' }]);
  expect((await anon.from('rt_note').select('body')).data).toEqual([]);
  const all = await service.from('rt_note').select('body').order('body');
  expect(all.data).toEqual([{ body: 'alice 1' }, { body: 'bob 1' }]);
});

test("a user's update and delete of another user's note touch nothing", async () => {
  const upd = await bob.from('rt_note').update({ body: 'hacked' }).eq('owner_id', aliceId).select();
  expect(upd.data).toEqual([]);
  const del = await bob.from('rt_note').delete().eq('owner_id', aliceId).select();
  expect(del.data).toEqual([]);
  expect((await alice.from('rt_note').select('body').single()).data).toEqual({ body: 'alice 1' });
});

test('anon cannot insert: 42501 → 401', async () => {
  const { error, status } = await anon.from('rt_note').insert({ body: 'anon', owner_id: aliceId });
  expect(status).toBe(401);
  expect(error?.code).toBe('42501');
});

test('an expired user token is 401 PGRST303, not anon access', async () => {
  const expired = userClient(em, userToken(aliceId, { expiresIn: -10 }));
  const { error, status } = await expired.from('rt_note').select();
  expect(status).toBe(401);
  expect(error).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
});

test('a user token with a forged role is refused', async () => {
  const forged = `${userToken(aliceId).split('.').slice(0, 1)}.${Buffer.from(JSON.stringify({ sub: aliceId, role: 'service_role' })).toString('base64url')}.${userToken(aliceId).split('.')[2]}`;
  const r = await rest(em, '/rt_note', { headers: { authorization: `Bearer ${forged}` } });
  expect(r.status).toBe(401);
  expect(r.json.code).toBe('PGRST301');
});

test('role and claims do not leak from one request into the next', async () => {
  await alice.from('rt_note').select();
  const who = await anon.rpc('rt_whoami');
  expect(who.data).toEqual({ uid: null, role: 'anon', method: 'POST' });
  const raw = await em.context.db.query<{ role: string; claims: string | null }>("select current_user as role, current_setting('request.jwt.claims', true) as claims");
  expect(raw.rows[0].role).toBe('postgres');
  expect(raw.rows[0].claims ?? '').toBe('');
});
