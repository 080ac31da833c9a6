-- What the ws-server needs from the database so that no session runs unpaid or unbounded,
-- whichever process it is on:
--
-- 1. Session starts are counted per user across processes (session_start): past a limit in a
--    window, claim_live_session refuses with status rate_limited. A loop of connect, hello,
--    close can no longer start sessions (and their model calls) without end.
-- 2. A resumed session's lease names its history and usage rows in the same transaction as the
--    check that no other fresh lease holds them (resume_live_session, resume_practice_session),
--    so two sockets on two servers can never both carry on one session. A new session's lease
--    is given its rows by renew_live_session before its id reaches any client.
-- 3. Charging a usage row that has ended is an error the meter acts on (the session ends), not
--    a silent no-op under which a socket would run unmetered.
-- 4. Practice time is kept in practice_time, which users can neither change nor delete, so
--    deleting history no longer resets the daily practice allowance; each practice session
--    counts at least a minimum, so short sessions are not free.
-- 5. What survives a reconnect on another server: the candidate's words (/both) and a practice
--    round's planned questions, on the interview_session row.
--
-- Lock order, as everywhere: profile row first, then the session's rows.

-- ---------------------------------------------------------------------------------------
-- 1. Session starts
-- ---------------------------------------------------------------------------------------

create table public.session_start (
  id bigint generated always as identity primary key,
  profile_id uuid not null references public.profile (id) on delete cascade,
  purpose text not null check (purpose in ('live', 'practice')),
  started_at timestamptz not null default now()
);
alter table public.session_start enable row level security;
comment on table public.session_start is 'One row per interview or practice socket admitted by claim_live_session, kept for the rate-limit window only: the per-user limit on session starts counts these across every ws-server process. Server only: no policies, no user grants.';
comment on column public.session_start.id is 'Row id.';
comment on column public.session_start.profile_id is 'The user who started the session.';
comment on column public.session_start.purpose is 'live (an interview) or practice.';
comment on column public.session_start.started_at is 'When the socket was admitted.';
create index session_start_profile_id_started_at_idx on public.session_start (profile_id, started_at);
revoke all on table public.session_start from anon, authenticated;

drop function public.claim_live_session(uuid, integer, numeric, uuid);
create function public.claim_live_session(
  p_profile_id uuid,
  p_max integer,
  p_ttl_seconds numeric,
  p_auth_session_id uuid default null,
  p_purpose text default 'live',
  p_max_starts integer default null,
  p_start_window_seconds numeric default 600
)
returns table (live_session_id uuid, status text, active integer)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_status text;
  v_active integer;
  v_starts integer;
  v_id uuid;
begin
  if p_max is null or p_max < 1 or p_ttl_seconds is null or p_ttl_seconds <= 0 then
    raise exception 'claim_live_session: max and ttl must be positive' using errcode = '22023';
  end if;
  if p_purpose is null or p_purpose not in ('live', 'practice') then
    raise exception 'claim_live_session: purpose must be live or practice' using errcode = '22023';
  end if;
  if p_max_starts is not null and (p_max_starts < 1 or p_start_window_seconds is null or p_start_window_seconds <= 0) then
    raise exception 'claim_live_session: max starts and their window must be positive' using errcode = '22023';
  end if;
  v_status := public.user_access_status(p_profile_id, p_auth_session_id);
  if v_status <> 'active' then
    return query select null::uuid, v_status, 0;
    return;
  end if;

  -- The profile lock serialises claims of one user across processes: two sockets opened at
  -- once on two servers cannot both see a free slot, nor both take the last start.
  perform 1 from public.profile p where p.id = p_profile_id for update;
  delete from public.live_session l where l.profile_id = p_profile_id and l.expires_at <= now();
  select count(*)::integer into v_active from public.live_session l where l.profile_id = p_profile_id;
  if v_active >= p_max then
    return query select null::uuid, 'full'::text, v_active;
    return;
  end if;

  if p_max_starts is not null then
    delete from public.session_start s
     where s.profile_id = p_profile_id
       and s.started_at <= now() - make_interval(secs => p_start_window_seconds::double precision);
    select count(*)::integer into v_starts from public.session_start s where s.profile_id = p_profile_id;
    if v_starts >= p_max_starts then
      return query select null::uuid, 'rate_limited'::text, v_active;
      return;
    end if;
    insert into public.session_start (profile_id, purpose) values (p_profile_id, p_purpose);
  end if;

  insert into public.live_session (profile_id, auth_session_id, expires_at)
  values (p_profile_id, p_auth_session_id, now() + make_interval(secs => p_ttl_seconds::double precision))
  returning id into v_id;
  return query select v_id, 'active'::text, v_active + 1;
