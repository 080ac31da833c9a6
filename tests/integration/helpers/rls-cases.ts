// The access matrix: for every table and operation, what anon, the row's owner, another
// signed-in user and the service role get. Shared by the PGlite suite (rls-matrix.test.ts)
// and the PostgreSQL 15 suite (migrations-pg15.test.ts), so both prove the same rules.
//
//   ok      the statement succeeds and returns or changes at least one row
//   none    it succeeds but sees no row (row-level security hid it)
//   denied  Postgres refuses it: 42501, missing grant or a row-level security check
//   invalid a check constraint refuses it (23514)
import type { Statement } from './as-role';
import type { Fixture } from './rls-fixture';

export type Expect = 'ok' | 'none' | 'denied' | 'invalid';
export type Op = 'select' | 'insert' | 'update' | 'delete';
export type Who = 'anon' | 'owner' | 'other' | 'service';
export const WHO: Who[] = ['anon', 'owner', 'other', 'service'];
/** How a case's name says who acts and what happens: "the owner may select", "another user sees no row to update". */
export const WHO_LABEL: Record<Who, string> = { anon: 'a visitor', owner: 'the owner', other: 'another user', service: 'the service role' };
export const OUTCOME_LABEL: Record<Expect, string> = { ok: 'may', none: 'sees no row to', denied: 'is refused to', invalid: 'is refused (check) to' };

export interface Case {
  name: string;
  who: Who;
  expect: Expect;
  /** Run as the superuser first, inside the same (rolled back) transaction. */
  setup?: (f: Fixture) => Statement[];
  sql: string;
  params: (f: Fixture) => unknown[];
}

type Spec = Omit<Case, 'name' | 'who' | 'expect'>;

const noParams = () => [];
const newPlan = (): Statement[] => [
  { sql: `insert into public.plan (id, description, price, type, credits) values (98, 'Retired', 0, 'month', 0)` },
];

