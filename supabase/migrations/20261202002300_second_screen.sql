-- Second screen: a phone paired with the candidate's interview screen follows their live
-- sessions, so the answer is read on a device that screen sharing cannot show.
--
-- Pairing is a link (and a short code for a device that cannot scan) valid for two minutes and
-- once. Only SHA-256 hashes of the link token, the code and the device's credential are stored:
-- a copy of the database lets nobody pair a device or view a session. A claimed link becomes a
-- device row, which is what the phone's credential is checked against on every connection and
-- every few seconds after: it lasts 12 hours, until the candidate unpairs it (or signs out,
-- changes their password or deletes their account), or until the sign-in session that paired it
-- ends (sign-out everywhere deletes auth.sessions rows: user_access_status reads them).
--
-- The phone never holds a Supabase token: it can read nothing through PostgREST or Realtime. The
-- ws-server (service role) checks its credential and relays the owner's live events to it.
--
-- Lock order, as everywhere: the profile row first.

-- ---------------------------------------------------------------------------------------
-- second_screen_pairing: one row per pairing link shown on the interview screen
-- ---------------------------------------------------------------------------------------

create table public.second_screen_pairing (
  id uuid primary key default gen_random_uuid(),
  profile_id uuid not null references public.profile (id) on delete cascade,
  auth_session_id uuid,
  token_hash text not null,
  code_hash text not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now(),
  constraint second_screen_pairing_token_hash_key unique (token_hash),
  constraint second_screen_pairing_code_hash_key unique (code_hash),
  constraint second_screen_pairing_token_hash_check check (token_hash ~ '^[0-9a-f]{64}$'),
  constraint second_screen_pairing_code_hash_check check (code_hash ~ '^[0-9a-f]{64}$'),
  constraint second_screen_pairing_expires_at_check check (expires_at >= created_at)
);
alter table public.second_screen_pairing enable row level security;
comment on table public.second_screen_pairing is 'A pairing link (and its short code) shown in the interview screen''s Second screen dialog: valid until expires_at (two minutes) and only once. Written by create_second_screen_pairing and claim_second_screen_pairing (the web app''s API, service role); the owner reads and deletes their own. Rows older than a day are deleted when the owner makes a new one.';
comment on column public.second_screen_pairing.id is 'Row id.';
comment on column public.second_screen_pairing.profile_id is 'The signed-in user whose interview screen showed the link.';
comment on column public.second_screen_pairing.auth_session_id is 'The access token''s session_id claim of the screen that made the link: the device it pairs ends with that sign-in session (sign-out everywhere). Null for tokens without the claim.';
comment on column public.second_screen_pairing.token_hash is 'SHA-256 (hex) of the link token (128 random bits, base64url, in /second-screen/<token>); the token itself is never stored.';
comment on column public.second_screen_pairing.code_hash is 'SHA-256 (hex) of the short code (10 Crockford base32 characters, 50 bits) typed on a device that cannot scan; never stored itself.';
comment on column public.second_screen_pairing.expires_at is 'The link and the code stop working here: two minutes after created_at, or earlier when the owner made newer links past the cap of open ones.';
comment on column public.second_screen_pairing.used_at is 'When a device claimed it; a used link is refused ("This link has already been used").';
comment on column public.second_screen_pairing.created_at is 'When the link was made.';
create index second_screen_pairing_profile_id_created_at_idx on public.second_screen_pairing (profile_id, created_at);

revoke all on table public.second_screen_pairing from anon, authenticated;
-- The hashes stay the server's: a user reads when their links were made, used and expire.
grant select (id, profile_id, expires_at, used_at, created_at) on public.second_screen_pairing to authenticated;
grant delete on public.second_screen_pairing to authenticated;
create policy "a user reads their own pairing links" on public.second_screen_pairing
  for select to authenticated using (profile_id = (select auth.uid()));
create policy "a user deletes their own pairing links" on public.second_screen_pairing
  for delete to authenticated using (profile_id = (select auth.uid()));

-- ---------------------------------------------------------------------------------------
-- second_screen_device: one row per paired phone
-- ---------------------------------------------------------------------------------------

