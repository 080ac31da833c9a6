// Defines the row-level security tests against whichever database the caller provides, so
// PGlite (rls-matrix.test.ts) and PostgreSQL 15 (migrations-pg15.test.ts) run the same ones.
import { randomUUID } from 'node:crypto';
import type { Database } from '../../../emulators/db/types';
import { anon, asRole, service, withRole, type Actor, type Outcome, type Statement } from './as-role';
import { PREP_BEHAVIOUR_CASES, createPrepFixture, prepMatrixCases, prepTruncateCases, type PrepFixture } from './prep-rls-cases';
import { ROUND_BEHAVIOUR_CASES, createRoundFixture, roundMatrixCases, type RoundFixture } from './round-rls-cases';
import { SECOND_SCREEN_BEHAVIOUR_CASES, secondScreenFunctionCases } from './second-screen-function-cases';
import { createSecondScreenFixture, secondScreenMatrixCases, type SecondScreenFixture } from './second-screen-rls-cases';
import { BEHAVIOUR_CASES, PROFILE_COLUMN_CASES, functionCases, matrixCases, truncateCases, type Expect, type Who } from './rls-cases';
import { createAuthUser, createFixture, type Fixture } from './rls-fixture';

/** What runCase needs of a case: the main matrix's and the preparation tables' alike. */
interface RunnableCase<F extends Fixture> {
  who: Who;
  expect: string;
  setup?: (f: F) => Statement[];
  sql: string;
  params: (f: F) => unknown[];
}

function actorFor(who: Who, f: Fixture): Actor {
  return { anon, owner: f.owner.actor, other: f.other.actor, service }[who];
}

/** Classifies what happened, with the error message attached so a failure explains itself. */
export function classify(o: Outcome, isSelect: boolean): { outcome: Expect | string; message?: string } {
  if (!o.ok) {
    if (o.error.code === '42501') return { outcome: 'denied', message: o.error.message };
    if (o.error.code === '23514') return { outcome: 'invalid', message: o.error.message };
    return { outcome: `error ${o.error.code}`, message: o.error.message };
  }
  const count = isSelect ? o.rows.length : o.rowCount;
  return { outcome: count > 0 ? 'ok' : 'none' };
}

export async function runCase<F extends Fixture>(db: Database, f: F, c: RunnableCase<F>): Promise<{ outcome: Expect | string; message?: string }> {
  const o = await asRole(db, actorFor(c.who, f), c.sql, c.params(f), { setup: c.setup?.(f) });
  return classify(o, /^\s*select\b/i.test(c.sql));
}

/** Expectation message for a failed case: what was expected, what happened and why. */
function expectCase(result: { outcome: string; message?: string }, c: { expect: string }) {
  expect({ outcome: result.outcome, message: result.outcome === c.expect ? undefined : result.message }).toEqual({ outcome: c.expect, message: undefined });
}