// What each operation does to the owner's row (or to public rows for the public tables).
const statements: Record<string, Record<Op, Spec>> = {
  plan: {
    select: { sql: 'select * from public.plan where id = 1', params: noParams },
    insert: { sql: `insert into public.plan (id, description, price, type, credits) values (99, 'Cheap', 0, 'month', 5)`, params: noParams },
    update: { sql: `update public.plan set credits = 100000 where id = 1`, params: noParams },
    delete: { setup: newPlan, sql: 'delete from public.plan where id = 98', params: noParams },
  },
  plan_feature: {
    select: { sql: 'select * from public.plan_feature where plan_id = 2', params: noParams },
    insert: { sql: `insert into public.plan_feature (plan_id, feature, sort_order) values (2, 'Free money', 99)`, params: noParams },
    update: { sql: `update public.plan_feature set feature = 'Changed' where plan_id = 2 and sort_order = 1`, params: noParams },
    delete: { sql: 'delete from public.plan_feature where plan_id = 2 and sort_order = 1', params: noParams },
  },
  testimony: {
    // What the auth screens read; the raw address is covered by BEHAVIOUR_CASES.
    select: { sql: 'select id, description, email_masked, created_at from public.testimony order by created_at desc limit 3', params: noParams },
    insert: { sql: `insert into public.testimony (description, email_address) values ('Great', 'me@example.test')`, params: noParams },
    update: { sql: `update public.testimony set description = 'Changed' where id = 1`, params: noParams },
    delete: { sql: 'delete from public.testimony where id = 1', params: noParams },
  },
  profile: {
    select: { sql: 'select * from public.profile where id = $1', params: (f) => [f.owner.id] },
    insert: { sql: `insert into public.profile (id, email) values ($1, $2)`, params: (f) => [f.spare.id, f.spare.email] },
    update: { sql: 'update public.profile set is_onboarded = true where id = $1', params: (f) => [f.owner.id] },
    delete: { sql: 'delete from public.profile where id = $1', params: (f) => [f.owner.id] },
  },
  resume: {
    select: { sql: 'select * from public.resume where profile_id = $1', params: (f) => [f.owner.id] },
    insert: {
      setup: (f) => [{ sql: 'delete from public.resume where profile_id = $1', params: [f.owner.id] }],
      sql: `insert into public.resume (profile_id, resume) values ($1, 'New resume')`,
      params: (f) => [f.owner.id],
    },
    update: { sql: `update public.resume set resume = 'Changed' where profile_id = $1`, params: (f) => [f.owner.id] },
    delete: { sql: 'delete from public.resume where profile_id = $1', params: (f) => [f.owner.id] },
  },
  job_description: {
    select: { sql: 'select * from public.job_description where profile_id = $1', params: (f) => [f.owner.id] },
    insert: {
      setup: (f) => [{ sql: 'delete from public.job_description where profile_id = $1', params: [f.owner.id] }],
      sql: `insert into public.job_description (profile_id, job_description) values ($1, 'New job')`,
      params: (f) => [f.owner.id],
    },
    update: { sql: `update public.job_description set job_description = 'Changed' where profile_id = $1`, params: (f) => [f.owner.id] },
    delete: { sql: 'delete from public.job_description where profile_id = $1', params: (f) => [f.owner.id] },
  },
  usage_logs: {
    select: { sql: 'select * from public.usage_logs where id = $1', params: (f) => [f.usageLogId] },
    insert: { sql: `insert into public.usage_logs (profile_id, source) values ($1, 'mic')`, params: (f) => [f.owner.id] },
    update: { sql: 'update public.usage_logs set time_elapsed = 0 where id = $1', params: (f) => [f.usageLogId] },
    delete: { sql: 'delete from public.usage_logs where id = $1', params: (f) => [f.usageLogId] },
  },
  billing_customer: {
    select: { sql: 'select * from public.billing_customer where profile_id = $1', params: (f) => [f.owner.id] },
    insert: {
      setup: (f) => [{ sql: 'delete from public.billing_customer where profile_id = $1', params: [f.owner.id] }],
      sql: `insert into public.billing_customer (profile_id, stripe_customer_id) values ($1, $2)`,
      params: (f) => [f.owner.id, `cus_forged_${f.owner.id}`],
    },
    update: { sql: `update public.billing_customer set stripe_customer_id = 'cus_other' where profile_id = $1`, params: (f) => [f.owner.id] },
    delete: { sql: 'delete from public.billing_customer where profile_id = $1', params: (f) => [f.owner.id] },
  },
  billing_subscription: {
    select: { sql: 'select * from public.billing_subscription where stripe_subscription_id = $1', params: (f) => [f.stripeSubscriptionId] },
    insert: {
      sql: `insert into public.billing_subscription (stripe_subscription_id, profile_id, stripe_customer_id, plan_id, status)
            values ($2, $1, 'cus_forged', 3, 'active')`,
      params: (f) => [f.owner.id, `sub_forged_${f.owner.id}`],
    },
    update: { sql: `update public.billing_subscription set plan_id = 3 where stripe_subscription_id = $1`, params: (f) => [f.stripeSubscriptionId] },
    delete: { sql: 'delete from public.billing_subscription where stripe_subscription_id = $1', params: (f) => [f.stripeSubscriptionId] },
  },
  stripe_event: {
    select: { sql: 'select * from public.stripe_event where id = $1', params: (f) => [f.stripeEventId] },
    insert: { sql: `insert into public.stripe_event (id, type) values ($1, 'invoice.paid')`, params: (f) => [`evt_forged_${f.owner.id}`] },
    update: { sql: 'update public.stripe_event set processed_at = now() where id = $1', params: (f) => [f.stripeEventId] },
    delete: { sql: 'delete from public.stripe_event where id = $1', params: (f) => [f.stripeEventId] },
  },
  live_session: {
    select: { sql: 'select * from public.live_session where id = $1', params: (f) => [f.liveSessionId] },
    insert: { sql: `insert into public.live_session (profile_id, expires_at) values ($1, now() + interval '1 hour')`, params: (f) => [f.owner.id] },
    update: { sql: `update public.live_session set expires_at = now() + interval '1 day' where id = $1`, params: (f) => [f.liveSessionId] },
    delete: { sql: 'delete from public.live_session where id = $1', params: (f) => [f.liveSessionId] },
  },
  ws_server: {
    select: { sql: 'select * from public.ws_server where id = $1', params: (f) => [f.wsServerId] },
    insert: { sql: 'insert into public.ws_server (id) values (gen_random_uuid())', params: () => [] },
    update: { sql: `update public.ws_server set heartbeat_at = now() + interval '1 day' where id = $1`, params: (f) => [f.wsServerId] },
    delete: { sql: 'delete from public.ws_server where id = $1', params: (f) => [f.wsServerId] },
  },
  session_start: {
    select: { sql: 'select * from public.session_start where id = $1', params: (f) => [f.sessionStartId] },
    insert: { sql: `insert into public.session_start (profile_id, purpose) values ($1, 'live')`, params: (f) => [f.owner.id] },
    update: { sql: `update public.session_start set started_at = now() - interval '1 day' where id = $1`, params: (f) => [f.sessionStartId] },
    delete: { sql: 'delete from public.session_start where id = $1', params: (f) => [f.sessionStartId] },
  },
  practice_time: {
    select: { sql: 'select * from public.practice_time where id = $1', params: (f) => [f.practiceTimeId] },
    insert: { sql: `insert into public.practice_time (profile_id) values ($1)`, params: (f) => [f.owner.id] },
    update: { sql: `update public.practice_time set seconds = 0, started_at = now() - interval '2 days' where id = $1`, params: (f) => [f.practiceTimeId] },
    delete: { sql: 'delete from public.practice_time where id = $1', params: (f) => [f.practiceTimeId] },
  },
  interview_session: {
    select: { sql: 'select * from public.interview_session where id = $1', params: (f) => [f.sessionId] },
    insert: { sql: `insert into public.interview_session (profile_id, mode) values ($1, 'auto')`, params: (f) => [f.owner.id] },
    update: { sql: `update public.interview_session set title = 'Changed' where id = $1`, params: (f) => [f.sessionId] },
    delete: { sql: 'delete from public.interview_session where id = $1', params: (f) => [f.sessionId] },
  },
  interview_turn: {
    select: { sql: 'select * from public.interview_turn where id = $1', params: (f) => [f.turnId] },
    insert: {
      sql: `insert into public.interview_turn (session_id, profile_id, question, answer) values ($1, $2, 'Q', 'Forged answer')`,
      params: (f) => [f.sessionId, f.owner.id],
    },
    update: { sql: `update public.interview_turn set answer = 'Changed' where id = $1`, params: (f) => [f.turnId] },
    delete: { sql: 'delete from public.interview_turn where id = $1', params: (f) => [f.turnId] },
  },
  interview_speaker: {
    select: { sql: 'select * from public.interview_speaker where session_id = $1 and speaker = 1', params: (f) => [f.sessionId] },
    insert: { sql: `insert into public.interview_speaker (session_id, profile_id, speaker, name) values ($1, $2, 2, 'Forged')`, params: (f) => [f.sessionId, f.owner.id] },
    update: { sql: `update public.interview_speaker set name = 'Changed' where session_id = $1 and speaker = 1`, params: (f) => [f.sessionId] },
    delete: { sql: 'delete from public.interview_speaker where session_id = $1 and speaker = 1', params: (f) => [f.sessionId] },
  },
};

