// record_round: how a round gets its number and how a session's record merges, defined against
// whichever database the caller provides (PGlite in db-functions.test.ts, PostgreSQL 15 in
// migrations-pg15.test.ts). Each test makes its own user, application and sessions.
import type { Database } from '../../../emulators/db/types';
import { asRole, service } from './as-role';
import { createAuthUser, type Person } from './rls-fixture';

interface Told {
  story_id: string;
  said?: boolean;
  shown?: boolean;
}

async function one<T = { id: string }>(db: Database, sql: string, params: unknown[]): Promise<T> {
  const r = await db.query<T & Record<string, unknown>>(sql, params);
  return r.rows[0];
}

/** record_round as the ws-server calls it: the service role. */
async function record(db: Database, p: Person, sessionId: string, told: Told[] = [], figures: unknown[] = []): Promise<{ round_id: string; round_number: number }[]> {
  const o = await asRole(db, service, 'select * from public.record_round($1, $2, $3::jsonb, $4::jsonb)', [p.id, sessionId, JSON.stringify(told), JSON.stringify(figures)], { commit: true });
  if (!o.ok) throw o.error;
  return o.rows as { round_id: string; round_number: number }[];
}

async function setUp(db: Database, round = '') {
  const p = await createAuthUser(db, 'rounds');
  const application = (await one(db, `insert into public.job_application (profile_id, company, round) values ($1, 'Acme', $2) returning id`, [p.id, round])).id;
  const story = (await one(db, `insert into public.story (profile_id, title) values ($1, 'Ledger migration') returning id`, [p.id])).id;
  const session = async (startedAt: string) =>
    (await one(db, `insert into public.interview_session (profile_id, kind, application_id, started_at) values ($1, 'live', $2, $3) returning id`, [p.id, application, startedAt])).id;
  return { p, application, story, session };
}

const numberOf = async (db: Database, p: Person, sessionId: string) => (await record(db, p, sessionId))[0]?.round_number;

export function defineRoundFunctionSuite(getDb: () => Database): void {
  describe('record_round', () => {
    test('an application’s rounds count up, one per interview held days apart', async () => {
      const db = getDb();
      const { p, session } = await setUp(db);
      expect(await numberOf(db, p, await session('2026-11-28T15:00:00Z'))).toBe(1);
      expect(await numberOf(db, p, await session('2026-12-05T15:00:00Z'))).toBe(2);
    });

    test('an interview restarted within 12 hours under the same round field is the same round', async () => {
      const db = getDb();
      const { p, session } = await setUp(db, 'Phone screen');
      expect(await numberOf(db, p, await session('2026-11-28T15:00:00Z'))).toBe(1);
      expect(await numberOf(db, p, await session('2026-11-28T15:20:00Z'))).toBe(1);
      expect(await numberOf(db, p, await session('2026-11-29T15:00:00Z'))).toBe(2);
    });

    test('a number standing alone in the round field is the round; a year is not', async () => {
      const db = getDb();
      const { p, application, session } = await setUp(db, 'Round 3: onsite');
      expect(await numberOf(db, p, await session('2026-11-28T15:00:00Z'))).toBe(3);
      await db.query(`update public.job_application set round = 'Final 2026' where id = $1`, [application]);
      expect(await numberOf(db, p, await session('2026-12-10T15:00:00Z'))).toBe(4);
    });

    test('the round is held when its session started, under the round field it had then', async () => {
      const db = getDb();
      const { p, application, session } = await setUp(db, 'Onsite');
      const id = await session('2026-11-28T15:00:00Z');
      await record(db, p, id);
      await db.query(`update public.job_application set round = 'Offer' where id = $1`, [application]);
      await record(db, p, id);
      const rows = (await db.query<{ held_at: Date; round_label: string }>('select held_at, round_label from public.interview_round where session_id = $1', [id])).rows;
      expect(rows).toHaveLength(1);
      expect(new Date(rows[0].held_at).toISOString()).toBe('2026-11-28T15:00:00.000Z');
      expect(rows[0].round_label).toBe('Onsite');
    });

    test('recording a session again merges: a story said and then shown is one row, a figure said twice is one', async () => {
      const db = getDb();
      const { p, story, session } = await setUp(db);
      const id = await session('2026-11-28T15:00:00Z');
      const figure = { story_id: story, figure: '40%', value: '%40', unit: '%', context: 'cut costs by 40%', origin: 'said' };
      const first = await record(db, p, id, [{ story_id: story, said: true }], [figure]);
      const again = await record(db, p, id, [{ story_id: story, shown: true }, { story_id: story, said: true }], [figure, figure, { ...figure, story_id: null }]);
      expect(again).toEqual(first);
      const told = (await db.query('select said, shown from public.told_story where round_id = $1', [first[0].round_id])).rows;
      expect(told).toEqual([{ said: true, shown: true }]);
      const figures = (await db.query<{ story_id: string | null }>('select story_id from public.claimed_figure where round_id = $1 order by story_id nulls last', [first[0].round_id])).rows;
      expect(figures.map((f) => f.story_id)).toEqual([story, null]);
    });

    test('a round keeps at most 200 figures, the new ones of a later call included', async () => {
      const db = getDb();
      const { p, session } = await setUp(db);
      const id = await session('2026-11-28T15:00:00Z');
      const figures = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ story_id: null, figure: String(from + i), value: String(from + i), origin: 'said' }));
      await record(db, p, id, [], figures(1, 150));
      // The 150 already recorded come back with each call; only new ones count against what is left.
      await record(db, p, id, [], [...figures(1, 150), ...figures(1000, 30)]);
      await record(db, p, id, [], [...figures(1, 150), ...figures(2000, 50)]);
      const { n } = await one<{ n: number }>(db, 'select count(*)::int as n from public.claimed_figure f join public.interview_round r on r.id = f.round_id where r.session_id = $1', [id]);
      expect(n).toBe(200);
      const kept = await one<{ n: number }>(db, `select count(*)::int as n from public.claimed_figure f join public.interview_round r on r.id = f.round_id where r.session_id = $1 and f.value::int >= 1000`, [id]);
      expect(kept.n).toBe(50);
    });
  });
}