end;
$$;
comment on function public.claim_live_session(uuid, integer, numeric, uuid, text, integer, numeric) is 'ws-server, after a valid hello: takes one of the user''s p_max socket slots for p_ttl_seconds. status is active (with the lease id), full (the user already holds p_max live leases on any server), rate_limited (the user started p_max_starts sessions, live and practice together, in the last p_start_window_seconds), or why the user may not connect (account_deleted, banned, signed_out).';

-- ---------------------------------------------------------------------------------------
-- 2. Resuming names the lease at once
-- ---------------------------------------------------------------------------------------

drop function public.resume_live_session(uuid, uuid, numeric);
create function public.resume_live_session(p_profile_id uuid, p_history_id uuid, p_window_seconds numeric, p_live_session_id uuid default null)
returns table (status text, usage_log_id bigint, charged_seconds numeric, credit_used numeric, credits numeric, expire_msg text, source text, title text)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_usage bigint;
  v_ended timestamptz;
  v_kind text;
  v_source text;
  v_title text;
  v_used numeric;
  v_credits numeric;
  v_msg text;
  v_charged numeric;
begin
  if p_window_seconds is null or p_window_seconds <= 0 then
    raise exception 'resume_live_session: window must be positive' using errcode = '22023';
  end if;

  select p.credit_used, pl.credits, pl.expire_msg
    into v_used, v_credits, v_msg
    from public.profile p
    join public.plan pl on pl.id = p.plan_id
   where p.id = p_profile_id
     for update of p;
  if not found then
    return query select 'not_found'::text, null::bigint, null::numeric, null::numeric, null::numeric, null::text, null::text, null::text;
    return;
  end if;

  -- Only the owner's own live interview, still open or ended moments ago, can be carried on.
  select s.usage_log_id, s.ended_at, s.kind, s.source, s.title
    into v_usage, v_ended, v_kind, v_source, v_title
    from public.interview_session s
   where s.id = p_history_id and s.profile_id = p_profile_id
     for update;
  if not found or v_kind <> 'live' or v_usage is null then
    return query select 'not_found'::text, null::bigint, null::numeric, v_used, v_credits, v_msg, null::text, null::text;
    return;
  end if;
  if v_ended is not null and v_ended < now() - make_interval(secs => p_window_seconds::double precision) then
    return query select 'expired'::text, null::bigint, null::numeric, v_used, v_credits, v_msg, null::text, null::text;
    return;
  end if;
  -- Another socket of this session still holds a fresh lease (on a server that has not
  -- noticed the drop yet): two sockets must never meter one row, so this one starts afresh.
  if exists (
    select 1 from public.live_session l
     where (l.history_id = p_history_id or l.usage_log_id = v_usage)
       and l.expires_at > now()
       and l.id is distinct from p_live_session_id
  ) then
    return query select 'busy'::text, null::bigint, null::numeric, v_used, v_credits, v_msg, null::text, null::text;
    return;
  end if;

  select u.charged_seconds into v_charged from public.usage_logs u where u.id = v_usage and u.profile_id = p_profile_id for update;
  if not found then
    return query select 'not_found'::text, null::bigint, null::numeric, v_used, v_credits, v_msg, null::text, null::text;
    return;
  end if;
  if v_used >= v_credits then
    return query select 'credit_limit'::text, null::bigint, null::numeric, v_used, v_credits, v_msg, null::text, null::text;
    return;
  end if;

  -- The gap between the drop and the reconnect is not charged: metering resumes from now.
  update public.usage_logs u set end_time = null, last_charged_at = now() where u.id = v_usage;
  update public.interview_session s set ended_at = null where s.id = p_history_id;
  -- The caller's lease holds the session from this moment, in this transaction: a third
  -- socket resuming it now finds it busy.
  update public.live_session l set history_id = p_history_id, usage_log_id = v_usage
   where l.id = p_live_session_id and l.profile_id = p_profile_id;
  return query select 'resumed'::text, v_usage, v_charged, v_used, v_credits, v_msg, v_source, v_title;
