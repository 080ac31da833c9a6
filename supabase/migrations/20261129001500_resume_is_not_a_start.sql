-- A reconnect that carries a session on is not a new session.
--
-- 1. claim_live_session counted every hello as a session start, so a candidate whose Wi-Fi
--    dropped twenty times in ten minutes was refused with session_rate_limited in the middle
--    of the interview. It now takes the session the hello asks to resume: when that is a
--    genuine resume (the user's own session of the same kind, still open or ended within the
--    resume window, and held by no other fresh lease) no start is counted, and the new lease
--    holds the session from this transaction on, so a second socket racing to resume the same
--    id finds it busy and is counted as the new session it becomes. A bogus id, another
--    user's, an expired one or a busy one is counted as before.
-- 2. session_start rows were deleted only when their own user connected again, so the rows of
--    users who never came back stayed for ever: sweep_session_starts deletes every row older
--    than the window, and each ws-server runs it with its orphan sweep.
--
-- Lock order, as everywhere: profile row first, then the session's rows.

-- ---------------------------------------------------------------------------------------
-- 1. A genuine resume is not a start
-- ---------------------------------------------------------------------------------------

drop function public.claim_live_session(uuid, integer, numeric, uuid, text, integer, numeric);
create function public.claim_live_session(
  p_profile_id uuid,
  p_max integer,
  p_ttl_seconds numeric,
  p_auth_session_id uuid default null,
  p_purpose text default 'live',
  p_max_starts integer default null,
  p_start_window_seconds numeric default 600,
  p_resume_history_id uuid default null,
  p_resume_window_seconds numeric default 120
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
  v_resumes boolean := false;
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
  if p_resume_history_id is not null and (p_resume_window_seconds is null or p_resume_window_seconds <= 0) then
    raise exception 'claim_live_session: the resume window must be positive' using errcode = '22023';
  end if;
  v_status := public.user_access_status(p_profile_id, p_auth_session_id);
  if v_status <> 'active' then
    return query select null::uuid, v_status, 0;
    return;
  end if;

  -- The profile lock serialises claims of one user across processes: two sockets opened at
  -- once on two servers cannot both see a free slot, nor both take the last start, nor both
  -- resume one session without a start.
  perform 1 from public.profile p where p.id = p_profile_id for update;
  delete from public.live_session l where l.profile_id = p_profile_id and l.expires_at <= now();
  select count(*)::integer into v_active from public.live_session l where l.profile_id = p_profile_id;
  if v_active >= p_max then
    return query select null::uuid, 'full'::text, v_active;
    return;
  end if;

  -- The same checks resume_live_session and resume_practice_session make: only what they
  -- would carry on goes uncounted. A live interview without a usage row cannot be carried on.
  if p_resume_history_id is not null then
    select true into v_resumes
      from public.interview_session s
     where s.id = p_resume_history_id
       and s.profile_id = p_profile_id
       and s.kind = p_purpose
       and (s.kind = 'practice' or s.usage_log_id is not null)
       and (s.ended_at is null or s.ended_at >= now() - make_interval(secs => p_resume_window_seconds::double precision))
       and not exists (
         select 1 from public.live_session l
          where l.history_id = p_resume_history_id and l.expires_at > now()
       );
    v_resumes := coalesce(v_resumes, false);
  end if;

  if p_max_starts is not null and not v_resumes then
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

  -- A resuming lease names its session at once: until the resume re-opens the rows, another
  -- claim for the same id sees it held and counts as a start.
  insert into public.live_session (profile_id, auth_session_id, expires_at, history_id)
  values (
    p_profile_id,
    p_auth_session_id,
    now() + make_interval(secs => p_ttl_seconds::double precision),
    case when v_resumes then p_resume_history_id end
  )
  returning id into v_id;
  return query select v_id, 'active'::text, v_active + 1;
end;
$$;
comment on function public.claim_live_session(uuid, integer, numeric, uuid, text, integer, numeric, uuid, numeric) is 'ws-server, after a valid hello: takes one of the user''s p_max socket slots for p_ttl_seconds. status is active (with the lease id), full (the user already holds p_max live leases on any server), rate_limited (the user started p_max_starts sessions, live and practice together, in the last p_start_window_seconds), or why the user may not connect (account_deleted, banned, signed_out). A hello resuming p_resume_history_id (the user''s own session of this purpose, open or ended within p_resume_window_seconds, held by no other fresh lease) is not counted as a start, and its lease holds that session at once.';

-- ---------------------------------------------------------------------------------------
-- 2. Old starts are swept
-- ---------------------------------------------------------------------------------------

create function public.sweep_session_starts(p_window_seconds numeric)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_deleted integer;
begin
  if p_window_seconds is null or p_window_seconds <= 0 then
    raise exception 'sweep_session_starts: window must be positive' using errcode = '22023';
  end if;
  -- Bounded, so one sweep never holds the table for long; the next sweep takes the rest.
  delete from public.session_start s
   where s.id in (
     select o.id from public.session_start o
      where o.started_at <= now() - make_interval(secs => p_window_seconds::double precision)
      limit 10000
   );
  get diagnostics v_deleted = row_count;
  return v_deleted;
end;
$$;
comment on function public.sweep_session_starts(numeric) is 'ws-server, with each orphan sweep: deletes session_start rows older than p_window_seconds (the start-limit window), which no claim counts any more; at most 10,000 a call. Returns how many.';

revoke execute on function
  public.claim_live_session(uuid, integer, numeric, uuid, text, integer, numeric, uuid, numeric),
  public.sweep_session_starts(numeric)
from public, anon, authenticated;

grant execute on function
  public.claim_live_session(uuid, integer, numeric, uuid, text, integer, numeric, uuid, numeric),
  public.sweep_session_starts(numeric)
to service_role;
