-- Live interview sockets, shared by every ws-server process. The per-user session limit used
-- to be a counter in each process's memory, so two processes allowed twice the limit; it is
-- now a row per open socket, taken and renewed by the ws-server (service role) through the
-- functions below. A row is a lease: it lives as long as its heartbeats, so a crashed
-- server's sockets stop counting a few ticks later without anyone cleaning up after it.
--
-- The same heartbeat re-checks that the socket's user may still be here (account not deleted,
-- not banned, sign-in session not revoked, interview data not deleted), which is how a
-- deleted, banned or signed-out user's socket ends within one metering tick.
--
-- Lock order, as everywhere: profile row first, then live_session / usage_logs rows.

-- ---------------------------------------------------------------------------------------
-- live_session: one row per socket that reached `ready`
-- ---------------------------------------------------------------------------------------

create table public.live_session (
  id uuid primary key default gen_random_uuid(),
  profile_id uuid not null references public.profile (id) on delete cascade,
  auth_session_id uuid,
  usage_log_id bigint references public.usage_logs (id) on delete set null,
  history_id uuid references public.interview_session (id) on delete set null,
  started_at timestamptz not null default now(),
  heartbeat_at timestamptz not null default now(),
  expires_at timestamptz not null
);
alter table public.live_session enable row level security;
comment on table public.live_session is 'One row per open interview socket, on any ws-server process: the per-user session limit counts these. Taken by claim_live_session, renewed every metering tick by renew_live_session, removed by release_live_session; a row past expires_at no longer counts. Server only: no policies, no user grants.';
comment on column public.live_session.id is 'Lease id, kept by the ws-server for the socket''s lifetime.';
comment on column public.live_session.profile_id is 'The signed-in user the socket belongs to.';
comment on column public.live_session.auth_session_id is 'The access token''s session_id claim (auth.sessions.id): when that row is gone the user signed out everywhere and the socket ends. Null for tokens without the claim.';
comment on column public.live_session.usage_log_id is 'The usage_logs row this socket charges: while the lease is fresh, sweep_orphaned_usage leaves that row alone.';
comment on column public.live_session.history_id is 'The interview_session row of this socket: when it is deleted (the user deleted their data) the socket ends.';
comment on column public.live_session.started_at is 'When the socket was admitted.';
comment on column public.live_session.heartbeat_at is 'When the ws-server last renewed the lease.';
comment on column public.live_session.expires_at is 'The lease ends here unless renewed: a few metering ticks after the last heartbeat.';
create index live_session_profile_id_idx on public.live_session (profile_id);
create index live_session_usage_log_id_idx on public.live_session (usage_log_id);

revoke all on table public.live_session from anon, authenticated;
-- No policies: with RLS enabled and no grants, only the service role can touch this table.

-- ---------------------------------------------------------------------------------------
-- Whether a user may keep a socket open
-- ---------------------------------------------------------------------------------------

create or replace function public.user_access_status(p_user_id uuid, p_auth_session_id uuid)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_deleted_at timestamptz;
  v_banned_until timestamptz;
begin
  select u.deleted_at, u.banned_until into v_deleted_at, v_banned_until from auth.users u where u.id = p_user_id;
  if not found or v_deleted_at is not null or not exists (select 1 from public.profile p where p.id = p_user_id) then
    return 'account_deleted';
  end if;
  if v_banned_until is not null and v_banned_until > now() then
    return 'banned';
  end if;
  -- An access token stays valid until it expires even after its session is gone (sign-out
  -- everywhere deletes the sessions): the session row is what says the user is still in.
  if p_auth_session_id is not null and not exists (
    select 1 from auth.sessions s
     where s.id = p_auth_session_id and s.user_id = p_user_id and (s.not_after is null or s.not_after > now())
  ) then
    return 'signed_out';
  end if;
  return 'active';
end;
$$;
comment on function public.user_access_status(uuid, uuid) is 'Internal to claim_live_session and renew_live_session: active, or why the user may no longer hold a socket (account_deleted, banned, signed_out).';

-- ---------------------------------------------------------------------------------------
-- Taking, renewing and giving back a lease
-- ---------------------------------------------------------------------------------------

create or replace function public.claim_live_session(p_profile_id uuid, p_max integer, p_ttl_seconds numeric, p_auth_session_id uuid default null)
returns table (live_session_id uuid, status text, active integer)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_status text;
  v_active integer;
  v_id uuid;
begin
  if p_max is null or p_max < 1 or p_ttl_seconds is null or p_ttl_seconds <= 0 then
    raise exception 'claim_live_session: max and ttl must be positive' using errcode = '22023';
  end if;
  v_status := public.user_access_status(p_profile_id, p_auth_session_id);
  if v_status <> 'active' then
    return query select null::uuid, v_status, 0;
    return;
  end if;

  -- The profile lock serialises claims of one user across processes: two sockets opened at
  -- once on two servers cannot both see a free slot.
  perform 1 from public.profile p where p.id = p_profile_id for update;
  delete from public.live_session l where l.profile_id = p_profile_id and l.expires_at <= now();
  select count(*)::integer into v_active from public.live_session l where l.profile_id = p_profile_id;
  if v_active >= p_max then
    return query select null::uuid, 'full'::text, v_active;
    return;
  end if;

  insert into public.live_session (profile_id, auth_session_id, expires_at)
  values (p_profile_id, p_auth_session_id, now() + make_interval(secs => p_ttl_seconds::double precision))
  returning id into v_id;
  return query select v_id, 'active'::text, v_active + 1;
