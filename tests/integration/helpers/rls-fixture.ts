// The rows the RLS matrix acts on: an owner with a row in every user table, another user,
// and a spare auth user without a profile (for profile inserts). Created as the superuser,
// the way GoTrue creates users (the auth.users trigger makes the profiles). Every id is
// fresh, so several suites can share one database.
import { randomUUID } from 'node:crypto';
import type { Database } from '../../../emulators/db/types';
import { user, type Actor } from './as-role';

export interface Person {
  id: string;
  email: string;
  actor: Actor;
}

export interface Fixture {
  owner: Person;
  other: Person;
  /** An auth user whose profile was removed, so a profile insert has a valid target. */
  spare: Person;
  usageLogId: number;
  stripeCustomerId: string;
  stripeSubscriptionId: string;
  stripeEventId: string;
  sessionId: string;
  turnId: string;
  liveSessionId: string;
  wsServerId: string;
  sessionStartId: number;
  practiceTimeId: string;
}

/** Inserts an auth user as GoTrue would; the trigger creates the profile. */
export async function createAuthUser(db: Database, label: string): Promise<Person> {
  const id = randomUUID();
  const email = `${label}-${id.slice(0, 8)}@example.test`;
  await db.query(
    `insert into auth.users (id, aud, role, email, email_confirmed_at, created_at, updated_at)
     values ($1, 'authenticated', 'authenticated', $2, now(), now(), now())`,
    [id, email],
  );
  return { id, email, actor: user(id, email) };
}

export async function createFixture(db: Database): Promise<Fixture> {
  const owner = await createAuthUser(db, 'owner');
  const other = await createAuthUser(db, 'other');
  const spare = await createAuthUser(db, 'spare');
  await db.query('delete from public.profile where id = $1', [spare.id]);

  const tag = owner.id.slice(0, 8);
  const stripeCustomerId = `cus_${tag}`;
  const stripeSubscriptionId = `sub_${tag}`;
  const stripeEventId = `evt_${tag}`;

  await db.query(`insert into public.resume (profile_id, resume) values ($1, 'Owner resume'), ($2, 'Other resume')`, [owner.id, other.id]);
  await db.query(`insert into public.job_description (profile_id, job_description) values ($1, 'Owner job')`, [owner.id]);
  const usage = await db.query<{ id: number | string }>(
    `insert into public.usage_logs (profile_id, source) values ($1, 'tab') returning id`,
    [owner.id],
  );
  const usageLogId = Number(usage.rows[0].id);
  await db.query(`insert into public.billing_customer (profile_id, stripe_customer_id) values ($1, $2)`, [owner.id, stripeCustomerId]);
  await db.query(
    `insert into public.billing_subscription (stripe_subscription_id, profile_id, stripe_customer_id, plan_id, stripe_price_id, status,
       current_period_start, current_period_end)
     values ($1, $2, $3, 2, 'price_cuecard_pro_monthly', 'active', now(), now() + interval '1 month')`,
    [stripeSubscriptionId, owner.id, stripeCustomerId],
  );
  await db.query(`insert into public.stripe_event (id, type) values ($1, 'customer.subscription.updated')`, [stripeEventId]);
  const session = await db.query<{ id: string }>(
    `insert into public.interview_session (profile_id, usage_log_id, source, mode) values ($1, $2, 'tab', 'manual') returning id`,
    [owner.id, usageLogId],
  );
  const sessionId = session.rows[0].id;
  const turn = await db.query<{ id: string }>(
    `insert into public.interview_turn (session_id, profile_id, question, answer) values ($1, $2, 'Why us?', '**Because**') returning id`,
    [sessionId, owner.id],
  );
  await db.query(`insert into public.interview_speaker (session_id, profile_id, speaker, name) values ($1, $2, 1, 'Priya (EM)')`, [sessionId, owner.id]);
  const live = await db.query<{ id: string }>(
    `insert into public.live_session (profile_id, usage_log_id, history_id, expires_at) values ($1, $2, $3, now() + interval '1 minute') returning id`,
    [owner.id, usageLogId, sessionId],
  );
  const server = await db.query<{ id: string }>(`insert into public.ws_server (id) values (gen_random_uuid()) returning id`);
  const start = await db.query<{ id: number }>(`insert into public.session_start (profile_id, purpose) values ($1, 'live') returning id`, [owner.id]);
  const practice = await db.query<{ id: string }>(`insert into public.practice_time (profile_id, history_id) values ($1, $2) returning id`, [owner.id, sessionId]);
  return {
    owner,
    other,
    spare,
    usageLogId,
    stripeCustomerId,
    stripeSubscriptionId,
    stripeEventId,
    sessionId,
    turnId: turn.rows[0].id,
    liveSessionId: live.rows[0].id,
    wsServerId: server.rows[0].id,
    sessionStartId: Number(start.rows[0].id),
    practiceTimeId: practice.rows[0].id,
  };
}
