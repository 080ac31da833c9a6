// Row-level security and grants on what each round recorded (interview_round, told_story,
// claimed_figure), and the rules of record_round, the one way rows get in. Run by rls-suite.ts
// beside the main matrix, so PGlite and PostgreSQL 15 prove the same rules.
import type { Database } from '../../../emulators/db/types';
import type { Statement } from './as-role';
import type { MatrixRow, Op } from './rls-cases';
import { tableMatrixCases } from './rls-cases';
import type { PrepCase, PrepFixture } from './prep-rls-cases';

/** The preparation fixture plus a round of the owner's application with a told story and a figure, and one of the other user's. */
export interface RoundFixture extends PrepFixture {
  ownerRoundSessionId: string;
  ownerRoundId: string;
  /** A second live session of the owner's application, with no round yet. */
  ownerSpareSessionId: string;
  /** A story of the owner's not told in the round. */
  ownerUntoldStoryId: string;
  otherRoundSessionId: string;
}

export type RoundCase = Omit<PrepCase, 'setup' | 'params' | 'expect'> & {
  /** 22023: record_round refused its arguments. */
  expect: PrepCase['expect'] | 'error 22023';
  setup?: (f: RoundFixture) => Statement[];
  params: (f: RoundFixture) => unknown[];
};

async function one(db: Database, sql: string, params: unknown[]): Promise<string> {
  const r = await db.query<{ id: string }>(sql, params);
  if (r.rows.length !== 1) throw new Error(`fixture: expected one row from ${sql.slice(0, 60)}`);
  return r.rows[0].id;
}

const liveSession = (db: Database, profileId: string, applicationId: string) =>
  one(db, `insert into public.interview_session (profile_id, source, mode, kind, application_id) values ($1, 'both', 'auto', 'live', $2) returning id`, [profileId, applicationId]);

/** Written as the superuser; the round goes through record_round as the ws-server's would. */
export async function createRoundFixture(db: Database, f: PrepFixture): Promise<RoundFixture> {
  const ownerRoundSessionId = await liveSession(db, f.owner.id, f.ownerApplicationId);
  const told = JSON.stringify([{ story_id: f.ownerStoryId, said: true, shown: false }]);
  const figures = JSON.stringify([{ story_id: f.ownerStoryId, figure: '40%', value: '%40', unit: '%', context: 'cut costs by 40%', origin: 'said' }]);
  const ownerRoundId = await one(db, 'select round_id as id from public.record_round($1, $2, $3::jsonb, $4::jsonb)', [f.owner.id, ownerRoundSessionId, told, figures]);
  const otherRoundSessionId = await liveSession(db, f.other.id, f.otherApplicationId);
  await db.query('select public.record_round($1, $2, $3::jsonb, $4::jsonb)', [f.other.id, otherRoundSessionId, JSON.stringify([{ story_id: f.otherStoryId, shown: true }]), '[]']);
  return {
    ...f,
    ownerRoundSessionId,
    ownerRoundId,
    ownerSpareSessionId: await liveSession(db, f.owner.id, f.ownerApplicationId),
    ownerUntoldStoryId: await one(db, `insert into public.story (profile_id, title) values ($1, 'Untold story') returning id`, [f.owner.id]),
    otherRoundSessionId,
  };
}

type Spec = Omit<RoundCase, 'name' | 'who' | 'expect'>;

