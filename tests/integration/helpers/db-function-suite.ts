// Tests of the server-side SQL functions (metering, Stripe sync, data deletion), defined
// against whichever database the caller provides: PGlite in db-functions.test.ts and
// PostgreSQL 15 in migrations-pg15.test.ts. Each test makes its own users.
import type { Database } from '../../../emulators/db/types';
import { anon, asRole, service, withRole } from './as-role';
import { createAuthUser, type Person } from './rls-fixture';
import { defineRoundFunctionSuite } from './round-function-suite';

const FREE_MSG = 'Your free trial minutes are used up. Choose a plan to keep using Cuecard AI.';

/** The functions are called by the server with the service role, as the ws-server and webhook do. */
async function call<T = Record<string, unknown>>(db: Database, sql: string, params: unknown[] = []): Promise<T[]> {
  const o = await asRole(db, service, sql, params, { commit: true });
  if (!o.ok) throw o.error;
  return o.rows as T[];
}

/** credit_used in seconds (rounded to the millisecond), plan and reset stamp, read as the superuser. */
async function profileState(db: Database, id: string) {
  const r = await db.query<{ seconds: number; plan_id: number; credits_reset_at: Date | null; has_resume: boolean; has_jobdescription: boolean }>(
    `select round(credit_used * 60, 3)::float8 as seconds, plan_id, credits_reset_at, has_resume, has_jobdescription
       from public.profile where id = $1`,
    [id],
  );
  return r.rows[0];
}

async function startUsage(db: Database, p: Person, source = 'tab') {
  const [row] = await call<{ usage_log_id: unknown; credit_used: unknown; credits: unknown; expire_msg: string; allowed: boolean }>(
    db,
    'select * from public.start_usage($1, $2)',
    [p.id, source],
  );
  return { ...row, usage_log_id: row.usage_log_id == null ? null : Number(row.usage_log_id), credit_used: Number(row.credit_used), credits: Number(row.credits) };
}

async function charge(db: Database, fn: 'charge_usage' | 'end_usage', usageLogId: number, seconds: number) {
  const [row] = await call<{ credit_used: unknown; credits: unknown; limit_reached: boolean; expire_msg: string }>(
    db,
    `select * from public.${fn}($1, $2)`,
    [usageLogId, seconds],
  );
  return { ...row, credit_used: Number(row.credit_used), credits: Number(row.credits) };
}

async function setCreditUsedMinutes(db: Database, p: Person, minutes: number) {
  await db.query('update public.profile set credit_used = $2 where id = $1', [p.id, minutes]);
}

async function refusal(db: Database, sql: string, params: unknown[]): Promise<string> {
  const o = await asRole(db, service, sql, params);
  return o.ok ? 'ok' : o.error.code;
}

