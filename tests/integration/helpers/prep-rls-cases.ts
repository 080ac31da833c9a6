// Row-level security and grants on the preparation tables (resume_version, job_application,
// story, story_application) and the server-written columns interview_session.application_id
// and interview_turn.sources. Run by rls-suite.ts beside the main matrix, so PGlite and
// PostgreSQL 15 prove the same rules.
import type { Database } from '../../../emulators/db/types';
import type { Statement } from './as-role';
import type { Expect, Op, Who } from './rls-cases';
import { OUTCOME_LABEL, WHO, WHO_LABEL } from './rls-cases';
import type { Fixture } from './rls-fixture';

/** The main fixture plus one of everything a candidate prepares, for the owner and for another user. */
export interface PrepFixture extends Fixture {
  ownerMainVersionId: string;
  ownerVersionId: string;
  ownerMainApplicationId: string;
  ownerApplicationId: string;
  ownerStoryId: string;
  otherVersionId: string;
  otherApplicationId: string;
  otherStoryId: string;
}

/** A composite foreign key refused it (23503): one user's row pointing at another user's. */
export type PrepExpect = Expect | 'error 23503';

export interface PrepCase {
  name: string;
  who: Who;
  expect: PrepExpect;
  setup?: (f: PrepFixture) => Statement[];
  sql: string;
  params: (f: PrepFixture) => unknown[];
}

async function one(db: Database, sql: string, params: unknown[]): Promise<string> {
  const r = await db.query<{ id: string }>(sql, params);
  if (r.rows.length !== 1) throw new Error(`fixture: expected one row from ${sql.slice(0, 60)}`);
  return r.rows[0].id;
}

/**
 * Written as the superuser. The fixture already gave the owner a resume and a job description
 * and the other user a resume, so the mirroring triggers made their main versions and the
 * owner's main application; this adds a second of each and a story linked to an application.
 */
export async function createPrepFixture(db: Database, f: Fixture): Promise<PrepFixture> {
  const main = (table: string, id: string) => one(db, `select id from public.${table} where profile_id = $1 and is_primary`, [id]);
  const ownerVersionId = await one(db, `insert into public.resume_version (profile_id, name, resume) values ($1, 'Backend resume', 'Go, Postgres') returning id`, [f.owner.id]);
  const ownerApplicationId = await one(
    db,
    `insert into public.job_application (profile_id, company, role, job_description, resume_version_id) values ($1, 'Acme', 'Staff engineer', 'Build things', $2) returning id`,
    [f.owner.id, ownerVersionId],
  );
  const ownerStoryId = await one(db, `insert into public.story (profile_id, title, situation) values ($1, 'Ledger migration', 'Old ledger') returning id`, [f.owner.id]);
  await db.query('insert into public.story_application (story_id, application_id, profile_id) values ($1, $2, $3)', [ownerStoryId, ownerApplicationId, f.owner.id]);
  const otherApplicationId = await one(db, `insert into public.job_application (profile_id, company) values ($1, 'Globex') returning id`, [f.other.id]);
  const otherStoryId = await one(db, `insert into public.story (profile_id, title) values ($1, 'Their story') returning id`, [f.other.id]);
  return {
    ...f,
    ownerMainVersionId: await main('resume_version', f.owner.id),
    ownerVersionId,
    ownerMainApplicationId: await main('job_application', f.owner.id),
    ownerApplicationId,
    ownerStoryId,
    otherVersionId: await main('resume_version', f.other.id),
    otherApplicationId,
    otherStoryId,
  };
}

type Spec = Omit<PrepCase, 'name' | 'who' | 'expect'>;