type Row = [anon: Expect, owner: Expect, other: Expect, service: Expect];
const PUBLIC_READ: Record<Op, Row> = {
  select: ['ok', 'ok', 'ok', 'ok'],
  insert: ['denied', 'denied', 'denied', 'ok'],
  update: ['denied', 'denied', 'denied', 'ok'],
  delete: ['denied', 'denied', 'denied', 'ok'],
};
const OWNER_READS_SERVER_WRITES: Record<Op, Row> = {
  select: ['denied', 'ok', 'none', 'ok'],
  insert: ['denied', 'denied', 'denied', 'ok'],
  update: ['denied', 'denied', 'denied', 'ok'],
  delete: ['denied', 'denied', 'denied', 'ok'],
};
const OWNER_READS_AND_DELETES: Record<Op, Row> = {
  select: ['denied', 'ok', 'none', 'ok'],
  insert: ['denied', 'denied', 'denied', 'ok'],
  update: ['denied', 'denied', 'denied', 'ok'],
  delete: ['denied', 'ok', 'none', 'ok'],
};
const OWNER_WRITES: Record<Op, Row> = {
  select: ['denied', 'ok', 'none', 'ok'],
  insert: ['denied', 'ok', 'denied', 'ok'],
  update: ['denied', 'ok', 'none', 'ok'],
  delete: ['denied', 'ok', 'none', 'ok'],
};

