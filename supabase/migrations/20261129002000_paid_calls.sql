-- Model calls a user asks for outside a session (the prep sheet's written questions) are
-- limited across every ws-server process, and refused to an account that may no longer
-- connect.
--
-- The ten-an-hour limit on /prep-questions was kept in each process's memory, so N processes
-- allowed 10N calls an hour; and a banned or deleted account, or one signed out everywhere,
-- could still ask with an access token that had not expired. take_paid_call decides both in
-- one call, as claim_live_session does for sessions: the user's access first, then the count
-- of their calls of that kind in the window, under the profile row's lock so two processes
-- cannot both let the last one through. The user's rows older than the window are deleted as
-- they are counted: a user keeps at most p_max rows of a kind.

create table public.paid_call (
  id bigint generated always as identity primary key,
  profile_id uuid not null references public.profile (id) on delete cascade,
  kind text not null check (kind in ('prep_questions')),
  called_at timestamptz not null default now()
);
alter table public.paid_call enable row level security;
revoke all on table public.paid_call from anon, authenticated;
-- No policies: with row-level security on and no grants, only the service role can touch it.
comment on table public.paid_call is 'One row per model call a user asked for outside a session (the prep sheet''s questions), kept for its rate-limit window only: take_paid_call counts these across every ws-server process. Server only: no policies, no user grants.';
comment on column public.paid_call.id is 'Row id.';
comment on column public.paid_call.profile_id is 'The user who asked.';
comment on column public.paid_call.kind is 'What was asked: prep_questions (GET /prep-questions).';
comment on column public.paid_call.called_at is 'When the call was let through.';
create index paid_call_profile_id_kind_called_at_idx on public.paid_call (profile_id, kind, called_at);

create function public.take_paid_call(p_profile_id uuid, p_auth_session_id uuid, p_kind text, p_max integer, p_window_seconds numeric)
returns table (status text, retry_after_seconds integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_access text;
  v_count integer;
  v_oldest timestamptz;
begin
  if p_max is null or p_max < 1 or p_window_seconds is null or p_window_seconds <= 0 then
    raise exception 'take_paid_call: the limit and the window must be positive' using errcode = '22023';
  end if;
  v_access := public.user_access_status(p_profile_id, p_auth_session_id);
  if v_access <> 'active' then
    return query select v_access, 0;
    return;
  end if;
  -- Lock order, as everywhere: the profile row first.
  perform 1 from public.profile p where p.id = p_profile_id for update;
  delete from public.paid_call c
   where c.profile_id = p_profile_id and c.kind = p_kind and c.called_at <= now() - make_interval(secs => p_window_seconds);
  select count(*)::integer, min(c.called_at) into v_count, v_oldest
    from public.paid_call c where c.profile_id = p_profile_id and c.kind = p_kind;
  if v_count >= p_max then
    return query select 'rate_limited'::text,
      greatest(1, ceil(extract(epoch from (v_oldest + make_interval(secs => p_window_seconds) - now()))))::integer;
    return;
  end if;
  insert into public.paid_call (profile_id, kind) values (p_profile_id, p_kind);
  return query select 'allowed'::text, 0;
end;
$$;
comment on function public.take_paid_call(uuid, uuid, text, integer, numeric) is 'ws-server, before a model call a user asked for outside a session: status is allowed (the call is counted), rate_limited (p_max calls of p_kind in the last p_window_seconds; retry_after_seconds says when the oldest leaves the window), or why the user may not ask (account_deleted, banned, signed_out).';
revoke execute on function public.take_paid_call(uuid, uuid, text, integer, numeric) from public, anon, authenticated;
grant execute on function public.take_paid_call(uuid, uuid, text, integer, numeric) to service_role;

-- Whether a user may still ask, for answers that cost nothing (a cached prep-sheet list).
grant execute on function public.user_access_status(uuid, uuid) to service_role;