export function defineRlsSuite(getDb: () => Database): void {
  let f: Fixture;
  let prep: PrepFixture;
  let rounds: RoundFixture;
  let screens: SecondScreenFixture;
  beforeAll(async () => {
    f = await createFixture(getDb());
    prep = await createPrepFixture(getDb(), f);
    rounds = await createRoundFixture(getDb(), prep);
    screens = await createSecondScreenFixture(getDb(), f);
  });

  describe('schema conventions', () => {
    const PUBLIC_TABLES = `select c.oid, c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
                            where n.nspname = 'public' and c.relkind in ('r', 'p')`;

    test('every public table has row-level security enabled', async () => {
      const r = await getDb().query(`select relname from pg_class where oid in (select oid from (${PUBLIC_TABLES}) t) and not relrowsecurity`);
      expect(r.rows).toEqual([]);
    });

    test('every public table and column has a comment', async () => {
      const r = await getDb().query(
        `select t.relname, a.attname from (${PUBLIC_TABLES}) t
           join pg_attribute a on a.attrelid = t.oid and a.attnum > 0 and not a.attisdropped
          where coalesce(col_description(t.oid, a.attnum), '') = ''
         union all
         select t.relname, '(table)' from (${PUBLIC_TABLES}) t where coalesce(obj_description(t.oid, 'pg_class'), '') = ''`,
      );
      expect(r.rows).toEqual([]);
    });

    test('every security definer function pins an empty search_path', async () => {
      const r = await getDb().query(
        `select p.proname, p.proconfig from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where n.nspname = 'public' and p.prosecdef and not coalesce('search_path=""' = any(p.proconfig), false)`,
      );
      expect(r.rows).toEqual([]);
    });

    test('visitors may execute no public function, users only delete_my_interview_data and session_stories (security invoker: it reads under their row-level security)', async () => {
      const r = await getDb().query<{ role: string; proname: string }>(
        `select r.role, p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
           cross join (values ('anon'), ('authenticated')) as r(role)
          where n.nspname = 'public' and p.prokind = 'f' and has_function_privilege(r.role, p.oid, 'execute')
          order by 1, 2`,
      );
      expect(r.rows).toEqual([
        { role: 'authenticated', proname: 'delete_my_interview_data' },
        { role: 'authenticated', proname: 'session_stories' },
      ]);
    });
  });

  describe('every table, every operation, every role', () => {
    test.each(matrixCases())('$name', async (c) => expectCase(await runCase(getDb(), f, c), c));
  });

  describe('profile columns a user may change', () => {
    test.each(PROFILE_COLUMN_CASES)('$name', async (c) => expectCase(await runCase(getDb(), f, c), c));
  });

  describe('named rules', () => {
    test.each(BEHAVIOUR_CASES)('$name', async (c) => expectCase(await runCase(getDb(), f, c), c));
  });

  describe('truncate', () => {
    test.each(truncateCases())('$name', async (c) => expectCase(await runCase(getDb(), f, c), c));
  });

  describe('preparation tables, every operation, every role', () => {
    test.each(prepMatrixCases())('$name', async (c) => expectCase(await runCase(getDb(), prep, c), c));
  });

  describe('preparation rules', () => {
    test.each(PREP_BEHAVIOUR_CASES)('$name', async (c) => expectCase(await runCase(getDb(), prep, c), c));
  });

  describe('preparation tables: truncate', () => {
    test.each(prepTruncateCases())('$name', async (c) => expectCase(await runCase(getDb(), prep, c), c));
  });

  describe('round tables, every operation, every role', () => {
    test.each(roundMatrixCases())('$name', async (c) => expectCase(await runCase(getDb(), rounds, c), c));
  });

  describe('round rules', () => {
    test.each(ROUND_BEHAVIOUR_CASES)('$name', async (c) => expectCase(await runCase(getDb(), rounds, c), c));
  });

  describe('second screen tables, every operation, every role', () => {
    test.each(secondScreenMatrixCases())('$name', async (c) => expectCase(await runCase(getDb(), screens, c), c));
  });

  describe('second screen rules', () => {
    test.each(SECOND_SCREEN_BEHAVIOUR_CASES)('$name', async (c) => expectCase(await runCase(getDb(), screens, c), c));
  });

  describe('second screen functions: only the server calls them', () => {
    test.each(secondScreenFunctionCases())('$name', async (c) => expectCase(await runCase(getDb(), screens, c), c));
  });

  describe('function EXECUTE grants', () => {
    test.each(functionCases())('$name', async (c) => expectCase(await runCase(getDb(), f, c), c));
  });

  describe('triggers', () => {
    test('a new auth user gets a profile on the free plan with their e-mail, nothing used and no screen thumbnails kept', async () => {
      const p = await createAuthUser(getDb(), 'fresh');
      const o = await asRole(getDb(), p.actor, 'select * from public.profile where id = $1', [p.id]);
      expect(o.ok && o.rows).toEqual([
        expect.objectContaining({
          id: p.id,
          email: p.email,
          plan_id: 1,
          is_onboarded: false,
          guided_onboarded: false,
          keep_screen_thumbnails: false,
          has_resume: false,
          has_jobdescription: false,
          credits_reset_at: null,
        }),
      ]);
      expect(o.ok && Number(o.rows[0].credit_used)).toBe(0);
    });

    test('changing the auth e-mail changes the profile e-mail', async () => {
      const p = await createAuthUser(getDb(), 'mover');
      const email = `moved-${randomUUID().slice(0, 8)}@example.test`;
      await getDb().query('update auth.users set email = $2 where id = $1', [p.id, email]);
      const rows = (await getDb().query('select email from public.profile where id = $1', [p.id])).rows;
      expect(rows).toEqual([{ email }]);
    });

    test('deleting the auth user deletes their profile and everything they own', async () => {
      const db = getDb();
      const p = await createAuthUser(db, 'leaver');
      await db.query(`insert into public.resume (profile_id, resume) values ($1, 'R')`, [p.id]);
      await db.query(`insert into public.job_description (profile_id, job_description) values ($1, 'J')`, [p.id]);
      const story = await db.query<{ id: string }>(`insert into public.story (profile_id, title) values ($1, 'S') returning id`, [p.id]);
      await db.query(`insert into public.usage_logs (profile_id) values ($1)`, [p.id]);
      const app = await db.query<{ id: string }>(`insert into public.job_application (profile_id, company) values ($1, 'Acme') returning id`, [p.id]);
      const s = await db.query<{ id: string }>(`insert into public.interview_session (profile_id, application_id) values ($1, $2) returning id`, [p.id, app.rows[0].id]);
      await db.query(`insert into public.interview_turn (session_id, profile_id) values ($1, $2)`, [s.rows[0].id, p.id]);
      const told = JSON.stringify([{ story_id: story.rows[0].id, said: true }]);
      const figures = JSON.stringify([{ story_id: story.rows[0].id, figure: '40%', value: '%40', unit: '%', origin: 'said' }]);
      await db.query('select public.record_round($1, $2, $3::jsonb, $4::jsonb)', [p.id, s.rows[0].id, told, figures]);
      const recorded = await db.query<{ n: string }>('select ((select count(*) from public.told_story where profile_id = $1) + (select count(*) from public.claimed_figure where profile_id = $1))::text as n', [p.id]);
      expect(recorded.rows[0].n).toBe('2');
      await db.query('delete from auth.users where id = $1', [p.id]);
      const left = await db.query<{ n: string }>(
        `select ((select count(*) from public.profile where id = $1) + (select count(*) from public.resume where profile_id = $1)
          + (select count(*) from public.usage_logs where profile_id = $1) + (select count(*) from public.interview_turn where profile_id = $1)
          + (select count(*) from public.resume_version where profile_id = $1) + (select count(*) from public.job_application where profile_id = $1)
          + (select count(*) from public.story where profile_id = $1) + (select count(*) from public.interview_round where profile_id = $1)
          + (select count(*) from public.told_story where profile_id = $1) + (select count(*) from public.claimed_figure where profile_id = $1))::text as n`,
        [p.id],
      );
      expect(left.rows[0].n).toBe('0');
    });

    const flagCases = [
      { table: 'resume', column: 'resume', flag: 'has_resume' },
      { table: 'job_description', column: 'job_description', flag: 'has_jobdescription' },
    ];
    describe.each(flagCases)('$flag', ({ table, column, flag }) => {
      async function flagAfter(p: { id: string; actor: Actor }, statements: string[], text = ''): Promise<unknown> {
        return withRole(getDb(), p.actor, async (tx) => {
          for (const sql of statements) await tx.query(sql, sql.includes('$2') ? [p.id, text] : [p.id]);
          return (await tx.query(`select ${flag} as v from public.profile where id = $1`, [p.id])).rows[0].v;
        });
      }
      const save = `insert into public.${table} (profile_id, ${column}) values ($1, $2) on conflict (profile_id) do update set ${column} = excluded.${column}`;

      test(`saving a non-blank ${table} sets ${flag}`, async () => {
        const p = await createAuthUser(getDb(), 'saver');
        expect(await flagAfter(p, [save], 'Ten years of Rust')).toBe(true);
      });
      test(`saving a blank ${table} leaves ${flag} false`, async () => {
        const p = await createAuthUser(getDb(), 'blank');
        expect(await flagAfter(p, [save], ' \n\t ')).toBe(false);
      });
      test(`blanking the ${table} clears ${flag}`, async () => {
        const p = await createAuthUser(getDb(), 'blanker');
        expect(await flagAfter(p, [save, `update public.${table} set ${column} = '' where profile_id = $1`], 'Text')).toBe(false);
      });
      test(`deleting the ${table} clears ${flag}`, async () => {
        const p = await createAuthUser(getDb(), 'deleter');
        expect(await flagAfter(p, [save, `delete from public.${table} where profile_id = $1`], 'Text')).toBe(false);
      });
    });
  });

  describe('interview history integrity', () => {
    test('a turn cannot name a different owner than its session', async () => {
      const o = await asRole(getDb(), service, `insert into public.interview_turn (session_id, profile_id) values ($1, $2)`, [f.sessionId, f.other.id]);
      expect(o.ok ? 'ok' : o.error.code).toBe('23503');
    });

    test('deleting a session deletes its turns and the names given to its panel', async () => {
      const left = await withRole(getDb(), f.owner.actor, async (tx) => {
        await tx.query('delete from public.interview_session where id = $1', [f.sessionId]);
        const turns = await tx.query('select id from public.interview_turn where session_id = $1', [f.sessionId]);
        const speakers = await tx.query('select speaker from public.interview_speaker where session_id = $1', [f.sessionId]);
        return [...turns.rows, ...speakers.rows];
      });
      expect(left).toEqual([]);
    });

    test("a panel's voice cannot name a different owner than its session", async () => {
      const o = await asRole(getDb(), service, `insert into public.interview_speaker (session_id, profile_id, speaker) values ($1, $2, 3)`, [f.sessionId, f.other.id]);
      expect(o.ok ? 'ok' : o.error.code).toBe('23503');
    });
  });
}