// What each operation does to the owner's row.
const statements: Record<string, Record<Op, Spec>> = {
  interview_round: {
    select: { sql: 'select * from public.interview_round where id = $1', params: (f) => [f.ownerRoundId] },
    insert: {
      sql: `insert into public.interview_round (profile_id, application_id, session_id, round_number, held_at) values ($1, $2, $3, 2, now())`,
      params: (f) => [f.owner.id, f.ownerApplicationId, f.ownerSpareSessionId],
    },
    update: { sql: 'update public.interview_round set round_number = 7 where id = $1', params: (f) => [f.ownerRoundId] },
    delete: { sql: 'delete from public.interview_round where id = $1', params: (f) => [f.ownerRoundId] },
  },
  told_story: {
    select: { sql: 'select * from public.told_story where round_id = $1', params: (f) => [f.ownerRoundId] },
    insert: {
      sql: 'insert into public.told_story (round_id, application_id, profile_id, story_id, shown) values ($1, $2, $3, $4, true)',
      params: (f) => [f.ownerRoundId, f.ownerApplicationId, f.owner.id, f.ownerUntoldStoryId],
    },
    update: { sql: 'update public.told_story set shown = true where round_id = $1', params: (f) => [f.ownerRoundId] },
    delete: { sql: 'delete from public.told_story where round_id = $1', params: (f) => [f.ownerRoundId] },
  },
  claimed_figure: {
    select: { sql: 'select * from public.claimed_figure where round_id = $1', params: (f) => [f.ownerRoundId] },
    insert: {
      sql: `insert into public.claimed_figure (round_id, application_id, profile_id, story_id, figure, value, unit, origin) values ($1, $2, $3, $4, '60%', '%60', '%', 'said')`,
      params: (f) => [f.ownerRoundId, f.ownerApplicationId, f.owner.id, f.ownerStoryId],
    },
    update: { sql: `update public.claimed_figure set figure = '90%', value = '%90' where round_id = $1`, params: (f) => [f.ownerRoundId] },
    delete: { sql: 'delete from public.claimed_figure where round_id = $1', params: (f) => [f.ownerRoundId] },
  },
};

// The record is what the server heard and showed: the owner reads it and may delete it, never writes it.
const OWNER_READS_AND_DELETES: Record<Op, MatrixRow> = {
  select: ['denied', 'ok', 'none', 'ok'],
  insert: ['denied', 'denied', 'denied', 'ok'],
  update: ['denied', 'denied', 'denied', 'ok'],
  delete: ['denied', 'ok', 'none', 'ok'],
};
export const ROUND_TABLES = Object.keys(statements);

/** One case per round table, operation and role, and truncate refused to visitors and users. */
export function roundMatrixCases(): RoundCase[] {
  return tableMatrixCases(Object.fromEntries(ROUND_TABLES.map((table) => [table, OWNER_READS_AND_DELETES])), statements);
}

const record = (f: RoundFixture, profileId: string, sessionId: string, told: unknown[], figures: unknown[] = []) => [profileId, sessionId, JSON.stringify(told), JSON.stringify(figures)];
const RECORD = 'select * from public.record_round($1, $2, $3::jsonb, $4::jsonb)';

