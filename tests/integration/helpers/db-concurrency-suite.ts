// Concurrency of the metering functions. Only meaningful on a real server: PGlite runs one
// transaction at a time, so nothing there can overlap.
import type { Database } from '../../../emulators/db/types';
import { asRole, service, withRole } from './as-role';
import { createAuthUser } from './rls-fixture';

async function call(db: Database, sql: string, params: unknown[]): Promise<Record<string, unknown>> {
  const o = await asRole(db, service, sql, params, { commit: true });
  if (!o.ok) throw o.error;
  return o.rows[0];
}

/** Polls a condition the database reports (not a fixed sleep), failing after timeoutMs. */
async function until(check: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export function defineConcurrencyTests(getDb: () => Database): void {
  test('a charge waits for a concurrent charge of the same user, then adds to it', async () => {
    const db = getDb();
    const p = await createAuthUser(db, 'race');
    const a = Number((await call(db, `select usage_log_id from public.start_usage($1, 'tab')`, [p.id])).usage_log_id);
    const b = Number((await call(db, `select usage_log_id from public.start_usage($1, 'mic')`, [p.id])).usage_log_id);

    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let chargedA!: () => void;
    const aHoldsLock = new Promise<void>((r) => (chargedA = r));
    const txA = withRole(
      db,
      service,
      async (tx) => {
        const r = await tx.query('select * from public.charge_usage($1, 60)', [a]);
        chargedA();
        await gate; // keep the transaction, and the profile lock, open
        return r.rows[0];
      },
      { commit: true },
    );
    await aHoldsLock;
    const txB = call(db, 'select * from public.charge_usage($1, 30)', [b]);
    await until(
      async () =>
        (await db.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query like '%charge_usage%'`,
        )).rows[0].n === 1,
      'the second charge to wait on the profile lock',
    );
    release();
    const [ra, rb] = await Promise.all([txA, txB]);
    expect(Number(ra.credit_used)).toBe(1);
    expect(Number(rb.credit_used)).toBe(1.5); // B saw A's committed minute: nothing lost, nothing doubled
  });

  test('forty concurrent charges from two sessions add up exactly', async () => {
    const db = getDb();
    const p = await createAuthUser(db, 'swarm');
    const ids = [
      Number((await call(db, `select usage_log_id from public.start_usage($1, 'tab')`, [p.id])).usage_log_id),
      Number((await call(db, `select usage_log_id from public.start_usage($1, 'mic')`, [p.id])).usage_log_id),
    ];
    await Promise.all(Array.from({ length: 40 }, (_, i) => call(db, 'select * from public.charge_usage($1, 1.5)', [ids[i % 2]])));
    const r = await db.query<{ s: number; logs: number }>(
      `select round(credit_used * 60, 3)::float8 as s,
              (select sum(charged_seconds)::float8 from public.usage_logs where profile_id = $1) as logs
         from public.profile where id = $1`,
      [p.id],
    );
    expect(r.rows[0]).toEqual({ s: 60, logs: 60 });
  });

  test('concurrent renewals of one subscription refill the minutes once', async () => {
    const db = getDb();
    const p = await createAuthUser(db, 'renewals');
    const args = [p.id, 2, `sub_${p.id}`, 'active', '2025-05-01T00:00:00Z', '2025-06-01T00:00:00Z', `cus_${p.id.slice(0, 8)}`];
    const sql = 'select * from public.apply_subscription_state($1, $2, $3, $4, $5, $6, $7)';
    const results = await Promise.all(Array.from({ length: 8 }, () => call(db, sql, args)));
    expect(results.filter((r) => r.credits_reset).length).toBe(1);
  });
}