const SERVER_ONLY: Record<Op, Row> = {
  select: ['denied', 'denied', 'denied', 'ok'],
  insert: ['denied', 'denied', 'denied', 'ok'],
  update: ['denied', 'denied', 'denied', 'ok'],
  delete: ['denied', 'denied', 'denied', 'ok'],
};

//                                        who may do what (anon, owner, other, service)
export const MATRIX: Record<keyof typeof statements, Record<Op, Row>> = {
  plan: PUBLIC_READ,
  plan_feature: PUBLIC_READ,
  testimony: PUBLIC_READ,
  profile: {
    select: ['denied', 'ok', 'none', 'ok'],
    insert: ['denied', 'denied', 'denied', 'ok'],
    update: ['denied', 'ok', 'none', 'ok'], // is_onboarded only: see PROFILE_COLUMN_CASES
    delete: ['denied', 'denied', 'denied', 'ok'],
  },
  resume: OWNER_WRITES,
  job_description: OWNER_WRITES,
  usage_logs: OWNER_READS_SERVER_WRITES,
  billing_customer: OWNER_READS_SERVER_WRITES,
  billing_subscription: OWNER_READS_SERVER_WRITES,
  stripe_event: {
    select: ['denied', 'denied', 'denied', 'ok'],
    insert: ['denied', 'denied', 'denied', 'ok'],
    update: ['denied', 'denied', 'denied', 'ok'],
    delete: ['denied', 'denied', 'denied', 'ok'],
  },
  // A user could otherwise free their own slots or hold someone else's: server only.
  live_session: {
    select: ['denied', 'denied', 'denied', 'ok'],
    insert: ['denied', 'denied', 'denied', 'ok'],
    update: ['denied', 'denied', 'denied', 'ok'],
    delete: ['denied', 'denied', 'denied', 'ok'],
  },
  // Starts counted for the rate limit, and practice time for the daily allowance: a user who
  // could delete or rewrite them would reset their own limits. Server only.
  session_start: SERVER_ONLY,
  practice_time: SERVER_ONLY,
  // A user who could beat for a process, or silence one, could keep a dead process's sessions
  // held or have a live one's taken over. Server only.
  ws_server: SERVER_ONLY,
  interview_session: OWNER_READS_AND_DELETES,
  interview_turn: OWNER_READS_AND_DELETES,
  // The names the candidate gave the panel are the server's to write, as the turns are.
  interview_speaker: OWNER_READS_AND_DELETES,
};

export const TABLES = Object.keys(MATRIX);