// What each operation does to one of the owner's (non-main) rows.
const statements: Record<string, Record<Op, Spec>> = {
  resume_version: {
    select: { sql: 'select * from public.resume_version where id = $1', params: (f) => [f.ownerVersionId] },
    insert: { sql: `insert into public.resume_version (profile_id, name, resume) values ($1, 'Data resume', 'SQL')`, params: (f) => [f.owner.id] },
    update: { sql: `update public.resume_version set name = 'Renamed', resume = 'Rewritten' where id = $1`, params: (f) => [f.ownerVersionId] },
    delete: { sql: 'delete from public.resume_version where id = $1', params: (f) => [f.ownerVersionId] },
  },
  job_application: {
    select: { sql: 'select * from public.job_application where id = $1', params: (f) => [f.ownerApplicationId] },
    insert: { sql: `insert into public.job_application (profile_id, company, role) values ($1, 'Initech', 'Engineer')`, params: (f) => [f.owner.id] },
    update: { sql: `update public.job_application set round = 'Onsite', notes = 'Ask about on-call' where id = $1`, params: (f) => [f.ownerApplicationId] },
    delete: { sql: 'delete from public.job_application where id = $1', params: (f) => [f.ownerApplicationId] },
  },
  story: {
    select: { sql: 'select * from public.story where id = $1', params: (f) => [f.ownerStoryId] },
    insert: { sql: `insert into public.story (profile_id, title, tags) values ($1, 'Outage call', '{incident}')`, params: (f) => [f.owner.id] },
    update: { sql: `update public.story set result = 'Cut p95 to 200 ms', tags = '{performance}' where id = $1`, params: (f) => [f.ownerStoryId] },
    delete: { sql: 'delete from public.story where id = $1', params: (f) => [f.ownerStoryId] },
  },
  story_application: {
    select: { sql: 'select * from public.story_application where story_id = $1', params: (f) => [f.ownerStoryId] },
    insert: {
      sql: 'insert into public.story_application (story_id, application_id, profile_id) values ($1, $2, $3)',
      params: (f) => [f.ownerStoryId, f.ownerMainApplicationId, f.owner.id],
    },
    // Links are made and removed, never changed: no user may update them.
    update: { sql: 'update public.story_application set created_at = now() where story_id = $1', params: (f) => [f.ownerStoryId] },
    delete: { sql: 'delete from public.story_application where story_id = $1 and application_id = $2', params: (f) => [f.ownerStoryId, f.ownerApplicationId] },
  },
};

type Row = [anon: Expect, owner: Expect, other: Expect, service: Expect];
const OWNER_WRITES: Record<Op, Row> = {
  select: ['denied', 'ok', 'none', 'ok'],
  insert: ['denied', 'ok', 'denied', 'ok'],
  update: ['denied', 'ok', 'none', 'ok'],
  delete: ['denied', 'ok', 'none', 'ok'],
};

//                                        who may do what (anon, owner, other, service)
export const PREP_MATRIX: Record<keyof typeof statements, Record<Op, Row>> = {
  resume_version: OWNER_WRITES,
  job_application: OWNER_WRITES,
  story: OWNER_WRITES,
  story_application: { ...OWNER_WRITES, update: ['denied', 'denied', 'denied', 'ok'] },
};

export const PREP_TABLES = Object.keys(PREP_MATRIX);


/** One case per preparation table, operation and role. */
export function prepMatrixCases(): PrepCase[] {
  return PREP_TABLES.flatMap((table) =>
    (['select', 'insert', 'update', 'delete'] as Op[]).flatMap((op) =>
      PREP_MATRIX[table][op].map((expect, i) => {
        const who = WHO[i];
        return { name: `${table}: ${WHO_LABEL[who]} ${OUTCOME_LABEL[expect]} ${op}`, who, expect, ...statements[table][op] };
      }),
    ),
  );
}

/** TRUNCATE skips row-level security, so only the server may have it. */
export function prepTruncateCases(): PrepCase[] {
  return PREP_TABLES.flatMap((table) =>
    (['anon', 'owner'] as Who[]).map((who) => ({
      name: `${table}: ${WHO_LABEL[who]} is refused to truncate`,
      who,
      expect: 'denied' as const,
      sql: `truncate table public.${table} cascade`,
      params: () => [],
    })),
  );
}

const SOURCES = `[{"n":1,"kind":"resume","label":"Resume, line 1","text":"Go, Postgres"}]`;
const withSources = (f: PrepFixture): Statement[] => [{ sql: 'update public.interview_turn set sources = $2::jsonb where id = $1', params: [f.turnId, SOURCES] }];