/** User against user, and what record_round refuses or merges. */
export const ROUND_BEHAVIOUR_CASES: RoundCase[] = [
  { name: 'a user cannot read the stories another user told', who: 'other', expect: 'none', sql: 'select * from public.told_story where profile_id = $1', params: (f) => [f.owner.id] },
  { name: 'a user cannot read the figures another user claimed', who: 'other', expect: 'none', sql: 'select * from public.claimed_figure where profile_id = $1', params: (f) => [f.owner.id] },
  { name: 'a user cannot read another user’s rounds', who: 'owner', expect: 'none', sql: 'select * from public.interview_round where session_id = $1', params: (f) => [f.otherRoundSessionId] },
  { name: 'a user cannot delete another user’s told story', who: 'owner', expect: 'none', sql: 'delete from public.told_story where story_id = $1', params: (f) => [f.otherStoryId] },
  { name: 'a visitor cannot call record_round', who: 'anon', expect: 'denied', sql: RECORD, params: (f) => record(f, f.owner.id, f.ownerSpareSessionId, []) },
  { name: 'a user cannot call record_round', who: 'owner', expect: 'denied', sql: RECORD, params: (f) => record(f, f.owner.id, f.ownerSpareSessionId, []) },
  { name: 'record_round opens the round of a live session held for an application', who: 'service', expect: 'ok', sql: RECORD, params: (f) => record(f, f.owner.id, f.ownerSpareSessionId, []) },
  {
    name: 'record_round records nothing for another user’s session',
    who: 'service',
    expect: 'none',
    sql: RECORD,
    params: (f) => record(f, f.owner.id, f.otherRoundSessionId, [{ story_id: f.ownerStoryId, said: true }]),
  },
  {
    name: 'record_round records nothing for a session held for no application',
    who: 'service',
    expect: 'none',
    sql: RECORD,
    params: (f) => record(f, f.owner.id, f.sessionId, [{ story_id: f.ownerStoryId, said: true }]),
  },
  {
    name: 'record_round records nothing for a practice session',
    who: 'service',
    expect: 'none',
    setup: (f) => [{ sql: `update public.interview_session set kind = 'practice' where id = $1`, params: [f.ownerSpareSessionId] }],
    sql: RECORD,
    params: (f) => record(f, f.owner.id, f.ownerSpareSessionId, [{ story_id: f.ownerStoryId, said: true }]),
  },
  {
    name: 'record_round skips another user’s story instead of filing it under the owner',
    who: 'service',
    expect: 'none',
    setup: (f) => [{ sql: RECORD, params: record(f, f.owner.id, f.ownerRoundSessionId, [{ story_id: f.otherStoryId, said: true }], [{ story_id: f.otherStoryId, figure: '9', value: '9', origin: 'said' }]) }],
    sql: `select 1 from public.told_story where story_id = $1 and profile_id = $2 union all select 1 from public.claimed_figure where story_id = $1 and profile_id = $2`,
    params: (f) => [f.otherStoryId, f.owner.id],
  },
  {
    name: 'a told story names one of the round owner’s stories, even written by the server',
    who: 'service',
    expect: 'error 23503',
    sql: 'insert into public.told_story (round_id, application_id, profile_id, story_id, said) values ($1, $2, $3, $4, true)',
    params: (f) => [f.ownerRoundId, f.ownerApplicationId, f.owner.id, f.otherStoryId],
  },
  {
    name: 'a told story is filed under its round’s application, even written by the server',
    who: 'service',
    expect: 'error 23503',
    sql: 'insert into public.told_story (round_id, application_id, profile_id, story_id, said) values ($1, $2, $3, $4, true)',
    params: (f) => [f.ownerRoundId, f.ownerMainApplicationId, f.owner.id, f.ownerUntoldStoryId],
  },
  { name: 'a story is told, said or shown', who: 'service', expect: 'invalid', sql: 'update public.told_story set said = false, shown = false where round_id = $1', params: (f) => [f.ownerRoundId] },
  {
    name: 'record_round refuses more than 50 stories at once',
    who: 'service',
    expect: 'error 22023',
    sql: 'select * from public.record_round($1, $2, (select jsonb_agg(jsonb_build_object(\'story_id\', gen_random_uuid(), \'said\', true)) from generate_series(1, 51)), \'[]\'::jsonb)',
    params: (f) => [f.owner.id, f.ownerRoundSessionId],
  },
  {
    name: 'deleting the session deletes its round and what was told in it',
    who: 'owner',
    expect: 'none',
    setup: (f) => [{ sql: 'delete from public.interview_session where id = $1', params: [f.ownerRoundSessionId] }],
    sql: 'select 1 from public.told_story where round_id = $1 union all select 1 from public.claimed_figure where round_id = $1',
    params: (f) => [f.ownerRoundId],
  },
  {
    name: 'deleting the story deletes where it was told and its figures',
    who: 'owner',
    expect: 'none',
    setup: (f) => [{ sql: 'delete from public.story where id = $1', params: [f.ownerStoryId] }],
    sql: 'select 1 from public.told_story where story_id = $1 union all select 1 from public.claimed_figure where story_id = $1',
    params: (f) => [f.ownerStoryId],
  },
  {
    name: 'deleting the application deletes its rounds',
    who: 'owner',
    expect: 'none',
    setup: (f) => [{ sql: 'delete from public.job_application where id = $1', params: [f.ownerApplicationId] }],
    sql: 'select 1 from public.interview_round where id = $1',
    params: (f) => [f.ownerRoundId],
  },
  {
    name: '“Delete all interview data” deletes the user’s rounds, told stories and figures',
    who: 'owner',
    expect: 'none',
    // The function reads who is asking from the claims, as for a request.
    setup: (f) => [
      { sql: `select set_config('request.jwt.claims', $1, true)`, params: [JSON.stringify({ sub: f.owner.id, role: 'authenticated' })] },
      { sql: 'select public.delete_my_interview_data()' },
    ],
    sql: 'select 1 from public.interview_round where profile_id = $1 union all select 1 from public.told_story where profile_id = $1 union all select 1 from public.claimed_figure where profile_id = $1',
    params: (f) => [f.owner.id],
  },
];