/** One case per table, operation and role: every table x 4 operations x 4 roles. */
export function matrixCases(): Case[] {
  const cases: Case[] = [];
  for (const table of TABLES) {
    for (const op of ['select', 'insert', 'update', 'delete'] as Op[]) {
      MATRIX[table][op].forEach((expect, i) => {
        const who = WHO[i];
        cases.push({ name: `${table}: ${WHO_LABEL[who]} ${OUTCOME_LABEL[expect]} ${op}`, who, expect, ...statements[table][op] });
      });
    }
  }
  return cases;
}

const ownerProfileUpdate = (set: string, expect: Expect, name: string): Case => ({
  name,
  who: 'owner',
  expect,
  sql: `update public.profile set ${set} where id = $1`,
  params: (f) => [f.owner.id],
});

/** The profile's column grants, one named behaviour each. */
export const PROFILE_COLUMN_CASES: Case[] = [
  ownerProfileUpdate('is_onboarded = true', 'ok', 'a user can set is_onboarded'),
  ownerProfileUpdate('guided_onboarded = true', 'ok', 'a user can set guided_onboarded'),
  ownerProfileUpdate('credit_used = 0', 'denied', 'a user cannot change credit_used'),
  ownerProfileUpdate('plan_id = 3', 'denied', 'a user cannot change plan_id'),
  ownerProfileUpdate('has_resume = true', 'denied', 'a user cannot change has_resume'),
  ownerProfileUpdate('has_jobdescription = true', 'denied', 'a user cannot change has_jobdescription'),
  ownerProfileUpdate(`credits_reset_at = now()`, 'denied', 'a user cannot change credits_reset_at'),
  ownerProfileUpdate(`email = 'new@example.test'`, 'denied', 'a user cannot change the e-mail on their profile'),
  ownerProfileUpdate('is_onboarded = true, credit_used = 0', 'denied', 'a user cannot sneak credit_used in beside is_onboarded'),
  {
    name: 'a user cannot set is_onboarded on another user’s profile',
    who: 'other',
    expect: 'none',
    sql: 'update public.profile set is_onboarded = true where id = $1',
    params: (f) => [f.owner.id],
  },
  ownerProfileUpdate('keep_screen_thumbnails = true', 'ok', 'a user can turn on keeping screen thumbnails'),
  ownerProfileUpdate('keep_screen_thumbnails = false', 'ok', 'a user can turn off keeping screen thumbnails'),
  {
    name: 'a user cannot change keep_screen_thumbnails on another user’s profile',
    who: 'other',
    expect: 'none',
    sql: 'update public.profile set keep_screen_thumbnails = true where id = $1',
    params: (f) => [f.owner.id],
  },
  {
    name: 'a visitor cannot change keep_screen_thumbnails',
    who: 'anon',
    expect: 'denied',
    sql: 'update public.profile set keep_screen_thumbnails = true where id = $1',
    params: (f) => [f.owner.id],
  },
];