create table public.second_screen_device (
  id uuid primary key default gen_random_uuid(),
  profile_id uuid not null references public.profile (id) on delete cascade,
  name text not null,
  token_hash text not null,
  auth_session_id uuid,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  revoked_reason text,
  last_seen_at timestamptz,
  constraint second_screen_device_token_hash_key unique (token_hash),
  constraint second_screen_device_token_hash_check check (token_hash ~ '^[0-9a-f]{64}$'),
  constraint second_screen_device_name_check check (char_length(name) between 1 and 60),
  constraint second_screen_device_revoked_reason_check check (revoked_reason in ('unpaired', 'signed_out', 'password_changed', 'account_deleted')),
  constraint second_screen_device_revoked_check check ((revoked_at is null) = (revoked_reason is null))
);
alter table public.second_screen_device enable row level security;
comment on table public.second_screen_device is 'A phone paired with the owner''s interview screen: its credential (only its hash is here) lets it follow the owner''s live sessions and ask for an answer, nothing else, until expires_at, until it is revoked, or until the sign-in session that paired it ends. Created by claim_second_screen_pairing (service role); the owner reads their devices and revokes them (Unpair, sign-out, password change).';
comment on column public.second_screen_device.id is 'Row id; named in the device_revoked broadcast that closes the phone''s socket.';
comment on column public.second_screen_device.profile_id is 'The user whose sessions the device follows.';
comment on column public.second_screen_device.name is 'What the dialog calls the device, read from its browser''s user agent ("iPhone, Safari").';
comment on column public.second_screen_device.token_hash is 'SHA-256 (hex) of the device credential (256 random bits, base64url), which only the phone holds.';
comment on column public.second_screen_device.auth_session_id is 'The sign-in session of the screen that paired it (the pairing link''s): when that session is gone (sign-out everywhere) the device no longer works.';
comment on column public.second_screen_device.created_at is 'When the device was paired.';
comment on column public.second_screen_device.expires_at is 'The pairing ends here by itself: 12 hours after created_at.';
comment on column public.second_screen_device.revoked_at is 'When the pairing was ended before expires_at; null while it stands.';
comment on column public.second_screen_device.revoked_reason is 'Why it was ended: unpaired (the dialog''s Unpair), signed_out, password_changed or account_deleted.';
comment on column public.second_screen_device.last_seen_at is 'When the ws-server last found the device connected (written at most once a minute).';
create index second_screen_device_profile_id_idx on public.second_screen_device (profile_id);

revoke all on table public.second_screen_device from anon, authenticated;
grant select (id, profile_id, name, created_at, expires_at, revoked_at, revoked_reason, last_seen_at) on public.second_screen_device to authenticated;
-- Revoking is the one change a user makes: a pairing that stands may be ended, never revived.
grant update (revoked_at, revoked_reason) on public.second_screen_device to authenticated;
create policy "a user reads their own paired devices" on public.second_screen_device
  for select to authenticated using (profile_id = (select auth.uid()));
create policy "a user revokes their own paired devices" on public.second_screen_device
  for update to authenticated
  using (profile_id = (select auth.uid()) and revoked_at is null)
  with check (profile_id = (select auth.uid()) and revoked_at is not null);

-- ---------------------------------------------------------------------------------------
-- Whether a device may view: not revoked, not expired, its owner's account usable and the
-- sign-in session that paired it still there
-- ---------------------------------------------------------------------------------------

create function public.second_screen_device_status(p_profile_id uuid, p_auth_session_id uuid, p_expires_at timestamptz, p_revoked_at timestamptz)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if p_revoked_at is not null then
    return 'revoked';
  end if;
  if p_expires_at <= now() then
    return 'expired';
  end if;
  return public.user_access_status(p_profile_id, p_auth_session_id);
end;
$$;
comment on function public.second_screen_device_status(uuid, uuid, timestamptz, timestamptz) is 'Internal to the second-screen functions: active, revoked, expired, or why the owner may no longer connect (account_deleted, banned, signed_out).';
revoke execute on function public.second_screen_device_status(uuid, uuid, timestamptz, timestamptz) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------
-- Making a link, claiming it, checking a device
-- ---------------------------------------------------------------------------------------

create function public.create_second_screen_pairing(
  p_profile_id uuid, p_token_hash text, p_code_hash text,
  p_ttl_seconds integer, p_max_open integer, p_max_per_window integer, p_window_seconds integer,
  p_auth_session_id uuid default null)