/** The rules that tie a row to its owner and keep the main rows the server's to choose. */
export const PREP_BEHAVIOUR_CASES: PrepCase[] = [
  // The main version and application mirror public.resume and public.job_description.
  {
    name: 'a user cannot add a second main resume version',
    who: 'owner',
    expect: 'denied',
    sql: `insert into public.resume_version (profile_id, name, is_primary) values ($1, 'Sneaky', true)`,
    params: (f) => [f.owner.id],
  },
  {
    name: 'a user without a main resume cannot add one as main either',
    who: 'other',
    expect: 'denied',
    setup: (f) => [{ sql: 'delete from public.resume_version where profile_id = $1', params: [f.other.id] }],
    sql: `insert into public.resume_version (profile_id, name, is_primary) values ($1, 'Mine', true)`,
    params: (f) => [f.other.id],
  },
  { name: 'a user cannot make another version their main one', who: 'owner', expect: 'denied', sql: 'update public.resume_version set is_primary = true where id = $1', params: (f) => [f.ownerVersionId] },
  { name: 'a user cannot unmark their main resume version', who: 'owner', expect: 'denied', sql: 'update public.resume_version set is_primary = false where id = $1', params: (f) => [f.ownerMainVersionId] },
  { name: 'a user cannot delete their main resume version', who: 'owner', expect: 'none', sql: 'delete from public.resume_version where id = $1', params: (f) => [f.ownerMainVersionId] },
  { name: 'a user can edit their main resume version', who: 'owner', expect: 'ok', sql: `update public.resume_version set name = 'Main', resume = 'New text' where id = $1`, params: (f) => [f.ownerMainVersionId] },
  { name: 'a user cannot give a resume version to another user', who: 'owner', expect: 'denied', sql: 'update public.resume_version set profile_id = $2 where id = $1', params: (f) => [f.ownerVersionId, f.other.id] },
  { name: 'a user cannot read another user’s main resume version', who: 'other', expect: 'none', sql: 'select resume from public.resume_version where id = $1', params: (f) => [f.ownerMainVersionId] },
  { name: 'a user cannot rename another user’s resume version', who: 'other', expect: 'none', sql: `update public.resume_version set name = 'Mine' where id = $1`, params: (f) => [f.ownerVersionId] },
  {
    name: 'a user cannot add a main application',
    who: 'owner',
    expect: 'denied',
    sql: `insert into public.job_application (profile_id, company, is_primary) values ($1, 'Sneaky', true)`,
    params: (f) => [f.owner.id],
  },
  { name: 'a user cannot make another application their main one', who: 'owner', expect: 'denied', sql: 'update public.job_application set is_primary = true where id = $1', params: (f) => [f.ownerApplicationId] },
  { name: 'a user can archive an application', who: 'owner', expect: 'ok', sql: 'update public.job_application set archived_at = now() where id = $1', params: (f) => [f.ownerApplicationId] },
  { name: 'a user cannot give an application to another user', who: 'owner', expect: 'denied', sql: 'update public.job_application set profile_id = $2 where id = $1', params: (f) => [f.ownerApplicationId, f.other.id] },
  {
    name: 'a user cannot put another user’s resume version on their application',
    who: 'owner',
    expect: 'error 23503',
    sql: 'update public.job_application set resume_version_id = $2 where id = $1',
    params: (f) => [f.ownerApplicationId, f.otherVersionId],
  },
  { name: 'a user cannot archive another user’s application', who: 'other', expect: 'none', sql: 'update public.job_application set archived_at = now() where id = $1', params: (f) => [f.ownerApplicationId] },
  { name: 'a user cannot delete another user’s main application', who: 'other', expect: 'none', sql: 'delete from public.job_application where id = $1', params: (f) => [f.ownerMainApplicationId] },
  { name: 'a user listing every story sees none but their own', who: 'owner', expect: 'none', sql: 'select id from public.story where profile_id <> $1', params: (f) => [f.owner.id] },
  { name: 'a user cannot give a story to another user', who: 'owner', expect: 'denied', sql: 'update public.story set profile_id = $2 where id = $1', params: (f) => [f.ownerStoryId, f.other.id] },
  { name: 'a user cannot change another user’s story', who: 'other', expect: 'none', sql: `update public.story set title = 'Mine' where id = $1`, params: (f) => [f.ownerStoryId] },
  { name: 'a story with 21 skills is refused', who: 'owner', expect: 'invalid', sql: `update public.story set tags = array_fill('skill'::text, array[21]) where id = $1`, params: (f) => [f.ownerStoryId] },
  {
    name: 'a user cannot link their story to another user’s application',
    who: 'owner',
    expect: 'error 23503',
    sql: 'insert into public.story_application (story_id, application_id, profile_id) values ($1, $2, $3)',
    params: (f) => [f.ownerStoryId, f.otherApplicationId, f.owner.id],
  },
  {
    name: 'a user cannot link another user’s story to their application',
    who: 'owner',
    expect: 'error 23503',
    sql: 'insert into public.story_application (story_id, application_id, profile_id) values ($1, $2, $3)',
    params: (f) => [f.otherStoryId, f.ownerMainApplicationId, f.owner.id],
  },
  {
    name: 'a user cannot write a link in another user’s name',
    who: 'owner',
    expect: 'denied',
    sql: 'insert into public.story_application (story_id, application_id, profile_id) values ($1, $2, $3)',
    params: (f) => [f.otherStoryId, f.otherApplicationId, f.other.id],
  },
  {
    name: 'the service role cannot link one user’s story to another user’s application either',
    who: 'service',
    expect: 'error 23503',
    sql: 'insert into public.story_application (story_id, application_id, profile_id) values ($1, $2, $3)',
    params: (f) => [f.ownerStoryId, f.otherApplicationId, f.owner.id],
  },
  { name: 'a user cannot unlink another user’s story', who: 'other', expect: 'none', sql: 'delete from public.story_application where story_id = $1', params: (f) => [f.ownerStoryId] },
  // The session's application is the server's to record, after reading it as the user.
  { name: 'a user cannot set the application of their session', who: 'owner', expect: 'denied', sql: 'update public.interview_session set application_id = $2 where id = $1', params: (f) => [f.sessionId, f.ownerApplicationId] },
  { name: 'the service role records the application of a session', who: 'service', expect: 'ok', sql: 'update public.interview_session set application_id = $2 where id = $1', params: (f) => [f.sessionId, f.ownerApplicationId] },
  {
    name: 'a session cannot name another user’s application, even written by the server',
    who: 'service',
    expect: 'error 23503',
    sql: 'update public.interview_session set application_id = $2 where id = $1',
    params: (f) => [f.sessionId, f.otherApplicationId],
  },
  {
    name: 'a user reads the application of their own session',
    who: 'owner',
    expect: 'ok',
    setup: (f) => [{ sql: 'update public.interview_session set application_id = $2 where id = $1', params: [f.sessionId, f.ownerApplicationId] }],
    sql: 'select application_id from public.interview_session where id = $1 and application_id = $2',
    params: (f) => [f.sessionId, f.ownerApplicationId],
  },
  {
    name: 'deleting an application leaves its sessions, without it',
    who: 'owner',
    expect: 'ok',
    setup: (f) => [
      { sql: 'update public.interview_session set application_id = $2 where id = $1', params: [f.sessionId, f.ownerApplicationId] },
      { sql: 'delete from public.job_application where id = $1', params: [f.ownerApplicationId] },
    ],
    sql: 'select id from public.interview_session where id = $1 and application_id is null',
    params: (f) => [f.sessionId],
  },
  // An answer's sources are what the server gave the model: the user reads them, never writes them.
  { name: 'a user cannot write the sources of their own answer', who: 'owner', expect: 'denied', sql: `update public.interview_turn set sources = '[]'::jsonb where id = $1`, params: (f) => [f.turnId] },
  {
    name: 'a user reads the sources of their own answer',
    who: 'owner',
    expect: 'ok',
    setup: withSources,
    sql: `select sources from public.interview_turn where id = $1 and sources -> 0 ->> 'kind' = 'resume'`,
    params: (f) => [f.turnId],
  },
  { name: 'a user cannot read the sources of another user’s answer', who: 'other', expect: 'none', setup: withSources, sql: 'select sources from public.interview_turn where id = $1', params: (f) => [f.turnId] },
  { name: 'the service role writes an answer’s sources', who: 'service', expect: 'ok', sql: 'update public.interview_turn set sources = $2::jsonb where id = $1', params: (f) => [f.turnId, SOURCES] },
  { name: 'an answer’s sources are a list', who: 'service', expect: 'invalid', sql: `update public.interview_turn set sources = '{"n":1}'::jsonb where id = $1`, params: (f) => [f.turnId] },
  {
    name: 'an answer has at most 40 sources',
    who: 'service',
    expect: 'invalid',
    sql: `update public.interview_turn set sources = (select jsonb_agg(jsonb_build_object('n', g)) from generate_series(1, 41) g) where id = $1`,
    params: (f) => [f.turnId],
  },
];