/** Other rules worth a sentence of their own. */
export const BEHAVIOUR_CASES: Case[] = [
  {
    name: 'a visitor cannot read testimonial authors’ e-mail addresses',
    who: 'anon',
    expect: 'denied',
    sql: 'select email_address from public.testimony',
    params: noParams,
  },
  {
    name: 'a visitor cannot read them through select * either',
    who: 'anon',
    expect: 'denied',
    sql: 'select * from public.testimony',
    params: noParams,
  },
  {
    name: 'a signed-in user cannot read testimonial authors’ e-mail addresses',
    who: 'owner',
    expect: 'denied',
    sql: 'select email_address from public.testimony',
    params: noParams,
  },
  {
    name: 'a visitor reads the masked address only, never the whole one',
    who: 'anon',
    expect: 'none',
    sql: `select id from public.testimony where email_masked is null or email_masked not like '__%*%@%'`,
    params: noParams,
  },
  {
    name: 'the service role still reads the whole address',
    who: 'service',
    expect: 'ok',
    sql: `select email_address from public.testimony where email_address like '%@%' and email_address not like '%*%'`,
    params: noParams,
  },
  {
    name: 'a user cannot read another user’s resume',
    who: 'other',
    expect: 'none',
    sql: 'select resume from public.resume where profile_id = $1',
    params: (f) => [f.owner.id],
  },
  {
    name: 'a user listing every resume sees none but their own',
    who: 'owner',
    expect: 'none',
    sql: 'select profile_id from public.resume where profile_id <> $1',
    params: (f) => [f.owner.id],
  },
  {
    name: 'a user cannot give their resume to another user',
    who: 'owner',
    expect: 'denied',
    setup: (f) => [{ sql: 'delete from public.resume where profile_id = $1', params: [f.other.id] }],
    sql: 'update public.resume set profile_id = $2 where profile_id = $1',
    params: (f) => [f.owner.id, f.other.id],
  },
  {
    name: 'a user cannot write a resume for another user',
    who: 'other',
    expect: 'denied',
    setup: (f) => [{ sql: 'delete from public.resume where profile_id = $1', params: [f.owner.id] }],
    sql: `insert into public.resume (profile_id, resume) values ($1, 'Planted')`,
    params: (f) => [f.owner.id],
  },
  {
    name: 'a resume over 100,000 characters is refused',
    who: 'owner',
    expect: 'invalid',
    sql: 'update public.resume set resume = repeat($2, 100001) where profile_id = $1',
    params: (f) => [f.owner.id, 'x'],
  },
  {
    name: 'a job description over 100,000 characters is refused',
    who: 'owner',
    expect: 'invalid',
    sql: 'update public.job_description set job_description = repeat($2, 100001) where profile_id = $1',
    params: (f) => [f.owner.id, 'x'],
  },
  {
    name: 'a user cannot write billing rows (customer)',
    who: 'owner',
    expect: 'denied',
    sql: `update public.billing_customer set stripe_customer_id = 'cus_mine' where profile_id = $1`,
    params: (f) => [f.owner.id],
  },
  {
    name: 'a user cannot write usage rows',
    who: 'owner',
    expect: 'denied',
    sql: `insert into public.usage_logs (profile_id, source, time_elapsed) values ($1, 'tab', 0)`,
    params: (f) => [f.owner.id],
  },
  {
    name: 'a visitor cannot read anyone’s usage',
    who: 'anon',
    expect: 'denied',
    sql: 'select * from public.usage_logs',
    params: noParams,
  },
  {
    name: 'a user cannot write a screen thumbnail on their own turn',
    who: 'owner',
    expect: 'denied',
    sql: `update public.interview_turn set screen_thumbnail = 'data:image/jpeg;base64,AAAA' where id = $1`,
    params: (f) => [f.turnId],
  },
  {
    name: 'a user reads the screen thumbnail of their own turn',
    who: 'owner',
    expect: 'ok',
    setup: (f) => [{ sql: `update public.interview_turn set screen_thumbnail = 'data:image/jpeg;base64,AAAA' where id = $1`, params: [f.turnId] }],
    sql: 'select screen_thumbnail from public.interview_turn where id = $1 and screen_thumbnail is not null',
    params: (f) => [f.turnId],
  },
  {
    name: 'a user cannot read another user’s screen thumbnail',
    who: 'other',
    expect: 'none',
    setup: (f) => [{ sql: `update public.interview_turn set screen_thumbnail = 'data:image/jpeg;base64,AAAA' where id = $1`, params: [f.turnId] }],
    sql: 'select screen_thumbnail from public.interview_turn where id = $1',
    params: (f) => [f.turnId],
  },
  {
    name: 'a screen thumbnail is an inline JPEG, not a URL',
    who: 'service',
    expect: 'invalid',
    sql: `update public.interview_turn set screen_thumbnail = 'https://example.test/screen.jpg' where id = $1`,
    params: (f) => [f.turnId],
  },
  {
    name: 'a user cannot rename an interviewer of their own session (only the server writes names)',
    who: 'owner',
    expect: 'denied',
    sql: `update public.interview_speaker set name = 'Priya (EM)' where session_id = $1`,
    params: (f) => [f.sessionId],
  },
  {
    name: 'a user cannot read the names another user gave their panel',
    who: 'other',
    expect: 'none',
    sql: `select name from public.interview_speaker where session_id = $1`,
    params: (f) => [f.sessionId],
  },
  ...['repeat(\'A\', 41)', `' Priya'`, `'Priya' || chr(10) || 'EM'`, `''`].map((name) => ({
    name: `an interviewer's name is trimmed, 1 to 40 characters on one line (refused: ${name})`,
    who: 'service' as Who,
    expect: 'invalid' as Expect,
    sql: `update public.interview_speaker set name = ${name} where session_id = $1 and speaker = 1`,
    params: (f: Fixture) => [f.sessionId],
  })),
  {
    name: 'a panel has at most 12 numbered voices',
    who: 'service',
    expect: 'invalid',
    sql: `insert into public.interview_speaker (session_id, profile_id, speaker) values ($1, $2, 13)`,
    params: (f) => [f.sessionId, f.owner.id],
  },
  {
    name: "a turn's speaker is one of a panel's 12 numbers",
    who: 'service',
    expect: 'invalid',
    sql: `update public.interview_turn set speaker = 0 where id = $1`,
    params: (f) => [f.turnId],
  },
  {
    name: 'a screen thumbnail is at most 40,000 characters',
    who: 'service',
    expect: 'invalid',
    sql: `update public.interview_turn set screen_thumbnail = 'data:image/jpeg;base64,' || repeat('A', 40000) where id = $1`,
    params: (f) => [f.turnId],
  },
];