returns table (status text, pairing_id uuid, expires_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_access text;
  v_made integer;
  v_id uuid;
  v_expires timestamptz;
begin
  if p_ttl_seconds is null or p_ttl_seconds not between 1 and 3600 or p_max_open is null or p_max_open < 1
     or p_max_per_window is null or p_max_per_window < 1 or p_window_seconds is null or p_window_seconds < 1 then
    raise exception 'create_second_screen_pairing: the lifetime and the limits must be positive' using errcode = '22023';
  end if;
  v_access := public.user_access_status(p_profile_id, p_auth_session_id);
  if v_access <> 'active' then
    return query select v_access, null::uuid, null::timestamptz;
    return;
  end if;
  perform 1 from public.profile p where p.id = p_profile_id for update;
  delete from public.second_screen_pairing s where s.profile_id = p_profile_id and s.created_at < now() - interval '1 day';
  select count(*)::integer into v_made from public.second_screen_pairing s
   where s.profile_id = p_profile_id and s.created_at > now() - make_interval(secs => p_window_seconds);
  if v_made >= p_max_per_window then
    return query select 'rate_limited'::text, null::uuid, null::timestamptz;
    return;
  end if;
  -- At most p_max_open links work at once: the oldest open ones end now, so a user's live codes
  -- (what a guesser aims at) stay few however often "New link" is pressed.
  update public.second_screen_pairing s set expires_at = greatest(s.created_at, now())
   where s.id in (select o.id from public.second_screen_pairing o
                   where o.profile_id = p_profile_id and o.used_at is null and o.expires_at > now()
                   order by o.created_at desc offset p_max_open - 1);
  insert into public.second_screen_pairing (profile_id, auth_session_id, token_hash, code_hash, expires_at)
  values (p_profile_id, p_auth_session_id, p_token_hash, p_code_hash, now() + make_interval(secs => p_ttl_seconds))
  returning id, expires_at into v_id, v_expires;
  return query select 'created'::text, v_id, v_expires;
end;
$$;
comment on function public.create_second_screen_pairing(uuid, text, text, integer, integer, integer, integer, uuid) is 'Web app (service role), for the signed-in user of the Second screen dialog: stores a link''s hashes, valid p_ttl_seconds. status is created, rate_limited (p_max_per_window links made in the last p_window_seconds), or why the user may not (account_deleted, banned, signed_out). Beyond p_max_open open links the oldest end at once.';
revoke execute on function public.create_second_screen_pairing(uuid, text, text, integer, integer, integer, integer, uuid) from public, anon, authenticated;
grant execute on function public.create_second_screen_pairing(uuid, text, text, integer, integer, integer, integer, uuid) to service_role;

create function public.claim_second_screen_pairing(
  p_device_token_hash text, p_device_name text, p_device_ttl_seconds integer, p_max_devices integer,
  p_token_hash text default null, p_code_hash text default null)
returns table (status text, device_id uuid, profile_id uuid, expires_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_profile uuid;
  v_session uuid;
  v_used timestamptz;
  v_link_expires timestamptz;
  v_devices integer;
  v_device uuid;
  v_expires timestamptz;
begin
  if (p_token_hash is null) = (p_code_hash is null) or p_device_ttl_seconds is null or p_device_ttl_seconds < 1
     or p_max_devices is null or p_max_devices < 1 then
    raise exception 'claim_second_screen_pairing: name the link or the code, and positive limits' using errcode = '22023';
  end if;
  select s.profile_id into v_profile from public.second_screen_pairing s where s.token_hash = p_token_hash or s.code_hash = p_code_hash;
  if not found then
    return query select 'unknown'::text, null::uuid, null::uuid, null::timestamptz;
    return;
  end if;
  perform 1 from public.profile p where p.id = v_profile for update;
  delete from public.second_screen_device d
   where d.profile_id = v_profile and coalesce(d.revoked_at, d.expires_at) < now() - interval '30 days';
  -- Checked before the link is spent, so a refused claim leaves it usable once a device is unpaired.
  select count(*)::integer into v_devices from public.second_screen_device d
   where d.profile_id = v_profile and d.revoked_at is null and d.expires_at > now();
  -- The one statement that makes a link single-use: of two claims at once, one finds used_at set.
  update public.second_screen_pairing s set used_at = now()
   where (s.token_hash = p_token_hash or s.code_hash = p_code_hash) and s.used_at is null and s.expires_at > now()
     and v_devices < p_max_devices
  returning s.auth_session_id into v_session;
  if not found then
    select s.used_at, s.expires_at into v_used, v_link_expires from public.second_screen_pairing s where s.token_hash = p_token_hash or s.code_hash = p_code_hash;
    return query select case when v_used is not null then 'used' when v_link_expires <= now() then 'expired' else 'too_many_devices' end,
      null::uuid, null::uuid, null::timestamptz;
    return;
  end if;
  -- The screen that made the link signed out (everywhere) before the phone claimed it.
  if public.user_access_status(v_profile, v_session) <> 'active' then
    return query select 'expired'::text, null::uuid, null::uuid, null::timestamptz;
    return;
  end if;
  insert into public.second_screen_device (profile_id, name, token_hash, auth_session_id, expires_at)
  values (v_profile, p_device_name, p_device_token_hash, v_session, now() + make_interval(secs => p_device_ttl_seconds))
  returning id, expires_at into v_device, v_expires;
  return query select 'paired'::text, v_device, v_profile, v_expires;
end;
$$;
comment on function public.claim_second_screen_pairing(text, text, integer, integer, text, text) is 'Web app (service role), for a phone that opened a link or typed a code (exactly one of the two hashes): marks the pairing used and creates the device, in one transaction. status is paired (with the device id, its owner and when it expires), used (a device claimed it already), expired, unknown (no such link or code), or too_many_devices (the owner has p_max_devices paired; the link stays unused).';
revoke execute on function public.claim_second_screen_pairing(text, text, integer, integer, text, text) from public, anon, authenticated;
grant execute on function public.claim_second_screen_pairing(text, text, integer, integer, text, text) to service_role;

create function public.view_second_screen_device(p_token_hash text)
returns table (status text, device_id uuid, profile_id uuid, expires_at timestamptz, revoked_reason text)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_device public.second_screen_device;
  v_status text;
begin
  select d.* into v_device from public.second_screen_device d where d.token_hash = p_token_hash;
  if not found then
    return query select 'unknown'::text, null::uuid, null::uuid, null::timestamptz, null::text;
    return;
  end if;
  v_status := public.second_screen_device_status(v_device.profile_id, v_device.auth_session_id, v_device.expires_at, v_device.revoked_at);
  if v_status = 'active' and (v_device.last_seen_at is null or v_device.last_seen_at < now() - interval '1 minute') then
    update public.second_screen_device d set last_seen_at = now() where d.id = v_device.id;
  end if;
  return query select v_status, v_device.id, v_device.profile_id, v_device.expires_at, v_device.revoked_reason;
end;
$$;
comment on function public.view_second_screen_device(text) is 'ws-server (service role), when a phone connects with its credential (its SHA-256 here): status is active (with the device, its owner and its expiry), unknown, revoked (with the reason), expired, or why the owner may no longer connect (account_deleted, banned, signed_out). An active device''s last_seen_at is written at most once a minute.';
revoke execute on function public.view_second_screen_device(text) from public, anon, authenticated;
grant execute on function public.view_second_screen_device(text) to service_role;

create function public.second_screen_devices_status(p_device_ids uuid[])
returns table (device_id uuid, status text, revoked_reason text)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  if p_device_ids is null or cardinality(p_device_ids) > 1000 then
    raise exception 'second_screen_devices_status: at most 1000 devices at once' using errcode = '22023';
  end if;
  update public.second_screen_device d set last_seen_at = now()
   where d.id = any(p_device_ids) and d.revoked_at is null and d.expires_at > now()
     and (d.last_seen_at is null or d.last_seen_at < now() - interval '1 minute');
  return query
    select d.id, public.second_screen_device_status(d.profile_id, d.auth_session_id, d.expires_at, d.revoked_at), d.revoked_reason
      from public.second_screen_device d where d.id = any(p_device_ids);
end;
$$;
comment on function public.second_screen_devices_status(uuid[]) is 'ws-server (service role), every few seconds for the phones it holds: each device''s status as view_second_screen_device says it (a device that is gone, with its deleted account, is not listed); last_seen_at is written at most once a minute.';
revoke execute on function public.second_screen_devices_status(uuid[]) from public, anon, authenticated;
grant execute on function public.second_screen_devices_status(uuid[]) to service_role;

create function public.second_screen_paired_users(p_profile_ids uuid[])
returns table (profile_id uuid)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  if p_profile_ids is null or cardinality(p_profile_ids) > 1000 then
    raise exception 'second_screen_paired_users: at most 1000 users at once' using errcode = '22023';
  end if;
  return query
    select distinct d.profile_id from public.second_screen_device d
     where d.profile_id = any(p_profile_ids)
       and public.second_screen_device_status(d.profile_id, d.auth_session_id, d.expires_at, d.revoked_at) = 'active';
end;
$$;
comment on function public.second_screen_paired_users(uuid[]) is 'ws-server (service role): which of these users (with live sessions on the process) have at least one device that may view; only theirs are published to Realtime.';
revoke execute on function public.second_screen_paired_users(uuid[]) from public, anon, authenticated;
grant execute on function public.second_screen_paired_users(uuid[]) to service_role;
