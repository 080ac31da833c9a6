// A statement that runs too long is cut off, so one slow request cannot hold Auth, REST and
// Stripe, which share the emulator's single database connection.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEV_PUBLISHABLE_KEY } from '../../emulators/dev-keys';
import { DbError } from '../../emulators/db/types';
import { openDatabase } from '../../emulators/db/open-database';
import { restHandlerOf } from '../../emulators/rest/handler';
import type { RunningEmulator } from '../../emulators/server';
import { startTestEmulator } from './helpers/emulator';

jest.setTimeout(90_000);

const TIMEOUT_MS = 1000;
// A test-only function: an rpc any visitor may call that sleeps as long as asked.
const SLOW_FUNCTION = `
  create function public.rt_slow(seconds float8) returns int language sql as 'select pg_sleep(seconds); select 1';
  grant execute on function public.rt_slow(float8) to anon;`;

describe('through the emulator (in memory)', () => {
  let em: RunningEmulator;
  beforeAll(async () => {
    em = await startTestEmulator({ statementTimeoutMs: TIMEOUT_MS });
    await em.context.db.exec(SLOW_FUNCTION);
    await restHandlerOf(em.context)!.reloadSchema();
  });
  afterAll(() => em?.close());

  test('a slow rpc fails with 57014 after the timeout; Auth, queued behind it, answers at once after', async () => {
    const started = Date.now();
    const slow = fetch(`${em.url}/rest/v1/rpc/rt_slow`, {
      method: 'POST',
      headers: { apikey: DEV_PUBLISHABLE_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ seconds: 30 }),
    });
    await new Promise((r) => setTimeout(r, 200)); // let the sleep start
    const login = fetch(`${em.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: DEV_PUBLISHABLE_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'whatever' }),
    });
    const res = await slow;
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({ code: '57014', message: 'canceling statement due to statement timeout' });
    const auth = await login;
    expect(auth.status).toBe(400); // invalid_credentials: the login ran, against the reopened database
    expect(Date.now() - started).toBeLessThan(15_000); // not the 30 s the rpc asked for
    const plans = await fetch(`${em.url}/rest/v1/plan?select=id&order=id`, { headers: { apikey: DEV_PUBLISHABLE_KEY } });
    expect(plans.status).toBe(200);
    expect(((await plans.json()) as unknown[]).length).toBeGreaterThan(0);
  });
});

describe('at the database layer (persisted)', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cuecard-timeout-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('select pg_sleep past the timeout aborts with a clear error; committed data survives and the next query works', async () => {
    const opened = await openDatabase({ dataDir: path.join(dir, 'db'), statementTimeoutMs: TIMEOUT_MS });
    try {
      await opened.db.query(`insert into public.testimony (description, email_address) values ('Kept', 'kept@example.com')`);
      const started = Date.now();
      const err = await opened.db.query('select pg_sleep(30)').catch((e: unknown) => e);
      expect(err).toBeInstanceOf(DbError);
      expect(err).toMatchObject({ code: '57014', message: 'canceling statement due to statement timeout' });
      expect(Date.now() - started).toBeLessThan(10_000);
      const inTx = await opened.db.transaction((tx) => tx.query('select pg_sleep(30)')).catch((e: unknown) => e);
      expect(inTx).toMatchObject({ code: '57014' });
      const kept = await opened.db.query<{ n: number }>(`select count(*)::int as n from public.testimony where description = 'Kept'`);
      expect(kept.rows).toEqual([{ n: 1 }]);
      expect((await opened.db.transaction((tx) => tx.query('select 1 as one'))).rows).toEqual([{ one: 1 }]);
    } finally {
      await opened.close();
    }
  });

  test('statements under the timeout are untouched', async () => {
    const opened = await openDatabase({ statementTimeoutMs: TIMEOUT_MS });
    try {
      expect((await opened.db.query('select pg_sleep(0.2), 1 as one')).rows).toEqual([{ pg_sleep: '', one: 1 }]);
    } finally {
      await opened.close();
    }
  });
});
