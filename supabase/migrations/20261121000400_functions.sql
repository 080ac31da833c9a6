-- Server-side functions: each does its check and its write in one transaction, holding the
-- profile's row lock, so many ws-server instances and webhook deliveries can run at once.
--
-- All are security definer with an empty search_path (every name is schema-qualified), and
-- EXECUTE is revoked from public, anon and authenticated: only the service role (the server)
-- may call them, except delete_my_interview_data, which acts on auth.uid() only.
--
-- Lock order, everywhere: profile row first, then usage_logs / billing rows. Keep it that way
-- or two sessions of one user can deadlock.

-- ---------------------------------------------------------------------------------------
-- Metering
-- ---------------------------------------------------------------------------------------

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
  if p_source is null or p_source not in ('tab', 'mic') then
    raise exception 'start_usage: source must be tab or mic' using errcode = '22023';
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
comment on function public.start_usage(uuid, text) is 'ws-server: opens a metered session. Refuses (allowed = false, no usage row) when credit_used has reached the plan''s credits; otherwise inserts a usage_logs row and returns its id with the current usage and limit.';

-- The arithmetic shared by charge_usage and end_usage. credit_used is kept in minutes (as the
-- client reads it) but charged in seconds: the stored minutes are turned back into seconds
-- (rounded to the millisecond), the new seconds added, and the sum divided by 60 again, so
-- repeated 1/60 divisions never accumulate rounding error. Two callers charging the same
-- user serialise on the profile lock and each adds only its own new seconds.
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

  -- An ended session is never charged again: a retried end_usage must not double-count.
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
comment on function public.record_usage_seconds(bigint, numeric, boolean) is 'Internal to charge_usage and end_usage: adds seconds to a running usage row and its profile under the profile lock.';

create or replace function public.charge_usage(p_usage_log_id bigint, p_seconds numeric)
returns table (credit_used numeric, credits numeric, limit_reached boolean, expire_msg text)
language sql
security definer
set search_path = ''
as $$
  select * from public.record_usage_seconds(p_usage_log_id, p_seconds, false);
$$;
comment on function public.charge_usage(bigint, numeric) is 'ws-server, every 60 s: adds p_seconds (only the seconds since this process last charged this row) to the session and to profile.credit_used; limit_reached tells it to send credit_limit and close. Charging an ended session does nothing.';

create or replace function public.end_usage(p_usage_log_id bigint, p_seconds numeric)
returns table (credit_used numeric, credits numeric, limit_reached boolean, expire_msg text)
language sql
security definer
set search_path = ''
as $$
  select * from public.record_usage_seconds(p_usage_log_id, p_seconds, true);
$$;
comment on function public.end_usage(bigint, numeric) is 'ws-server, at close: charges the last seconds and sets end_time. Idempotent: ending an ended session charges nothing.';

-- ---------------------------------------------------------------------------------------
-- Billing (Stripe webhook)
-- ---------------------------------------------------------------------------------------

