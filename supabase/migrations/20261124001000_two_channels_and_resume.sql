-- Two things a live interview needed from the database:
--
-- 1. One session may carry both the shared tab (the interviewer) and the microphone (the
--    candidate) over one socket (/both). It is still one session, one usage row, metered
--    once: 'both' joins 'tab' and 'mic' as what a session captured.
-- 2. A socket that drops (a network blip, a laptop lid) reconnects and carries on the same
--    session: resume_live_session re-opens its interview_session and usage rows instead of
--    the reconnect opening new ones, so the history stays one interview and the minutes are
--    charged once, for the time actually connected.
--
-- Lock order, as everywhere: profile row first, then usage_logs / interview_session rows.

alter table public.usage_logs drop constraint usage_logs_source_check;
alter table public.usage_logs add constraint usage_logs_source_check check (source in ('tab', 'mic', 'both'));
comment on column public.usage_logs.source is 'What was captured: tab (shared browser tab), mic (microphone) or both (tab and microphone in one session).';

alter table public.interview_session drop constraint interview_session_source_check;
alter table public.interview_session add constraint interview_session_source_check check (source in ('tab', 'mic', 'both'));
comment on column public.interview_session.source is 'What was captured: tab, mic, or both (the tab as the interviewer and the microphone as the candidate).';

create or replace function public.start_usage(p_profile_id uuid, p_source text default 'tab')
returns table (usage_log_id bigint, credit_used numeric, credits numeric, expire_msg text, allowed boolean)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_used numeric;
  v_credits numeric;
  v_msg text;
  v_id bigint;
begin
  if p_source is null or p_source not in ('tab', 'mic', 'both') then
    raise exception 'start_usage: source must be tab, mic or both' using errcode = '22023';
  end if;

  select p.credit_used, pl.credits, pl.expire_msg
    into v_used, v_credits, v_msg
    from public.profile p
    join public.plan pl on pl.id = p.plan_id
   where p.id = p_profile_id
     for update of p;
  if not found then
    raise exception 'start_usage: no profile %', p_profile_id using errcode = 'P0002';
  end if;

  if v_used >= v_credits then
    return query select null::bigint, v_used, v_credits, v_msg, false;
    return;
  end if;

  insert into public.usage_logs (profile_id, source, start_time, last_charged_at)
  values (p_profile_id, p_source, now(), now())
  returning id into v_id;

  return query select v_id, v_used, v_credits, v_msg, true;
end;
$$;
comment on function public.start_usage(uuid, text) is 'ws-server: opens a metered session (source tab, mic or both). Refuses (allowed = false, no usage row) when credit_used has reached the plan''s credits; otherwise inserts a usage_logs row and returns its id with the current usage and limit.';

create or replace function public.resume_live_session(p_profile_id uuid, p_history_id uuid, p_window_seconds numeric)
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
  -- A socket of this session still holds a fresh lease (on a server that has not noticed the
  -- drop yet): two sockets must never meter one row, so this reconnect starts afresh.
  if exists (select 1 from public.live_session l where l.history_id = p_history_id and l.expires_at > now()) then
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
  return query select 'resumed'::text, v_usage, v_charged, v_used, v_credits, v_msg, v_source, v_title;
end;
$$;
comment on function public.resume_live_session(uuid, uuid, numeric) is 'ws-server, on a hello with resume_session_id: re-opens the user''s live interview_session and its usage row when the session ended at most p_window_seconds ago (or is still open) and no fresh lease holds it, so a reconnect carries on one session charged once. status: resumed (with the usage row, the seconds it already holds and the user''s credits), not_found, expired, busy or credit_limit.';

revoke execute on function public.resume_live_session(uuid, uuid, numeric) from public, anon, authenticated;
grant execute on function public.resume_live_session(uuid, uuid, numeric) to service_role;
