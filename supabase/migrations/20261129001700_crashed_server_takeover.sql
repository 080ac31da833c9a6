-- A crashed ws-server no longer holds its sessions hostage.
--
-- After a process was killed (SIGKILL, an out-of-memory kill, its host gone), the leases of
-- its sockets stayed fresh until they expired (three metering ticks). A candidate whose
-- client reconnected at once found their session busy: the reconnect became a second session
-- beside the first, or waited out the lease. And the seconds the session ran since the dead
-- process's last charge were never charged.
--
-- 1. Every ws-server process beats (ws_server_heartbeat) every second or so, and names itself
--    on the leases it takes (live_session.server_id).
-- 2. claim_live_session takes over the user's leases held by a process that has not beaten
--    for p_server_dead_seconds: it charges each one's usage row up to that process's last
--    heartbeat, then deletes the lease, so a resume carries the session on at once.
-- 3. A resume whose session is held by a lease on a process still beating can be told so
--    (status held, with p_wait_if_held) instead of being counted as a new session, and asks
--    again a moment later: the holder either notices the drop and releases, or misses its
--    heartbeats and is taken over.
--
-- Lock order, as everywhere: profile row first, then the session's rows.

-- ---------------------------------------------------------------------------------------
-- 1. Processes beat
-- ---------------------------------------------------------------------------------------

create table public.ws_server (
  id uuid primary key,
  started_at timestamptz not null default now(),
  heartbeat_at timestamptz not null default now()
);
alter table public.ws_server enable row level security;
comment on table public.ws_server is 'One row per running ws-server process, beaten every second or so: a lease whose process stopped beating belongs to a crashed process and may be taken over. Server only: no policies, no user grants.';
comment on column public.ws_server.id is 'The process''s own random id, chosen at start.';
comment on column public.ws_server.started_at is 'When the process first beat.';
comment on column public.ws_server.heartbeat_at is 'When the process last beat (database clock).';
revoke all on table public.ws_server from anon, authenticated;

alter table public.live_session add column server_id uuid;
comment on column public.live_session.server_id is 'The ws-server process holding the socket (ws_server.id); null for leases taken by callers that do not name one, which are never taken over.';
create index live_session_history_id_idx on public.live_session (history_id);

create function public.ws_server_heartbeat(p_server_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.ws_server (id) values (p_server_id)
  on conflict (id) do update set heartbeat_at = now();
  -- Processes silent for a day are long gone: their rows go, a few at a time.
  delete from public.ws_server w
   where w.id in (select o.id from public.ws_server o where o.heartbeat_at < now() - interval '1 day' limit 100);
end;
$$;
comment on function public.ws_server_heartbeat(uuid) is 'ws-server, every second or so: records that process p_server_id is alive, and deletes rows of processes silent for a day.';

-- ---------------------------------------------------------------------------------------
-- 2 and 3. Claims take over a dead process's leases and can wait for a held session
-- ---------------------------------------------------------------------------------------

drop function public.claim_live_session(uuid, integer, numeric, uuid, text, integer, numeric, uuid, numeric);
create function public.claim_live_session(
  p_profile_id uuid,
  p_max integer,
  p_ttl_seconds numeric,
  p_auth_session_id uuid default null,
  p_purpose text default 'live',
  p_max_starts integer default null,
  p_start_window_seconds numeric default 600,
  p_resume_history_id uuid default null,
  p_resume_window_seconds numeric default 120,
  p_server_id uuid default null,
  p_server_dead_seconds numeric default null,
  p_wait_if_held boolean default false
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
  v_dead record;
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
  if p_server_dead_seconds is not null and p_server_dead_seconds <= 0 then
    raise exception 'claim_live_session: a server''s silence before it counts as dead must be positive' using errcode = '22023';
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

  -- Leases held by a process that stopped beating (killed, or its host gone) are taken over
  -- at once instead of blocking the user until they expire. The seconds its session ran
  -- between its last charge and the process's last heartbeat are charged first: the process
  -- could not charge them, and the candidate was connected until then.
  if p_server_dead_seconds is not null then
    for v_dead in
      select l.id, l.usage_log_id, w.heartbeat_at
        from public.live_session l
        left join public.ws_server w on w.id = l.server_id
       where l.profile_id = p_profile_id
         and l.server_id is not null
         and l.server_id is distinct from p_server_id
         and (w.id is null or w.heartbeat_at <= now() - make_interval(secs => p_server_dead_seconds::double precision))
    loop
      if v_dead.usage_log_id is not null and v_dead.heartbeat_at is not null then
        perform public.record_usage_seconds(u.id, extract(epoch from (v_dead.heartbeat_at - u.last_charged_at)), false)
           from public.usage_logs u
          where u.id = v_dead.usage_log_id
            and u.end_time is null
            and u.last_charged_at < v_dead.heartbeat_at;
      end if;
      delete from public.live_session l where l.id = v_dead.id;
    end loop;
  end if;

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
    -- Held by a socket on a live process (one that has not noticed the drop yet, or that died
    -- moments ago and has not yet missed enough heartbeats): a caller that can wait is told so
    -- and asks again, rather than starting a second session beside the one it means to resume.
    if not v_resumes and p_wait_if_held and exists (
      select 1 from public.interview_session s
       where s.id = p_resume_history_id and s.profile_id = p_profile_id and s.kind = p_purpose
         and (s.ended_at is null or s.ended_at >= now() - make_interval(secs => p_resume_window_seconds::double precision))
    ) and exists (
      select 1 from public.live_session l where l.history_id = p_resume_history_id and l.expires_at > now()
    ) then
      return query select null::uuid, 'held'::text, v_active;
      return;
    end if;
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
  insert into public.live_session (profile_id, auth_session_id, expires_at, history_id, server_id)
  values (
    p_profile_id,
    p_auth_session_id,
    now() + make_interval(secs => p_ttl_seconds::double precision),
    case when v_resumes then p_resume_history_id end,
    p_server_id
  )
  returning id into v_id;
  return query select v_id, 'active'::text, v_active + 1;
end;
$$;
comment on function public.claim_live_session(uuid, integer, numeric, uuid, text, integer, numeric, uuid, numeric, uuid, numeric, boolean) is 'ws-server, after a valid hello: takes one of the user''s p_max socket slots for p_ttl_seconds, on behalf of process p_server_id. First, with p_server_dead_seconds, the user''s leases held by a process silent that long are taken over: their usage rows are charged up to that process''s last heartbeat and the leases deleted. status is active (with the lease id), full (the user already holds p_max live leases on any server), rate_limited (the user started p_max_starts sessions, live and practice together, in the last p_start_window_seconds), held (p_wait_if_held, and the session p_resume_history_id names is the user''s but a fresh lease holds it: ask again shortly), or why the user may not connect (account_deleted, banned, signed_out). A hello resuming p_resume_history_id (the user''s own session of this purpose, open or ended within p_resume_window_seconds, held by no other fresh lease) is not counted as a start, and its lease holds that session at once.';

revoke execute on function
  public.claim_live_session(uuid, integer, numeric, uuid, text, integer, numeric, uuid, numeric, uuid, numeric, boolean),
  public.ws_server_heartbeat(uuid)
from public, anon, authenticated;

grant execute on function
  public.claim_live_session(uuid, integer, numeric, uuid, text, integer, numeric, uuid, numeric, uuid, numeric, boolean),
  public.ws_server_heartbeat(uuid)
to service_role;