end;
$$;
comment on function public.resume_live_session(uuid, uuid, numeric, uuid) is 'ws-server, on a hello with resume_session_id: re-opens the user''s live interview_session and its usage row when the session ended at most p_window_seconds ago (or is still open) and no other fresh lease holds it, and records both rows on the caller''s lease p_live_session_id in the same transaction, so a reconnect carries on one session charged once. status: resumed (with the usage row, the seconds it already holds and the user''s credits), not_found, expired, busy or credit_limit.';

-- ---------------------------------------------------------------------------------------
-- 3. A charge on an ended usage row is refused
-- ---------------------------------------------------------------------------------------

create or replace function public.record_usage_seconds(p_usage_log_id bigint, p_seconds numeric, p_end boolean)
returns table (credit_used numeric, credits numeric, limit_reached boolean, expire_msg text)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_profile uuid;
  v_end_time timestamptz;
  v_seconds numeric := round(p_seconds, 3);
begin
  if p_seconds is null or p_seconds < 0 then
    raise exception 'usage charge must be zero or more seconds' using errcode = '22023';
  end if;

  select u.profile_id into v_profile from public.usage_logs u where u.id = p_usage_log_id;
  if not found then
    raise exception 'no usage log %', p_usage_log_id using errcode = 'P0002';
  end if;

  perform 1 from public.profile p where p.id = v_profile for update;
  select u.end_time into v_end_time from public.usage_logs u where u.id = p_usage_log_id for update;

  -- A row ended under a running socket (the orphan sweeper after an outage, or another socket
  -- that carried the session on) is not this socket's to charge any more: it must stop. A
  -- retried end_usage still changes nothing, so it never double-counts.
  if v_end_time is not null and not p_end then
    raise exception 'usage log % has ended', p_usage_log_id using errcode = 'P0004';
  end if;
  if v_end_time is null then
    update public.usage_logs u
       set charged_seconds = u.charged_seconds + v_seconds,
           time_elapsed = (u.charged_seconds + v_seconds) / 60,
           last_charged_at = now(),
           end_time = case when p_end then greatest(now(), u.start_time) else null end
     where u.id = p_usage_log_id;
    if v_seconds > 0 then
      update public.profile p
         set credit_used = (round(p.credit_used * 60, 3) + v_seconds) / 60
       where p.id = v_profile;
    end if;
  end if;

  return query
    select p.credit_used, pl.credits, p.credit_used >= pl.credits, pl.expire_msg
      from public.profile p
      join public.plan pl on pl.id = p.plan_id
     where p.id = v_profile;
end;
$$;
comment on function public.record_usage_seconds(bigint, numeric, boolean) is 'Internal to charge_usage and end_usage: adds seconds to a running usage row and its profile under the profile lock. Charging (not ending) a row that has ended raises P0004, so the socket that thought it owned the row ends.';
comment on function public.charge_usage(bigint, numeric) is 'ws-server, every 60 s: adds p_seconds (only the seconds since this process last charged this row) to the session and to profile.credit_used; limit_reached tells it to send credit_limit and close. Charging an ended session raises P0004: that socket must end.';

-- ---------------------------------------------------------------------------------------
-- 4. Practice time, out of the user's reach
-- ---------------------------------------------------------------------------------------

create table public.practice_time (
  id uuid primary key default gen_random_uuid(),
  profile_id uuid not null references public.profile (id) on delete cascade,
  history_id uuid,
  started_at timestamptz not null default now(),
  connected_at timestamptz not null default now(),
  ended_at timestamptz,
  seconds numeric not null default 0 check (seconds >= 0)
);
alter table public.practice_time enable row level security;
comment on table public.practice_time is 'One row per practice session, for the daily fair-use allowance: written only by the ws-server through the functions below, never changed or deleted by users (deleting history leaves it), so the allowance cannot be reset. Server only: no policies, no user grants.';
comment on column public.practice_time.id is 'Row id, kept by the ws-server for the session''s lifetime.';
comment on column public.practice_time.profile_id is 'The user who practised.';
comment on column public.practice_time.history_id is 'The practice interview_session, once known; no foreign key, since the user may delete that row and this one must stay.';
comment on column public.practice_time.started_at is 'When the session started: the UTC day it counts in.';
comment on column public.practice_time.connected_at is 'When the current connection began (a resumed session starts a new one; the gap is not counted).';
comment on column public.practice_time.ended_at is 'When the last connection ended; null while one runs.';
comment on column public.practice_time.seconds is 'Connected seconds of the connections that have ended.';
create index practice_time_profile_id_started_at_idx on public.practice_time (profile_id, started_at);
create index practice_time_history_id_idx on public.practice_time (history_id);
revoke all on table public.practice_time from anon, authenticated;

