// /rest/v1 through supabase-js: operators, headers, embeds, writes, rpc and PostgREST's error answers.
import type { SupabaseClient } from '@supabase/supabase-js';
import { DEV_ANON_JWT, DEV_SERVICE_ROLE_JWT } from '../../emulators/dev-keys';
import { restHandlerOf } from '../../emulators/rest/handler';
import type { RunningEmulator } from '../../emulators/server';
import { anonClient, serviceClient, startTestEmulator } from './helpers/emulator';
import { REST_TEST_SCHEMA, rest } from './rest-fixture';

jest.setTimeout(30_000);

let em: RunningEmulator;
let anon: SupabaseClient;
let service: SupabaseClient;

beforeAll(async () => {
  em = await startTestEmulator();
  await em.context.db.exec(REST_TEST_SCHEMA);
  await restHandlerOf(em.context)!.reloadSchema();
  anon = anonClient(em);
  service = serviceClient(em);
});
afterAll(() => em?.close());

const names = (rows: { name: string }[] | null) => rows?.map((r) => r.name);

describe('filters', () => {
  test.each([
    ['eq', (q: any) => q.eq('name', 'pro'), ['pro']],
    ['neq', (q: any) => q.neq('name', 'pro'), ['free', 'team']],
    ['gt', (q: any) => q.gt('price', 9.99), ['team']],
    ['gte', (q: any) => q.gte('price', 9.99), ['pro', 'team']],
    ['lt', (q: any) => q.lt('price', 9.99), ['free']],
    ['lte', (q: any) => q.lte('price', 9.99), ['free', 'pro']],
    ['like with *', (q: any) => q.like('name', '*ee'), ['free']],
    ['ilike', (q: any) => q.ilike('name', 'PR%'), ['pro']],
    ['is null', (q: any) => q.is('tags', null), ['pro']],
    ['is true', (q: any) => q.is('active', true), ['free', 'pro', 'team']],
    ['in with a comma value', (q: any) => q.in('name', ['free', 'te,am', 'team']), ['free', 'team']],
    ['not.eq', (q: any) => q.not('name', 'eq', 'free'), ['pro', 'team']],
    ['not.is.null', (q: any) => q.not('tags', 'is', null), ['free', 'team']],
    ['not.in', (q: any) => q.not('id', 'in', '(1,2)'), ['team']],
    ['or', (q: any) => q.or('name.eq.free,price.gt.20'), ['free', 'team']],
    ['or with nested and', (q: any) => q.or('name.eq.free,and(price.gt.5,price.lt.10)'), ['free', 'pro']],
    ['contains (array)', (q: any) => q.contains('tags', ['c']), ['team']],
    ['contains (jsonb)', (q: any) => q.contains('meta', { seats: 5 }), ['team']],
    ['match', (q: any) => q.match({ id: 2, name: 'pro' }), ['pro']],
    ['ilike(any)', (q: any) => q.ilikeAnyOf('name', ['F%', 'T%']), ['free', 'team']],
  ])('%s', async (_name, apply, expected) => {
    const { data, error } = await apply(anon.from('rt_plan').select('name')).order('id');
    expect(error).toBeNull();
    expect(names(data)).toEqual(expected);
  });

  test('a filter value is data: quotes, semicolons and SQL in a value simply do not match', async () => {
    const { data, error } = await anon.from('rt_plan').select('name').eq('name', "free' or '1'='1");
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  test('a value of the wrong type is Postgres 22P02 → 400', async () => {
    const { error, status } = await anon.from('rt_plan').select().eq('id', 'abc');
    expect(status).toBe(400);
    expect(error?.code).toBe('22P02');
  });
});

describe('order, limit, offset, range, count', () => {
  test('order desc with nullsfirst and several keys', async () => {
    const { data } = await anon.from('rt_plan').select('name').order('tags', { ascending: false, nullsFirst: true }).order('id');
    expect(names(data)).toEqual(['pro', 'team', 'free']);
  });

  test('limit and offset through range()', async () => {
    const { data } = await anon.from('rt_plan').select('id').order('id').range(1, 2);
    expect(data).toEqual([{ id: 2 }, { id: 3 }]);
    const limited = await anon.from('rt_plan').select('id').order('id').limit(1);
    expect(limited.data).toEqual([{ id: 1 }]);
  });

  test('Range header', async () => {
    const r = await rest(em, '/rt_plan?select=id&order=id', { headers: { range: '1-1' } });
    expect(r.json).toEqual([{ id: 2 }]);
    expect(r.headers.get('content-range')).toBe('1-1/*');
  });

  test('count=exact gives the total and Content-Range, 206 for a partial page', async () => {
    const { data, count, status } = await anon.from('rt_feature').select('id', { count: 'exact' }).order('id').limit(2);
    expect(data).toHaveLength(2);
    expect(count).toBe(5);
    expect(status).toBe(206);
    const r = await rest(em, '/rt_feature?select=id&limit=2', { headers: { prefer: 'count=exact' } });
    expect(r.headers.get('content-range')).toBe('0-1/5');
  });

  test('HEAD with count', async () => {
    const { count, data, status } = await anon.from('rt_feature').select('*', { count: 'exact', head: true }).eq('plan_id', 2);
    expect(status).toBe(200);
    expect(count).toBe(3);
    expect(data).toBeNull();
  });

  test('an offset past the end with a count is 416 PGRST103', async () => {
    const r = await rest(em, '/rt_plan?offset=10', { headers: { prefer: 'count=exact' } });
    expect(r.status).toBe(416);
    expect(r.json.code).toBe('PGRST103');
  });
});

describe('select and embedding', () => {
  test('alias and cast; JSON rendered by Postgres (numeric, timestamptz, arrays, jsonb)', async () => {
    const { data } = await anon.from('rt_plan').select('plan:name, cost:price::text, created_at, tags, meta').eq('id', 3).single();
    expect(data).toEqual({ plan: 'team', cost: '29.50', created_at: '2024-01-02T03:04:05+00:00', tags: ['c'], meta: { seats: 5 } });
  });

  test('one-to-many embed ordered by the embedded column, with embedded limit and filter', async () => {
    const { data, error } = await anon
      .from('rt_plan')
      .select('name, rt_feature(label, sort_order)')
      .order('id')
      .order('sort_order', { referencedTable: 'rt_feature' });
    expect(error).toBeNull();
    expect(data![0]).toEqual({ name: 'free', rt_feature: [{ label: 'answers', sort_order: 1 }, { label: 'transcripts', sort_order: 2 }] });
    expect(data![1].rt_feature.map((f: { label: string }) => f.label)).toEqual(['priority', 'export', 'history']);
    expect(data![2].rt_feature).toEqual([]);
    const limited = await anon.from('rt_plan').select('id, rt_feature(label)').eq('id', 2).limit(1, { referencedTable: 'rt_feature' }).order('sort_order', { referencedTable: 'rt_feature', ascending: false });
    expect(limited.data).toEqual([{ id: 2, rt_feature: [{ label: 'history' }] }]);
    const filtered = await anon.from('rt_plan').select('id, rt_feature(label)').eq('id', 2).eq('rt_feature.label', 'export');
    expect(filtered.data).toEqual([{ id: 2, rt_feature: [{ label: 'export' }] }]);
  });

  test('many-to-one embed is an object; nested embeds', async () => {
    const { data } = await anon.from('rt_feature').select('label, plan:rt_plan(name, rt_feature(count:id))').eq('label', 'answers').single();
    expect(data).toEqual({ label: 'answers', plan: { name: 'free', rt_feature: [{ count: 1 }, { count: 2 }] } });
  });

  test('!inner drops parents without a matching child', async () => {
    const { data } = await anon.from('rt_plan').select('name, rt_feature!inner(label)').eq('rt_feature.label', 'priority');
    expect(data).toEqual([{ name: 'pro', rt_feature: [{ label: 'priority' }] }]);
  });

  test('two foreign keys to one table: ambiguous without a hint (300 PGRST201), fine with one', async () => {
    const amb = await anon.from('rt_plan').select('id, rt_transfer(note)');
    expect(amb.status).toBe(300);
    expect(amb.error?.code).toBe('PGRST201');
    const { data } = await anon.from('rt_transfer').select('note, from:rt_plan!from_plan(name), to:rt_plan!rt_transfer_to_plan_fkey(name)').single();
    expect(data).toEqual({ note: 'upgrade', from: { name: 'free' }, to: { name: 'pro' } });
  });

  test('an unrelated embed is 400 PGRST200', async () => {
    const { error, status } = await anon.from('rt_plan').select('id, rt_note(*)');
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST200');
  });

  test('filtering an embed that is not selected is PGRST108', async () => {
    const r = await rest(em, '/rt_plan?select=id&rt_feature.label=eq.x');
    expect(r.status).toBe(400);
    expect(r.json.code).toBe('PGRST108');
  });
});

describe('single objects', () => {
  test('.single() with one row is the object', async () => {
    const { data } = await anon.from('rt_plan').select('id').eq('id', 1).single();
    expect(data).toEqual({ id: 1 });
  });

  test.each([
    [0, (q: any) => q.eq('id', 99)],
    [3, (q: any) => q],
  ])('.single() with %i rows is 406 PGRST116', async (rows, apply) => {
    const { error, status } = await apply(anon.from('rt_plan').select('id')).single();
    expect(status).toBe(406);
    expect(error).toEqual({ code: 'PGRST116', details: `The result contains ${rows} rows`, hint: null, message: 'Cannot coerce the result to a single JSON object' });
  });

  test('.maybeSingle(): none is null, many is PGRST116', async () => {
    expect((await anon.from('rt_plan').select('id').eq('id', 99).maybeSingle()).data).toBeNull();
    const many = await anon.from('rt_plan').select('id').maybeSingle();
    expect(many.error?.code).toBe('PGRST116');
  });

  test('a write with .single() that touches 2 rows is refused and rolled back', async () => {
    const { error, status } = await service.from('rt_feature').update({ sort_order: 9 }).eq('plan_id', 1).select().single();
    expect(status).toBe(406);
    expect(error?.code).toBe('PGRST116');
    const { data } = await anon.from('rt_feature').select('sort_order').eq('plan_id', 1).order('id');
    expect(data).toEqual([{ sort_order: 2 }, { sort_order: 1 }]);
  });
});

describe('writes', () => {
  afterEach(async () => {
    await service.from('rt_plan').delete().gte('id', 100);
  });

  test('insert one row with representation (201) and minimal (201, no body)', async () => {
    const rep = await service.from('rt_plan').insert({ id: 100, name: 'p100', price: 1.5, tags: ['x', 'y'] }).select().single();
    expect(rep.status).toBe(201);
    expect(rep.data).toMatchObject({ id: 100, name: 'p100', price: 1.5, tags: ['x', 'y'], active: true, created_at: '2024-01-02T03:04:05+00:00' });
    const min = await service.from('rt_plan').insert({ id: 101, name: 'p101' });
    expect(min.status).toBe(201);
    expect(min.data).toBeNull();
  });

  test('bulk insert with columns=, missing keys null by default, default with missing=default', async () => {
    const { data } = await service
      .from('rt_plan')
      .insert([{ id: 102, name: 'a', active: false }, { id: 103, name: 'b' }])
      .select('id, active')
      .order('id');
    expect(data).toEqual([{ id: 102, active: false }, { id: 103, active: null }]);
    const def = await service
      .from('rt_plan')
      .insert([{ id: 104, name: 'c', active: false }, { id: 105, name: 'd' }], { defaultToNull: false })
      .select('id, active');
    expect(def.data).toEqual([{ id: 104, active: false }, { id: 105, active: true }]);
  });

  test('upsert merges on the primary key and on on_conflict; ignoreDuplicates keeps the row', async () => {
    await service.from('rt_plan').insert({ id: 106, name: 'old' });
    const merged = await service.from('rt_plan').upsert({ id: 106, name: 'new' }).select('id, name');
    expect(merged.data).toEqual([{ id: 106, name: 'new' }]);
    const byName = await service.from('rt_plan').upsert({ id: 106, name: 'new', price: 3 }, { onConflict: 'name' }).select('price');
    expect(byName.data).toEqual([{ price: 3 }]);
    const ignored = await service.from('rt_plan').upsert({ id: 106, name: 'ignored' }, { ignoreDuplicates: true }).select();
    expect(ignored.data).toEqual([]);
    expect((await service.from('rt_plan').select('name').eq('id', 106).single()).data).toEqual({ name: 'new' });
  });

  test('update with filters: representation 200, minimal 204', async () => {
    await service.from('rt_plan').insert([{ id: 107, name: 'u1' }, { id: 108, name: 'u2' }]);
    const rep = await service.from('rt_plan').update({ price: 7 }).in('id', [107, 108]).select('id, price').order('id');
    expect(rep.status).toBe(200);
    expect(rep.data).toEqual([{ id: 107, price: 7 }, { id: 108, price: 7 }]);
    const min = await service.from('rt_plan').update({ price: 8 }).eq('id', 107);
    expect(min.status).toBe(204);
  });

  test('delete with filters and count', async () => {
    await service.from('rt_plan').insert([{ id: 109, name: 'd1' }, { id: 110, name: 'd2' }]);
    const { data, count } = await service.from('rt_plan').delete({ count: 'exact' }).gte('id', 109).select('id');
    expect(count).toBe(2);
    expect(data).toEqual(expect.arrayContaining([{ id: 109 }, { id: 110 }]));
  });

  test('Prefer: return=headers-only gives the Location of the new row', async () => {
    const r = await rest(em, '/rt_plan', { method: 'POST', headers: { apikey: DEV_SERVICE_ROLE_JWT, authorization: `Bearer ${DEV_SERVICE_ROLE_JWT}`, prefer: 'return=headers-only' }, body: { id: 111, name: 'h' } });
    expect(r.status).toBe(201);
    expect(r.headers.get('location')).toBe('/rt_plan?id=eq.111');
  });
});

describe('rpc', () => {
  test('scalar with named args and a default', async () => {
    expect((await anon.rpc('rt_add', { a: 1, b: 2 })).data).toBe(3);
    expect((await anon.rpc('rt_add', { a: 1 })).data).toBe(11);
  });

  test('GET rpc with args in the query string', async () => {
    expect((await anon.rpc('rt_add', { a: 5 }, { get: true })).data).toBe(15);
  });

  test('setof a table type: filters, order, single', async () => {
    const { data } = await anon.rpc('rt_plans_above', { min_price: 1 }).select('name').order('id', { ascending: false });
    expect(data).toEqual([{ name: 'team' }, { name: 'pro' }]);
    const one = await anon.rpc('rt_plans_above', { min_price: 1 }).eq('name', 'pro').single();
    expect(one.data).toMatchObject({ id: 2, name: 'pro' });
  });

  test('setof scalar', async () => {
    expect((await anon.rpc('rt_labels')).data).toEqual(['transcripts', 'answers', 'priority', 'history', 'export']);
  });

  test('the function sees the role, the claims and request.method', async () => {
    expect((await anon.rpc('rt_whoami')).data).toEqual({ uid: null, role: 'anon', method: 'POST' });
  });

  test('void returns 204; RAISE is P0001 → 400 with detail and hint', async () => {
    const v = await service.rpc('rt_bump', { p_id: 99 });
    expect(v.status).toBe(204);
    const { error, status } = await anon.rpc('rt_fail');
    expect(status).toBe(400);
    expect(error).toEqual({ code: 'P0001', message: 'I refuse!', details: 'Pretty simple', hint: 'Nothing to do.' });
  });

  test('a volatile function over GET runs read-only: 25006 → 405', async () => {
    const r = await rest(em, '/rpc/rt_bump?p_id=1', { headers: { apikey: DEV_SERVICE_ROLE_JWT, authorization: `Bearer ${DEV_SERVICE_ROLE_JWT}` } });
    expect(r.status).toBe(405);
    expect(r.json.code).toBe('25006');
  });

  test('unknown function or arguments: 404 PGRST202', async () => {
    expect((await anon.rpc('rt_nope')).error?.code).toBe('PGRST202');
    const wrongArgs = await anon.rpc('rt_add', { z: 1 });
    expect(wrongArgs.status).toBe(404);
    expect(wrongArgs.error?.code).toBe('PGRST202');
  });
});

describe('errors', () => {
  test('unique violation 23505 → 409', async () => {
    const { error, status } = await service.from('rt_plan').insert({ id: 1, name: 'dup' });
    expect(status).toBe(409);
    expect(error).toMatchObject({ code: '23505', details: 'Key (id)=(1) already exists.' });
  });

  test('foreign key violation 23503 → 409', async () => {
    const { error, status } = await service.from('rt_feature').insert({ plan_id: 999, label: 'x', sort_order: 1 });
    expect(status).toBe(409);
    expect(error?.code).toBe('23503');
  });

  test('not-null 23502 → 400', async () => {
    const { error, status } = await service.from('rt_plan').insert({ id: 120, name: null });
    expect(status).toBe(400);
    expect(error?.code).toBe('23502');
  });

  test('RLS refusal 42501: 401 for anon', async () => {
    const { error, status } = await anon.from('rt_plan').insert({ id: 121, name: 'anon-write' });
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
    expect(error?.message).toContain('row-level security');
  });

  test('no grant 42501: permission denied', async () => {
    const { error, status } = await anon.from('rt_canary').select();
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
  });

  test('unknown column → 400 42703; unknown column in a body → 400 PGRST204', async () => {
    const sel = await anon.from('rt_plan').select('id, nope');
    expect(sel.status).toBe(400);
    expect(sel.error).toMatchObject({ code: '42703', message: 'column rt_plan.nope does not exist' });
    const body = await service.from('rt_plan').insert({ id: 122, name: 'x', nope: 1 });
    expect(body.status).toBe(400);
    expect(body.error?.code).toBe('PGRST204');
  });

  test('unknown table → 404 PGRST205', async () => {
    const { error, status } = await anon.from('rt_nope').select();
    expect(status).toBe(404);
    expect(error).toMatchObject({ code: 'PGRST205', message: "Could not find the table 'public.rt_nope' in the schema cache" });
  });

  test('a table created after the first request is found (schema reload on a miss)', async () => {
    await em.context.db.exec('create table public.rt_late (id int primary key); insert into public.rt_late values (7);');
    await new Promise((r) => setTimeout(r, 1100)); // reloads after a miss are spaced by one second
    expect((await anon.from('rt_late').select()).data).toEqual([{ id: 7 }]);
  });
});

describe('keys and tokens', () => {
  test('no apikey → 401', async () => {
    const res = await fetch(`${em.url}/rest/v1/rt_plan`);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: 'No API key found in request' });
  });

  test('an unknown apikey → 401', async () => {
    const r = await rest(em, '/rt_plan', { headers: { apikey: 'sb_publishable_wrong' } });
    expect(r.status).toBe(401);
  });

  test('legacy anon JWT as apikey and bearer reads as anon', async () => {
    const r = await rest(em, '/rpc/rt_whoami', { method: 'POST', headers: { apikey: DEV_ANON_JWT, authorization: `Bearer ${DEV_ANON_JWT}` }, body: {} });
    expect(r.json).toMatchObject({ role: 'anon' });
  });

  test('an invalid bearer JWT is 401 PGRST301 with WWW-Authenticate', async () => {
    const r = await rest(em, '/rt_plan', { headers: { authorization: `Bearer ${DEV_ANON_JWT.slice(0, -4)}AAAA` } });
    expect(r.status).toBe(401);
    expect(r.json.code).toBe('PGRST301');
    expect(r.headers.get('www-authenticate')).toContain('invalid_token');
  });

  test('a non-public schema is refused (406 PGRST106)', async () => {
    const r = await rest(em, '/users', { headers: { 'accept-profile': 'auth' } });
    expect(r.status).toBe(406);
    expect(r.json.code).toBe('PGRST106');
  });
});