/** TRUNCATE skips row-level security, so only the server may have it. */
export function truncateCases(): Case[] {
  return TABLES.flatMap((table) =>
    (['anon', 'owner'] as Who[]).map((who) => ({
      name: `${table}: ${WHO_LABEL[who]} is refused to truncate`,
      who,
      expect: 'denied' as Expect,
      sql: `truncate table public.${table} cascade`,
      params: noParams,
    })),
  );
}

/** What (anon, owner, other, service) get for one operation on a table's row. */
export type MatrixRow = [anon: Expect, owner: Expect, other: Expect, service: Expect];

/**
 * One case per table, operation and role of a group of tables, and truncate (which skips
 * row-level security) refused to visitors and users: `statements` say what each operation does
 * to the owner's row, `matrix` who may do it.
 */
export function tableMatrixCases<S extends object>(matrix: Record<string, Record<Op, MatrixRow>>, statements: Record<string, Record<Op, S>>) {
  const tables = Object.keys(matrix);
  const ops: Op[] = ['select', 'insert', 'update', 'delete'];
  const cases = tables.flatMap((table) =>
    ops.flatMap((op) => matrix[table][op].map((expect, i) => ({ name: `${table}: ${WHO_LABEL[WHO[i]]} ${OUTCOME_LABEL[expect]} ${op}`, who: WHO[i], expect, ...statements[table][op] }))),
  );
  const truncate = tables.flatMap((table) =>
    (['anon', 'owner'] as Who[]).map((who) => ({ name: `${table}: ${WHO_LABEL[who]} is refused to truncate`, who, expect: 'denied' as Expect, sql: `truncate table public.${table} cascade`, params: noParams })),
  );
  return [...cases, ...truncate];
}