-- A running connection counts up to now, but at most an hour: a session left open by a crashed
-- server must not take the rest of the day. Every session counts at least p_min_seconds.
create or replace function public.practice_seconds_today(p_profile_id uuid, p_min_seconds numeric)
returns numeric
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(sum(greatest(
           coalesce(p_min_seconds, 0),
           t.seconds + case when t.ended_at is null
                            then least(greatest(extract(epoch from now() - t.connected_at), 0), 3600)
                            else 0 end
         )), 0)
    from public.practice_time t
   where t.profile_id = p_profile_id
     and t.started_at >= date_trunc('day', now() at time zone 'utc') at time zone 'utc';
$$;
comment on function public.practice_seconds_today(uuid, numeric) is 'ws-server: seconds of practice the user has had since midnight UTC, running sessions included (up to an hour each) and each session at least p_min_seconds.';

create or replace function public.start_practice_time(p_profile_id uuid, p_daily_seconds numeric, p_min_seconds numeric)
returns table (practice_time_id uuid, used_seconds numeric, allowed boolean)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_used numeric;
  v_id uuid;
begin
  if p_daily_seconds is null or p_daily_seconds <= 0 or p_min_seconds is null or p_min_seconds < 0 then
    raise exception 'start_practice_time: daily seconds must be positive and the minimum not negative' using errcode = '22023';
  end if;
  -- Two hellos at once on two servers count one after the other.
  perform 1 from public.profile p where p.id = p_profile_id for update;
  if not found then
    raise exception 'start_practice_time: no profile %', p_profile_id using errcode = 'P0002';
  end if;
  v_used := public.practice_seconds_today(p_profile_id, p_min_seconds);
  if v_used >= p_daily_seconds then
    return query select null::uuid, v_used, false;
    return;
  end if;
  -- Old rows are of no further use to the allowance.
  delete from public.practice_time t where t.profile_id = p_profile_id and t.started_at < now() - interval '2 days';
  insert into public.practice_time (profile_id) values (p_profile_id) returning id into v_id;
  return query select v_id, v_used, true;
end;
$$;
comment on function public.start_practice_time(uuid, numeric, numeric) is 'ws-server, on a practice hello: refuses (allowed = false) when the user has had p_daily_seconds of practice today; otherwise opens a practice_time row, which counts at least p_min_seconds from now on.';

create or replace function public.end_practice_time(p_practice_time_id uuid, p_history_id uuid default null)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.practice_time t
     set seconds = t.seconds + greatest(extract(epoch from now() - t.connected_at), 0),
         ended_at = now(),
         history_id = coalesce(p_history_id, t.history_id)
   where t.id = p_practice_time_id and t.ended_at is null;
$$;
comment on function public.end_practice_time(uuid, uuid) is 'ws-server, when a practice socket closes: adds the connection''s seconds and records the session''s history id. Idempotent.';

create or replace function public.resume_practice_session(p_profile_id uuid, p_history_id uuid, p_window_seconds numeric, p_live_session_id uuid, p_daily_seconds numeric, p_min_seconds numeric)
returns table (status text, practice_time_id uuid, used_seconds numeric, practice_round text, practice_plan jsonb)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_ended timestamptz;
  v_kind text;
  v_round text;
  v_plan jsonb;
  v_time uuid;
  v_used numeric;