create or replace function public.record_stripe_event(p_id text, p_type text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  if p_id is null or p_id = '' then
    raise exception 'record_stripe_event: event id is required' using errcode = '22023';
  end if;
  insert into public.stripe_event (id, type) values (p_id, coalesce(p_type, ''))
  on conflict (id) do nothing;
  get diagnostics v_count = row_count;
  return v_count = 1;
end;
$$;
comment on function public.record_stripe_event(text, text) is 'Webhook: records a Stripe event id. True when newly recorded, false for a redelivery (which the handler may skip).';

create or replace function public.mark_stripe_event_processed(p_id text)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.stripe_event set processed_at = coalesce(processed_at, now()) where id = p_id;
$$;
comment on function public.mark_stripe_event_processed(text) is 'Webhook: notes that the handler for an event finished, so events received but never finished can be found.';

create or replace function public.apply_subscription_state(
  p_profile_id uuid,
  p_plan_id integer,
  p_stripe_subscription_id text,
  p_status text,
  p_period_start timestamptz,
  p_period_end timestamptz,
  p_stripe_customer_id text default null,
  p_stripe_price_id text default null,
  p_cancel_at_period_end boolean default false,
  p_canceled_at timestamptz default null
)
returns table (plan_id integer, credit_used numeric, credits numeric, credits_reset boolean)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_reset_at timestamptz;
  v_customer text;
  v_plan integer;
  v_status text;
  v_start timestamptz;
  v_reset boolean := false;
begin
  if p_stripe_subscription_id is null or p_stripe_subscription_id = '' then
    raise exception 'apply_subscription_state: subscription id is required' using errcode = '22023';
  end if;
  if p_plan_id is not null and not exists (select 1 from public.plan pl where pl.id = p_plan_id) then
    raise exception 'apply_subscription_state: no plan %', p_plan_id using errcode = '22023';
  end if;

  select p.credits_reset_at into v_reset_at from public.profile p where p.id = p_profile_id for update;
  if not found then
    raise exception 'apply_subscription_state: no profile %', p_profile_id using errcode = 'P0002';
  end if;

  v_customer := coalesce(
    p_stripe_customer_id,
    (select s.stripe_customer_id from public.billing_subscription s where s.stripe_subscription_id = p_stripe_subscription_id),
    (select c.stripe_customer_id from public.billing_customer c where c.profile_id = p_profile_id));
  if v_customer is null then
    raise exception 'apply_subscription_state: customer id is required for a new subscription' using errcode = '22023';
  end if;
  insert into public.billing_customer (profile_id, stripe_customer_id) values (p_profile_id, v_customer)
  on conflict do nothing;

  insert into public.billing_subscription as s (
    stripe_subscription_id, profile_id, stripe_customer_id, plan_id, stripe_price_id, status,
    current_period_start, current_period_end, cancel_at_period_end, canceled_at)
  values (
    p_stripe_subscription_id, p_profile_id, v_customer, p_plan_id, p_stripe_price_id, p_status,
    p_period_start, p_period_end, coalesce(p_cancel_at_period_end, false), p_canceled_at)
  on conflict (stripe_subscription_id) do update set
    profile_id = excluded.profile_id,
    stripe_customer_id = excluded.stripe_customer_id,
    plan_id = excluded.plan_id,
    stripe_price_id = coalesce(excluded.stripe_price_id, s.stripe_price_id),
    status = excluded.status,
    current_period_start = excluded.current_period_start,
    current_period_end = excluded.current_period_end,
    cancel_at_period_end = excluded.cancel_at_period_end,
    canceled_at = excluded.canceled_at;

  -- The plan follows every subscription the user has, not just this event's: a late event for
  -- an old, cancelled subscription must not undo a newer one. Highest plan wins.
  select s.plan_id, s.status, s.current_period_start
    into v_plan, v_status, v_start
    from public.billing_subscription s
   where s.profile_id = p_profile_id
     and s.plan_id is not null
     and s.status in ('active', 'trialing', 'past_due')
   order by s.plan_id desc, s.current_period_start desc nulls last
   limit 1;

  -- A new paid period refills the minutes. past_due keeps the plan but waits for payment
  -- (the reset happens when the status returns to active for that same period).
  if v_plan is not null and v_status in ('active', 'trialing') and v_start is not null
     and (v_reset_at is null or v_reset_at < v_start) then
    v_reset := true;
  end if;

  update public.profile p
     set plan_id = coalesce(v_plan, 1),
         credit_used = case when v_reset then 0 else p.credit_used end,
         credits_reset_at = case when v_reset then v_start else p.credits_reset_at end
   where p.id = p_profile_id;

  return query
    select p.plan_id, p.credit_used, pl.credits, v_reset
      from public.profile p
      join public.plan pl on pl.id = p.plan_id
     where p.id = p_profile_id;
end;
$$;
comment on function public.apply_subscription_state(uuid, integer, text, text, timestamptz, timestamptz, text, text, boolean, timestamptz) is 'Webhook: makes the database match a Stripe subscription just re-read from Stripe. Upserts billing_customer and billing_subscription, sets profile.plan_id to the highest plan among the user''s active/trialing/past_due subscriptions (plan 1 when none), and resets credit_used to 0 when a new paid period has started since the last reset.';

-- ---------------------------------------------------------------------------------------
-- For the signed-in user
-- ---------------------------------------------------------------------------------------

create or replace function public.delete_my_interview_data()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
begin
  if v_uid is null then
    raise exception 'delete_my_interview_data: not signed in' using errcode = '42501';
  end if;
  perform 1 from public.profile p where p.id = v_uid for update;
  delete from public.interview_turn t where t.profile_id = v_uid;
  delete from public.interview_session s where s.profile_id = v_uid;
  delete from public.resume r where r.profile_id = v_uid;
  delete from public.job_description j where j.profile_id = v_uid;
  update public.profile p set has_resume = false, has_jobdescription = false
   where p.id = v_uid and (p.has_resume or p.has_jobdescription);
end;
$$;
comment on function public.delete_my_interview_data() is 'Signed-in user: deletes their resume, job description and interview history (sessions and turns). Usage and billing records stay: they are accounting.';

-- ---------------------------------------------------------------------------------------
-- Who may call what
-- ---------------------------------------------------------------------------------------

revoke execute on function
  public.start_usage(uuid, text),
  public.record_usage_seconds(bigint, numeric, boolean),
  public.charge_usage(bigint, numeric),
  public.end_usage(bigint, numeric),
  public.record_stripe_event(text, text),
  public.mark_stripe_event_processed(text),
  public.apply_subscription_state(uuid, integer, text, text, timestamptz, timestamptz, text, text, boolean, timestamptz),
  public.delete_my_interview_data()
from public, anon, authenticated;

-- record_usage_seconds stays internal: charge_usage and end_usage reach it as its owner.
grant execute on function
  public.start_usage(uuid, text),
  public.charge_usage(bigint, numeric),
  public.end_usage(bigint, numeric),
  public.record_stripe_event(text, text),
  public.mark_stripe_event_processed(text),
  public.apply_subscription_state(uuid, integer, text, text, timestamptz, timestamptz, text, text, boolean, timestamptz)
to service_role;

grant execute on function public.delete_my_interview_data() to authenticated;