end;
$$;
comment on function public.claim_live_session(uuid, integer, numeric, uuid) is 'ws-server, after a valid hello: takes one of the user''s p_max socket slots for p_ttl_seconds. status is active (with the lease id), full (the user already holds p_max live leases on any server), or why the user may not connect (account_deleted, banned, signed_out).';

create or replace function public.renew_live_session(
  p_live_session_id uuid,
  p_profile_id uuid,
  p_ttl_seconds numeric,
  p_auth_session_id uuid default null,
  p_usage_log_id bigint default null,
  p_history_id uuid default null
)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_status text;
begin
  if p_ttl_seconds is null or p_ttl_seconds <= 0 then
    raise exception 'renew_live_session: ttl must be positive' using errcode = '22023';
  end if;
  v_status := public.user_access_status(p_profile_id, p_auth_session_id);
  if v_status = 'active' and p_history_id is not null
     and not exists (select 1 from public.interview_session s where s.id = p_history_id) then
    v_status := 'data_deleted';
  end if;
  if v_status <> 'active' then
    delete from public.live_session l where l.id = p_live_session_id;
    return v_status;
  end if;

  update public.live_session l
     set auth_session_id = p_auth_session_id,
         -- A usage row deleted under us is not recorded (the meter ends the session for it).
         usage_log_id = coalesce((select u.id from public.usage_logs u where u.id = p_usage_log_id), l.usage_log_id),
         history_id = coalesce(p_history_id, l.history_id),
         heartbeat_at = now(),
         expires_at = now() + make_interval(secs => p_ttl_seconds::double precision)
   where l.id = p_live_session_id and l.profile_id = p_profile_id;
  -- Gone: the lease expired (the server stalled for several ticks) and another claim of the
  -- same user cleared it, so the slot may belong to someone else now.
  if not found then
    return 'released';
  end if;
  return 'active';
end;
$$;
comment on function public.renew_live_session(uuid, uuid, numeric, uuid, bigint, uuid) is 'ws-server, every metering tick: extends the lease by p_ttl_seconds and records the usage and history rows it owns. Returns active, or why the socket must end: account_deleted, banned, signed_out, data_deleted (its history row was deleted), or released (the lease expired and was cleared).';

create or replace function public.release_live_session(p_live_session_id uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  delete from public.live_session where id = p_live_session_id;
$$;
comment on function public.release_live_session(uuid) is 'ws-server, when a socket closes: frees its slot at once.';

-- ---------------------------------------------------------------------------------------
-- Orphaned usage rows
-- ---------------------------------------------------------------------------------------

-- A usage row stays open when its server crashed or end_usage kept failing. Such a row is
-- closed at its last charge: everything up to then was charged and is kept, nothing after it
-- is invented, and a closed row is never charged again, so running this twice changes nothing.
-- A row owned by a fresh lease belongs to a socket that is still metering it, however old
-- its last charge looks, and is left alone.
create or replace function public.sweep_orphaned_usage(p_stale_seconds numeric)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  if p_stale_seconds is null or p_stale_seconds <= 0 then
    raise exception 'sweep_orphaned_usage: stale seconds must be positive' using errcode = '22023';
  end if;
  with orphan as (
    select u.id
      from public.usage_logs u
     where u.end_time is null
       and coalesce(u.last_charged_at, u.start_time) < now() - make_interval(secs => p_stale_seconds::double precision)
       and not exists (
         select 1 from public.live_session l where l.usage_log_id = u.id and l.expires_at > now())
       -- A row being charged right now is skipped (it is not orphaned) rather than waited for.
       for update of u skip locked
  )
  update public.usage_logs u
     set end_time = greatest(coalesce(u.last_charged_at, u.start_time), u.start_time)
    from orphan o
   where u.id = o.id;
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;
comment on function public.sweep_orphaned_usage(numeric) is 'ws-server, periodically: closes usage_logs rows still open whose last charge is older than p_stale_seconds and that no live lease owns, ending them at their last charge (charged_seconds and the profile''s minutes are unchanged). Returns how many rows it closed; idempotent.';

-- ---------------------------------------------------------------------------------------
-- Who may call what
-- ---------------------------------------------------------------------------------------

revoke execute on function
  public.user_access_status(uuid, uuid),
  public.claim_live_session(uuid, integer, numeric, uuid),
  public.renew_live_session(uuid, uuid, numeric, uuid, bigint, uuid),
  public.release_live_session(uuid),
  public.sweep_orphaned_usage(numeric)
from public, anon, authenticated;

-- user_access_status stays internal: the lease functions reach it as its owner.
grant execute on function
  public.claim_live_session(uuid, integer, numeric, uuid),
  public.renew_live_session(uuid, uuid, numeric, uuid, bigint, uuid),
  public.release_live_session(uuid),
  public.sweep_orphaned_usage(numeric)
to service_role;
