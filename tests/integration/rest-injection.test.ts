// Hostile query strings against /rest/v1: refused before any SQL runs, or treated as data.
import { DEV_PUBLISHABLE_KEY } from '../../emulators/dev-keys';
import { restHandlerOf, type RestHandler } from '../../emulators/rest/handler';
import type { RunningEmulator } from '../../emulators/server';
import { REST_TEST_SCHEMA, rest } from './rest-fixture';
import { startTestEmulator } from './helpers/emulator';

jest.setTimeout(30_000);

let em: RunningEmulator;
let handler: RestHandler;

beforeAll(async () => {
  em = await startTestEmulator();
  await em.context.db.exec(REST_TEST_SCHEMA);
  handler = restHandlerOf(em.context)!;
  await handler.reloadSchema();
});
afterAll(() => em?.close());

const q = encodeURIComponent;
const HOSTILE = [
  "name'",
  'name"',
  'name;drop table rt_canary',
  'name;SET ROLE postgres',
  ';SET ROLE postgres',
  'RESET ROLE',
  'name--',
  'name/*x*/',
  'pg_sleep(1)',
  "set_config('role','postgres',true)",
  'name)::text;select 1',
  'nаme', // Cyrillic а
  'name\u0000',
  'name\u202e',
  'x'.repeat(2000),
  // Members of Object.prototype: a lookup table indexed with them must not take them for entries.
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
];

async function canaryIntact(): Promise<void> {
  const rows = await em.context.db.query('select id, v from public.rt_canary order by id');
  expect(rows.rows).toEqual([{ id: 1, v: 'untouched' }, { id: 2, v: 'also untouched' }]);
}

function expectErrorBody(r: { status: number; json: any }): void {
  expect([400, 404, 406, 414]).toContain(r.status);
  expect(typeof r.json.code).toBe('string');
  expect(typeof r.json.message).toBe('string');
  expect(r.json).toHaveProperty('details');
  expect(r.json).toHaveProperty('hint');
}

describe.each(HOSTILE)('hostile identifier %j', (evil) => {
  test.each([
    ['select', (e: string) => `/rt_plan?select=${q(e)}`],
    ['select alias', (e: string) => `/rt_plan?select=${q(`${e}:name`)}`],
    ['select cast', (e: string) => `/rt_plan?select=${q(`name::${e}`)}`],
    ['embed', (e: string) => `/rt_plan?select=${q(`id,${e}(*)`)}`],
    ['embed hint', (e: string) => `/rt_plan?select=${q(`id,rt_feature!${e}(*)`)}`],
    ['filter column', (e: string) => `/rt_plan?${q(e)}=eq.1`],
    ['filter operator', (e: string) => `/rt_plan?name=${q(`${e}.1`)}`],
    ['order', (e: string) => `/rt_plan?order=${q(e)}`],
    ['order modifier', (e: string) => `/rt_plan?order=${q(`name.${e}`)}`],
    ['or column', (e: string) => `/rt_plan?or=${q(`(${e}.eq.1,id.eq.2)`)}`],
    ['limit', (e: string) => `/rt_plan?limit=${q(e)}`],
    ['table', (e: string) => `/${q(e)}`],
    ['rpc name', (e: string) => `/rpc/${q(e)}`],
  ])('in %s: refused with an error body, no statement ran', async (where, url) => {
    const before = handler.stats.statements;
    const r = await rest(em, url(evil));
    if (where === 'select alias' && r.status === 200) {
      // Unicode letters make a valid alias (as in PostgREST): it is only ever a quoted output name.
      expect(Object.keys(r.json[0])).toEqual([evil]);
      return;
    }
    expectErrorBody(r);
    expect(handler.stats.statements).toBe(before);
  });

  test('in columns= and on_conflict=: refused, no statement ran', async () => {
    const before = handler.stats.statements;
    const headers = { apikey: DEV_PUBLISHABLE_KEY, prefer: 'resolution=merge-duplicates' };
    const cols = await rest(em, `/rt_plan?columns=${q(evil)}`, { method: 'POST', headers, body: [{ id: 50, name: 'z' }] });
    expectErrorBody(cols);
    const conflict = await rest(em, `/rt_plan?on_conflict=${q(evil)}`, { method: 'POST', headers, body: { id: 50, name: 'z' } });
    expectErrorBody(conflict);
    const body = await rest(em, '/rt_plan', { method: 'POST', body: { [evil]: 1 } });
    expectErrorBody(body);
    const rpcArg = await rest(em, '/rpc/rt_add', { method: 'POST', body: { a: 1, [evil]: 2 } });
    expectErrorBody(rpcArg);
    expect(handler.stats.statements).toBe(before);
    await canaryIntact();
  });
});

describe('hostile filter values are data', () => {
  test.each([...HOSTILE.filter((e) => !e.includes('\u0000')), "' or 1=1 --", "'); delete from rt_canary; --", '%', '*', '\\', '(1,2)', 'null'])('eq %j on a text column matches nothing', async (evil) => {
    const r = await rest(em, `/rt_plan?select=id&name=eq.${q(evil)}`);
    expect(r.status).toBe(200);
    expect(r.json).toEqual([]);
  });

  test('a value equal to a real row matches exactly that row, even with quotes and semicolons in it', async () => {
    const evil = "team'; drop table rt_canary; --";
    await em.context.db.query('insert into public.rt_plan (id, name) values (60, $1)', [evil]);
    const r = await rest(em, `/rt_plan?select=id&name=eq.${q(evil)}`);
    expect(r.json).toEqual([{ id: 60 }]);
    const list = await rest(em, `/rt_plan?select=id&name=in.(${q(`"${evil}"`)},free)&order=id`);
    expect(list.json).toEqual([{ id: 1 }, { id: 60 }]);
    const logic = await rest(em, `/rt_plan?select=id&or=(${q(`name.eq."${evil}"`)})`);
    expect(logic.json).toEqual([{ id: 60 }]);
    await canaryIntact();
  });

  test('a NUL character cannot be text in Postgres: 400 22021 from the database, as PostgREST answers', async () => {
    const r = await rest(em, `/rt_plan?select=id&name=eq.${q('a\u0000b')}`);
    expect(r.status).toBe(400);
    expect(r.json.code).toBe('22021');
    await canaryIntact();
  });

  test('rpc arguments are data', async () => {
    const r = await rest(em, '/rpc/rt_add', { method: 'POST', body: { a: '1); select pg_sleep(1); --', b: 1 } });
    expect(r.status).toBe(400);
    expect(r.json.code).toBe('22P02');
  });

  test('the anon role is still enforced after the hostile requests', async () => {
    const r = await rest(em, '/rt_canary');
    expect(r.status).toBe(401);
    expect(r.json.code).toBe('42501');
    const who = await rest(em, '/rpc/rt_whoami', { method: 'POST', body: {} });
    expect(who.json).toMatchObject({ role: 'anon' });
    await canaryIntact();
  });
});