begin
  if p_window_seconds is null or p_window_seconds <= 0 or p_daily_seconds is null or p_daily_seconds <= 0 then
    raise exception 'resume_practice_session: window and daily seconds must be positive' using errcode = '22023';
  end if;
  perform 1 from public.profile p where p.id = p_profile_id for update;
  if not found then
    return query select 'not_found'::text, null::uuid, null::numeric, null::text, null::jsonb;
    return;
  end if;
  select s.ended_at, s.kind, s.practice_round, s.practice_plan
    into v_ended, v_kind, v_round, v_plan
    from public.interview_session s
   where s.id = p_history_id and s.profile_id = p_profile_id
     for update;
  select t.id into v_time from public.practice_time t where t.history_id = p_history_id and t.profile_id = p_profile_id;
  if v_kind is distinct from 'practice' or v_time is null then
    return query select 'not_found'::text, null::uuid, null::numeric, null::text, null::jsonb;
    return;
  end if;
  if v_ended is not null and v_ended < now() - make_interval(secs => p_window_seconds::double precision) then
    return query select 'expired'::text, null::uuid, null::numeric, null::text, null::jsonb;
    return;
  end if;
  if exists (
    select 1 from public.live_session l
     where l.history_id = p_history_id and l.expires_at > now() and l.id is distinct from p_live_session_id
  ) then
    return query select 'busy'::text, null::uuid, null::numeric, null::text, null::jsonb;
    return;
  end if;
  v_used := public.practice_seconds_today(p_profile_id, p_min_seconds);
  if v_used >= p_daily_seconds then
    return query select 'practice_limit'::text, null::uuid, v_used, null::text, null::jsonb;
    return;
  end if;
  -- The gap between the drop and the reconnect is not counted.
  update public.practice_time t
     set seconds = case when t.ended_at is null then t.seconds + greatest(extract(epoch from now() - t.connected_at), 0) else t.seconds end,
         connected_at = now(),
         ended_at = null
   where t.id = v_time;
  update public.interview_session s set ended_at = null where s.id = p_history_id;
  update public.live_session l set history_id = p_history_id where l.id = p_live_session_id and l.profile_id = p_profile_id;
  return query select 'resumed'::text, v_time, v_used, v_round, v_plan;
end;
$$;
comment on function public.resume_practice_session(uuid, uuid, numeric, uuid, numeric, numeric) is 'ws-server, on a practice hello with resume_session_id: re-opens the user''s practice interview_session and its practice_time row when it ended at most p_window_seconds ago (or is still open), no other fresh lease holds it and the daily allowance is not spent, and records it on the caller''s lease. status: resumed (with the round and its planned questions), not_found, expired, busy or practice_limit.';

-- ---------------------------------------------------------------------------------------
-- 5. What a reconnect on another server needs
-- ---------------------------------------------------------------------------------------

alter table public.interview_session
  add column candidate_said jsonb not null default '[]'::jsonb
    check (jsonb_typeof(candidate_said) = 'array' and octet_length(candidate_said::text) <= 65536),
  add column practice_plan jsonb
    check (practice_plan is null or (jsonb_typeof(practice_plan) = 'array' and octet_length(practice_plan::text) <= 65536));
comment on column public.interview_session.candidate_said is 'Live interviews on tab + microphone: what the candidate said out loud, newest last (bounded), so answers after a reconnect on another server still build on it.';
comment on column public.interview_session.practice_plan is 'Practice: the round''s planned questions ([{id, text, kind}]), so a reconnect on another server carries the round on.';

-- ---------------------------------------------------------------------------------------
-- Who may call what
-- ---------------------------------------------------------------------------------------

revoke execute on function
  public.claim_live_session(uuid, integer, numeric, uuid, text, integer, numeric),
  public.resume_live_session(uuid, uuid, numeric, uuid),
  public.practice_seconds_today(uuid, numeric),
  public.start_practice_time(uuid, numeric, numeric),
  public.end_practice_time(uuid, uuid),
  public.resume_practice_session(uuid, uuid, numeric, uuid, numeric, numeric)
from public, anon, authenticated;

grant execute on function
  public.claim_live_session(uuid, integer, numeric, uuid, text, integer, numeric),
  public.resume_live_session(uuid, uuid, numeric, uuid),
  public.practice_seconds_today(uuid, numeric),
  public.start_practice_time(uuid, numeric, numeric),
  public.end_practice_time(uuid, uuid),
  public.resume_practice_session(uuid, uuid, numeric, uuid, numeric, numeric)
to service_role;