export function defineDbFunctionSuite(getDb: () => Database): void {
  defineRoundFunctionSuite(getDb);
  describe('start_usage', () => {
    test('opens a running tab session and reports usage, limit and message', async () => {
      const db = getDb();
      const p = await createAuthUser(db, 'starter');
      const s = await startUsage(db, p);
      expect(s).toEqual({ usage_log_id: expect.any(Number), credit_used: 0, credits: 30, expire_msg: FREE_MSG, allowed: true });
      const row = (await db.query('select profile_id, source, end_time, charged_seconds::float8 as s from public.usage_logs where id = $1', [s.usage_log_id])).rows;
      expect(row).toEqual([{ profile_id: p.id, source: 'tab', end_time: null, s: 0 }]);
    });

    test('refuses, without a usage row, at the limit and over it', async () => {
      const db = getDb();
      const p = await createAuthUser(db, 'broke');
      for (const minutes of [30, 31.5]) {
        await setCreditUsedMinutes(db, p, minutes);
        const s = await startUsage(db, p);
        expect(s).toEqual({ usage_log_id: null, credit_used: minutes, credits: 30, expire_msg: FREE_MSG, allowed: false });
      }
      const count = await db.query<{ n: string }>('select count(*)::text as n from public.usage_logs where profile_id = $1', [p.id]);
      expect(count.rows[0].n).toBe('0');
    });

    test('allows a start with one second left', async () => {
      const db = getDb();
      const p = await createAuthUser(db, 'lastsecond');
      await setCreditUsedMinutes(db, p, 1799 / 60);
      expect((await startUsage(db, p, 'mic')).allowed).toBe(true);
    });

    test('rejects an unknown source and an unknown profile', async () => {
      const db = getDb();
      const p = await createAuthUser(db, 'badsource');
      expect(await refusal(db, `select * from public.start_usage($1, 'screen')`, [p.id])).toBe('22023');
      expect(await refusal(db, `select * from public.start_usage($1, 'tab')`, ['00000000-0000-0000-0000-000000000000'])).toBe('P0002');
    });
  });

  describe('charge_usage and end_usage', () => {
    test('charge to the second: 61 s + 59 s is exactly 2 minutes, end adds 30 s more', async () => {
      const db = getDb();
      const p = await createAuthUser(db, 'charger');
      const { usage_log_id: id } = await startUsage(db, p);
      const first = await charge(db, 'charge_usage', id!, 61);
      expect(first.limit_reached).toBe(false);
      expect((await profileState(db, p.id)).seconds).toBe(61);
      expect((await charge(db, 'charge_usage', id!, 59)).credit_used).toBe(2);
      const end = await charge(db, 'end_usage', id!, 30);
      expect(end).toEqual({ credit_used: 2.5, credits: 30, limit_reached: false, expire_msg: FREE_MSG });
      const log = await db.query('select charged_seconds::float8 as s, time_elapsed::float8 as m, end_time is not null as ended from public.usage_logs where id = $1', [id]);
      expect(log.rows).toEqual([{ s: 150, m: 2.5, ended: true }]);
    });

    test('ninety one-second charges add up to exactly 1.5 minutes (no rounding drift)', async () => {
      const db = getDb();
      const p = await createAuthUser(db, 'ticker');
      const { usage_log_id: id } = await startUsage(db, p);
      for (let i = 0; i < 90; i++) await charge(db, 'charge_usage', id!, 1);
      expect((await profileState(db, p.id)).seconds).toBe(90);
      const [row] = await call<{ m: string }>(db, 'select credit_used::text as m from public.profile where id = $1', [p.id]);
      expect(Number(row.m)).toBe(1.5);
    });

    test('fractional seconds are kept to the millisecond', async () => {
      const db = getDb();
      const p = await createAuthUser(db, 'fraction');
      const { usage_log_id: id } = await startUsage(db, p);
      await charge(db, 'charge_usage', id!, 0.25);
      await charge(db, 'charge_usage', id!, 0.5004);
      expect((await profileState(db, p.id)).seconds).toBe(0.75);
    });

    test('reports limit_reached once the plan’s minutes are used, with the plan’s message', async () => {
      const db = getDb();
      const p = await createAuthUser(db, 'limit');
      const { usage_log_id: id } = await startUsage(db, p);
      expect((await charge(db, 'charge_usage', id!, 1799)).limit_reached).toBe(false);
      expect(await charge(db, 'charge_usage', id!, 1)).toEqual({ credit_used: 30, credits: 30, limit_reached: true, expire_msg: FREE_MSG });
      // Time already spent is still charged past the limit: the server closes the session.
      expect(await charge(db, 'end_usage', id!, 12)).toEqual({ credit_used: 30.2, credits: 30, limit_reached: true, expire_msg: FREE_MSG });
      expect((await startUsage(db, p)).allowed).toBe(false);
    });

    test('ending twice charges nothing more, and charging after the end is refused (P0004), so its socket ends', async () => {
      const db = getDb();
      const p = await createAuthUser(db, 'twice');
      const { usage_log_id: id } = await startUsage(db, p);
      await charge(db, 'end_usage', id!, 45);
      await charge(db, 'end_usage', id!, 45);
      await expect(charge(db, 'charge_usage', id!, 45)).rejects.toMatchObject({ code: 'P0004' });
      expect((await profileState(db, p.id)).seconds).toBe(45);
    });

    test('two sessions of one user both count against the same minutes', async () => {
      const db = getDb();
      const p = await createAuthUser(db, 'twotabs');
      const a = (await startUsage(db, p, 'tab')).usage_log_id!;
      const b = (await startUsage(db, p, 'mic')).usage_log_id!;
      await charge(db, 'charge_usage', a, 60);
      await charge(db, 'charge_usage', b, 30);
      await charge(db, 'end_usage', a, 10);
      expect((await charge(db, 'end_usage', b, 20)).credit_used).toBe(2);
    });

    test('refuses negative seconds and unknown usage rows', async () => {
      const db = getDb();
      const p = await createAuthUser(db, 'negative');
      const { usage_log_id: id } = await startUsage(db, p);
      expect(await refusal(db, 'select * from public.charge_usage($1, -5)', [id])).toBe('22023');
      expect(await refusal(db, 'select * from public.end_usage($1, 5)', [-1])).toBe('P0002');
    });
  });

  describe('apply_subscription_state', () => {
    const T1 = '2025-01-10T00:00:00Z';
    const T2 = '2025-02-10T00:00:00Z';
    const T3 = '2025-03-10T00:00:00Z';
    const later = (t: string) => new Date(Date.parse(t) + 31 * 86400_000).toISOString();
    async function apply(db: Database, p: Person, plan: number | null, sub: string, status: string, start: string, extra: { cancelAtPeriodEnd?: boolean } = {}) {
      const [row] = await call<{ plan_id: number; credit_used: unknown; credits: unknown; credits_reset: boolean }>(
        db,
        `select * from public.apply_subscription_state($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [p.id, plan, sub, status, start, later(start), `cus_${p.id.slice(0, 8)}`, plan ? `price_plan_${plan}` : null, extra.cancelAtPeriodEnd ?? false],
      );
      return { plan_id: row.plan_id, credit_used: Number(row.credit_used), credits: Number(row.credits), credits_reset: row.credits_reset };
    }

    test('a first paid period moves the user to the plan and refills their minutes', async () => {
      const db = getDb();
      const p = await createAuthUser(db, 'buyer');
      await setCreditUsedMinutes(db, p, 25);
      const sub = `sub_${p.id}`;
      expect(await apply(db, p, 2, sub, 'active', T1)).toEqual({ plan_id: 2, credit_used: 0, credits: 600, credits_reset: true });
      const state = await profileState(db, p.id);
      expect(state.credits_reset_at?.toISOString()).toBe(new Date(T1).toISOString());
      const rows = await db.query(
        `select c.stripe_customer_id, s.status, s.plan_id, s.stripe_price_id from public.billing_subscription s
           join public.billing_customer c on c.profile_id = s.profile_id where s.stripe_subscription_id = $1`,
        [sub],
      );
      expect(rows.rows).toEqual([{ stripe_customer_id: `cus_${p.id.slice(0, 8)}`, status: 'active', plan_id: 2, stripe_price_id: 'price_plan_2' }]);
    });

    test('a redelivered event for the same period does not refill again; a renewal does', async () => {
      const db = getDb();
      const p = await createAuthUser(db, 'renewer');
      const sub = `sub_${p.id}`;
      await apply(db, p, 2, sub, 'active', T1);
      await setCreditUsedMinutes(db, p, 100);
      expect(await apply(db, p, 2, sub, 'active', T1)).toEqual({ plan_id: 2, credit_used: 100, credits: 600, credits_reset: false });
      expect(await apply(db, p, 2, sub, 'active', T2)).toEqual({ plan_id: 2, credit_used: 0, credits: 600, credits_reset: true });
    });

    test('an upgrade within the period raises the limit and keeps the minutes used', async () => {
      const db = getDb();
      const p = await createAuthUser(db, 'upgrader');
      const sub = `sub_${p.id}`;
      await apply(db, p, 2, sub, 'active', T1);
      await setCreditUsedMinutes(db, p, 590);
      expect(await apply(db, p, 3, sub, 'active', T1)).toEqual({ plan_id: 3, credit_used: 590, credits: 1800, credits_reset: false });
    });

    test('past_due keeps the plan but refills only once the period is paid', async () => {
      const db = getDb();
      const p = await createAuthUser(db, 'latepayer');
      const sub = `sub_${p.id}`;
      await apply(db, p, 2, sub, 'active', T1);
      await setCreditUsedMinutes(db, p, 600);
      expect(await apply(db, p, 2, sub, 'past_due', T2)).toEqual({ plan_id: 2, credit_used: 600, credits: 600, credits_reset: false });
      expect(await apply(db, p, 2, sub, 'active', T2)).toEqual({ plan_id: 2, credit_used: 0, credits: 600, credits_reset: true });
    });

    test('cancel at period end keeps the plan; canceled returns to plan 1 without refilling', async () => {
      const db = getDb();
      const p = await createAuthUser(db, 'leaver');
      const sub = `sub_${p.id}`;
      await apply(db, p, 2, sub, 'active', T1);
      await setCreditUsedMinutes(db, p, 42);
      expect((await apply(db, p, 2, sub, 'active', T1, { cancelAtPeriodEnd: true })).plan_id).toBe(2);
      expect(await apply(db, p, 2, sub, 'canceled', T1)).toEqual({ plan_id: 1, credit_used: 42, credits: 30, credits_reset: false });
      expect((await startUsage(db, p)).allowed).toBe(false);
    });

    test('a late event for an old canceled subscription does not undo a newer one', async () => {
      const db = getDb();
      const p = await createAuthUser(db, 'switcher');
      await apply(db, p, 2, `sub_old_${p.id}`, 'active', T1);
      await apply(db, p, 3, `sub_new_${p.id}`, 'active', T3);
      expect((await apply(db, p, 2, `sub_old_${p.id}`, 'canceled', T1)).plan_id).toBe(3);
    });

    test('refuses an unknown plan or profile', async () => {
      const db = getDb();
      const p = await createAuthUser(db, 'unknown');
      const sql = `select * from public.apply_subscription_state($1, $2, 'sub_x', 'active', now(), now(), 'cus_x')`;
      expect(await refusal(db, sql, [p.id, 77])).toBe('22023');
      expect(await refusal(db, sql, ['00000000-0000-0000-0000-000000000000', 2])).toBe('P0002');
    });
  });

  describe('record_stripe_event', () => {
    test('is true the first time and false for a redelivery', async () => {
      const db = getDb();
      const id = `evt_${Date.now()}_${Math.random().toString(36).slice(2)}`;
      const first = await call<{ r: boolean }>(db, `select public.record_stripe_event($1, 'invoice.paid') as r`, [id]);
      const again = await call<{ r: boolean }>(db, `select public.record_stripe_event($1, 'invoice.paid') as r`, [id]);
      expect([first[0].r, again[0].r]).toEqual([true, false]);
      await call(db, 'select public.mark_stripe_event_processed($1)', [id]);
      const rows = await db.query('select type, processed_at is not null as done from public.stripe_event where id = $1', [id]);
      expect(rows.rows).toEqual([{ type: 'invoice.paid', done: true }]);
    });
  });

  describe('delete_my_interview_data', () => {
    async function giveData(db: Database, p: Person) {
      await db.query(`insert into public.resume (profile_id, resume) values ($1, 'R')`, [p.id]);
      await db.query(`insert into public.job_description (profile_id, job_description) values ($1, 'J')`, [p.id]);
      const u = await db.query<{ id: unknown }>(`insert into public.usage_logs (profile_id) values ($1) returning id`, [p.id]);
      const s = await db.query<{ id: string }>(`insert into public.interview_session (profile_id, usage_log_id) values ($1, $2) returning id`, [p.id, u.rows[0].id]);
      await db.query(`insert into public.interview_turn (session_id, profile_id, question) values ($1, $2, 'Q')`, [s.rows[0].id, p.id]);
      // The resume and job description above made the main version and application; add a
      // second of each, a story, and its link to an application.
      const v = await db.query<{ id: string }>(`insert into public.resume_version (profile_id, name) values ($1, 'Second') returning id`, [p.id]);
      const a = await db.query<{ id: string }>(`insert into public.job_application (profile_id, company, resume_version_id) values ($1, 'Acme', $2) returning id`, [p.id, v.rows[0].id]);
      const st = await db.query<{ id: string }>(`insert into public.story (profile_id, title) values ($1, 'Story') returning id`, [p.id]);
      await db.query('insert into public.story_application (story_id, application_id, profile_id) values ($1, $2, $3)', [st.rows[0].id, a.rows[0].id, p.id]);
      await db.query('update public.interview_session set application_id = $2 where id = $1', [s.rows[0].id, a.rows[0].id]);
    }
    async function counts(db: Database, p: Person) {
      const r = await db.query<{ c: string }>(
        `select concat_ws(',', (select count(*) from public.resume where profile_id = $1), (select count(*) from public.job_description where profile_id = $1),
           (select count(*) from public.interview_session where profile_id = $1), (select count(*) from public.interview_turn where profile_id = $1),
           (select count(*) from public.usage_logs where profile_id = $1), (select count(*) from public.resume_version where profile_id = $1),
           (select count(*) from public.job_application where profile_id = $1), (select count(*) from public.story where profile_id = $1),
           (select count(*) from public.story_application where profile_id = $1)) as c`,
        [p.id],
      );
      // resume, job description, sessions, turns, usage rows, resume versions, applications, stories, story links
      return r.rows[0].c;
    }

    test('deletes the caller’s resume, job description, history, resume versions, applications and stories, keeps usage, leaves others alone', async () => {
      const db = getDb();
      const me = await createAuthUser(db, 'forgetme');
      const them = await createAuthUser(db, 'keepme');
      await giveData(db, me);
      await giveData(db, them);
      expect([await counts(db, me), await counts(db, them)]).toEqual(['1,1,1,1,1,2,2,1,1', '1,1,1,1,1,2,2,1,1']);
      const o = await asRole(db, me.actor, 'select public.delete_my_interview_data()', [], { commit: true });
      expect(o.ok).toBe(true);
      expect(await counts(db, me)).toBe('0,0,0,0,1,0,0,0,0');
      expect(await counts(db, them)).toBe('1,1,1,1,1,2,2,1,1');
      const state = await profileState(db, me.id);
      expect([state.has_resume, state.has_jobdescription]).toEqual([false, false]);
      expect((await profileState(db, them.id)).has_resume).toBe(true);
    });

    test('refuses a visitor', async () => {
      const o = await asRole(getDb(), anon, 'select public.delete_my_interview_data()');
      expect(o.ok ? 'ok' : o.error.code).toBe('42501');
    });
  });

  describe('who may execute', () => {
    const serverOnly = [
      `select * from public.start_usage('00000000-0000-0000-0000-000000000000', 'tab')`,
      'select * from public.charge_usage(1, 1)',
      'select * from public.end_usage(1, 1)',
      `select public.record_stripe_event('evt_x', 't')`,
      `select public.mark_stripe_event_processed('evt_x')`,
      `select * from public.apply_subscription_state('00000000-0000-0000-0000-000000000000', 2, 'sub_x', 'active', now(), now(), 'cus_x')`,
    ];
    test.each(serverOnly)('a signed-in user and a visitor get permission denied: %s', async (sql) => {
      const db = getDb();
      const p = await createAuthUser(db, 'caller');
      for (const actor of [p.actor, anon]) {
        const o = await asRole(db, actor, sql);
        expect(o.ok ? 'ok' : o.error.code).toBe('42501');
      }
    });

    test('a user cannot reach record_usage_seconds directly either', async () => {
      const db = getDb();
      const p = await createAuthUser(db, 'sneaky');
      const o = await withRole(db, p.actor, async (tx) => tx.query('select * from public.record_usage_seconds(1, 1, false)').then(() => 'ok', (e) => e.code));
      expect(o).toBe('42501');
    });
  });
}