/** Functions only the server may call: refused to visitors and users, allowed to the service role. */
export function functionCases(): Case[] {
  const calls: { fn: string; sql: string; params: (f: Fixture) => unknown[] }[] = [
    { fn: 'start_usage', sql: `select * from public.start_usage($1, 'tab')`, params: (f) => [f.owner.id] },
    { fn: 'charge_usage', sql: 'select * from public.charge_usage($1, 60)', params: (f) => [f.usageLogId] },
    { fn: 'end_usage', sql: 'select * from public.end_usage($1, 1)', params: (f) => [f.usageLogId] },
    { fn: 'claim_live_session', sql: `select * from public.claim_live_session($1, 100, 60, null, 'live', 100, 600)`, params: (f) => [f.owner.id] },
    { fn: 'resume_live_session', sql: 'select * from public.resume_live_session($1, $2, 120, $3)', params: (f) => [f.owner.id, f.sessionId, f.liveSessionId] },
    { fn: 'start_practice_time', sql: 'select * from public.start_practice_time($1, 3600, 60)', params: (f) => [f.owner.id] },
    { fn: 'end_practice_time', sql: 'select public.end_practice_time($1, $2)', params: (f) => [f.practiceTimeId, f.sessionId] },
    { fn: 'practice_seconds_today', sql: 'select public.practice_seconds_today($1, 60)', params: (f) => [f.owner.id] },
    {
      fn: 'resume_practice_session',
      sql: 'select * from public.resume_practice_session($1, $2, 120, $3, 3600, 60)',
      params: (f) => [f.owner.id, f.sessionId, f.liveSessionId],
    },
    { fn: 'renew_live_session', sql: 'select public.renew_live_session($1, $2, 60)', params: (f) => [f.liveSessionId, f.owner.id] },
    { fn: 'release_live_session', sql: 'select public.release_live_session($1)', params: (f) => [f.liveSessionId] },
    { fn: 'sweep_orphaned_usage', sql: 'select public.sweep_orphaned_usage(3600)', params: () => [] },
    { fn: 'sweep_session_starts', sql: 'select public.sweep_session_starts(86400)', params: () => [] },
    { fn: 'ws_server_heartbeat', sql: 'select public.ws_server_heartbeat(gen_random_uuid())', params: () => [] },
    { fn: 'user_access_status', sql: 'select public.user_access_status($1, null)', params: (f) => [f.owner.id] },
    { fn: 'record_stripe_event', sql: `select public.record_stripe_event($1, 'invoice.paid')`, params: (f) => [`evt_fn_${f.owner.id}`] },
    { fn: 'mark_stripe_event_processed', sql: 'select public.mark_stripe_event_processed($1)', params: (f) => [f.stripeEventId] },
    {
      fn: 'apply_subscription_state',
      sql: `select * from public.apply_subscription_state($1, 3, $2, 'active', now(), now() + interval '1 month', $3)`,
      params: (f) => [f.owner.id, f.stripeSubscriptionId, f.stripeCustomerId],
    },
  ];
  const cases: Case[] = [];
  for (const c of calls) {
    cases.push({ name: `${c.fn}: a visitor is refused`, who: 'anon', expect: 'denied', sql: c.sql, params: c.params });
    cases.push({ name: `${c.fn}: a signed-in user is refused`, who: 'owner', expect: 'denied', sql: c.sql, params: c.params });
    cases.push({ name: `${c.fn}: the service role may call it`, who: 'service', expect: 'ok', sql: c.sql, params: c.params });
  }
  cases.push({
    name: 'record_usage_seconds: a signed-in user is refused',
    who: 'owner',
    expect: 'denied',
    sql: 'select * from public.record_usage_seconds($1, 60, false)',
    params: (f) => [f.usageLogId],
  });
  const del = 'select public.delete_my_interview_data()';
  cases.push({ name: 'delete_my_interview_data: a visitor is refused', who: 'anon', expect: 'denied', sql: del, params: noParams });
  cases.push({ name: 'delete_my_interview_data: a signed-in user may call it', who: 'owner', expect: 'ok', sql: del, params: noParams });
  cases.push({ name: 'delete_my_interview_data: without a user it refuses', who: 'service', expect: 'denied', sql: del, params: noParams });
  return cases;
}