describe('limits', () => {
  test('a body over 1 MB → 413', async () => {
    const r = await rest(em, '/rt_plan', { method: 'POST', body: JSON.stringify({ id: 1, name: 'x'.repeat(1_100_000) }) });
    expect(r.status).toBe(413);
  });

  test('an over-long query string → 414', async () => {
    const r = await rest(em, `/rt_plan?name=eq.${'a'.repeat(10_000)}`);
    expect(r.status).toBe(414);
  });

  test('limit is capped at 1000 rows', async () => {
    await em.context.db.exec('create table public.rt_many (id int primary key); insert into public.rt_many select generate_series(1, 1100);');
    await restHandlerOf(em.context)!.reloadSchema();
    const { data } = await service.from('rt_many').select('id').limit(5000);
    expect(data).toHaveLength(1000);
  });
});

describe('the app schema (supabase/migrations)', () => {
  test('plan with its features, ordered', async () => {
    const { data, error } = await anon
      .from('plan')
      .select('*, plan_feature(*)')
      .order('id')
      .order('sort_order', { referencedTable: 'plan_feature' });
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThan(0);
    expect(data![0].id).toBe(1);
    for (const plan of data!) {
      const orders = plan.plan_feature.map((f: { sort_order: number }) => f.sort_order);
      expect(orders).toEqual([...orders].sort((a: number, b: number) => a - b));
      for (const f of plan.plan_feature) expect(f.plan_id).toBe(plan.id);
    }
  });
});
