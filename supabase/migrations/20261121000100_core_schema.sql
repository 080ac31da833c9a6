-- Core schema: plans, profiles, the resume and job description a user gives the assistant,
-- and testimonials. Billing, usage, interview history and the server functions follow in
-- later migrations.
--
-- Privileges: hosted Supabase grants ALL on every new public table to anon, authenticated
-- and service_role (see emulators/sql/platform/00-roles-and-auth.sql), so each table below
-- first revokes everything from anon and authenticated and then grants back exactly what
-- they need. Row-level security then decides which rows. service_role bypasses RLS and
-- keeps its grants: it is the server.
--
-- Must run unchanged on PostgreSQL 15 and 17 (hosted) and 18 (PGlite): nothing newer than 15.

-- ---------------------------------------------------------------------------------------
-- Shared trigger function
-- ---------------------------------------------------------------------------------------

create or replace function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
comment on function public.set_updated_at() is 'Trigger: stamps updated_at on every update, so clients never have to (or get to) set it.';
-- Trigger functions run without EXECUTE; revoking keeps them out of the REST API's rpc list.
revoke execute on function public.set_updated_at() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------
-- plan and plan_feature (the plans users subscribe to; plan 1 is free)
-- ---------------------------------------------------------------------------------------

create table public.plan (
  id integer primary key,
  description text not null,
  price numeric(10, 2) not null default 0 check (price >= 0),
  type text not null check (type in ('trial', 'month', 'year')),
  description_detail text not null default '',
  stripe_price_id text unique,
  stripe_product_id text,
  lookup_key text unique,
  sort_order integer not null default 0,
  credits numeric not null check (credits >= 0),
  expire_msg text not null default '',
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- A paid plan must be purchasable: it needs a Stripe price.
  constraint plan_paid_has_price check (price = 0 or stripe_price_id is not null or not is_active)
);
alter table public.plan enable row level security;
comment on table public.plan is 'What a user can buy: one row per plan. Plan 1 is the free trial every new profile starts on. Public read; written by the service role or operators only.';
comment on column public.plan.id is 'Plan number. 1 is the free plan; higher ids are higher plans (the pricing page only offers upgrades to a higher id).';
comment on column public.plan.description is 'Plan title shown on the pricing card, e.g. "Pro".';
comment on column public.plan.price is 'Price per billing period in US dollars; 0 for the free plan. Display only: Stripe''s price is what is charged.';
comment on column public.plan.type is 'Billing period: trial (free, one-off allowance), month or year.';
comment on column public.plan.description_detail is 'The credits line under the price, e.g. "600 interview minutes a month".';
comment on column public.plan.stripe_price_id is 'Stripe Price id (price_...) used for Checkout; null for the free plan.';
comment on column public.plan.stripe_product_id is 'Stripe Product id (prod_...) the price belongs to; null for the free plan.';
comment on column public.plan.lookup_key is 'Stripe price lookup key, e.g. cuecard_pro_monthly: lets an operator resolve the price in a new Stripe account.';
comment on column public.plan.sort_order is 'Order of the cards on the pricing page, ascending.';
comment on column public.plan.credits is 'Minutes of live interview help per billing period (the credit limit).';
comment on column public.plan.expire_msg is 'Message shown when a user on this plan has used all their minutes.';
comment on column public.plan.is_active is 'False hides a retired plan from the pricing page; users already on it keep it.';
comment on column public.plan.created_at is 'When the row was created.';
comment on column public.plan.updated_at is 'When the row last changed (set by trigger).';
create index plan_sort_order_idx on public.plan (sort_order);
create trigger plan_set_updated_at before update on public.plan
  for each row execute function public.set_updated_at();

revoke all on table public.plan from anon, authenticated;
grant select on table public.plan to anon, authenticated;
create policy "Anyone can read plans" on public.plan
  for select to anon, authenticated using (true);

-- Plan 1 must exist before the first sign-up (profile.plan_id defaults to 1), and seed.sql
-- does not run on a hosted project, so the migration creates it. seed.sql refines the text.
insert into public.plan (id, description, price, type, description_detail, sort_order, credits, expire_msg)
values (1, 'Free Trial', 0, 'trial', '30 free interview minutes', 1, 30,
        'Your free trial minutes are used up. Choose a plan to keep using Cuecard AI.')
on conflict (id) do nothing;

create table public.plan_feature (
  id bigint generated by default as identity primary key,
  plan_id integer not null references public.plan (id) on delete cascade,
  feature text not null check (char_length(feature) between 1 and 200),
  sort_order integer not null default 0,
  constraint plan_feature_plan_sort_key unique (plan_id, sort_order)
);
alter table public.plan_feature enable row level security;
comment on table public.plan_feature is 'The bullet points on a plan''s pricing card. Public read; written by the service role or operators only.';
comment on column public.plan_feature.id is 'Row id.';
comment on column public.plan_feature.plan_id is 'The plan this bullet belongs to.';
comment on column public.plan_feature.feature is 'The bullet text, e.g. "Answers tailored to your resume".';
comment on column public.plan_feature.sort_order is 'Order of the bullets on the card, ascending; unique within a plan.';
-- The unique (plan_id, sort_order) index serves "features of plan X in order".

revoke all on table public.plan_feature from anon, authenticated;
grant select on table public.plan_feature to anon, authenticated;
create policy "Anyone can read plan features" on public.plan_feature
  for select to anon, authenticated using (true);

-- ---------------------------------------------------------------------------------------
-- profile: one per auth user, created by a trigger on auth.users
-- ---------------------------------------------------------------------------------------

create table public.profile (
  id uuid primary key references auth.users (id) on delete cascade,
  email text,
  plan_id integer not null default 1 references public.plan (id),
  credit_used numeric not null default 0 check (credit_used >= 0),
  credits_reset_at timestamptz,
  is_onboarded boolean not null default false,
  guided_onboarded boolean not null default false,
  has_resume boolean not null default false,
  has_jobdescription boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.profile enable row level security;
comment on table public.profile is 'The app''s view of a user: plan, minutes used and onboarding state. Created by handle_new_user when an auth user is inserted; deleted with it. Users read their own row and may change only the onboarding flags.';
comment on column public.profile.id is 'Same as auth.users.id.';
comment on column public.profile.email is 'Copy of auth.users.email, kept in sync by trigger (null for phone-only users).';
comment on column public.profile.plan_id is 'Current plan. Written only by apply_subscription_state from Stripe webhooks.';
comment on column public.profile.credit_used is 'Minutes of live help used in the current period (fractional: charged to the second). Written only by the usage functions and reset by apply_subscription_state.';
comment on column public.profile.credits_reset_at is 'Start of the paid period credit_used was last reset for; null until the first paid period.';
comment on column public.profile.is_onboarded is 'The user has seen the onboarding screen. The user may set this.';
comment on column public.profile.guided_onboarded is 'The user has completed a first guided session. The user may set this.';
comment on column public.profile.has_resume is 'A non-blank resume is saved. Maintained by trigger on public.resume; never set by the client.';
comment on column public.profile.has_jobdescription is 'A non-blank job description is saved. Maintained by trigger on public.job_description; never set by the client.';
comment on column public.profile.created_at is 'When the profile was created (at sign-up).';
comment on column public.profile.updated_at is 'When the row last changed (set by trigger).';
create index profile_plan_id_idx on public.profile (plan_id);
create trigger profile_set_updated_at before update on public.profile
  for each row execute function public.set_updated_at();

revoke all on table public.profile from anon, authenticated;
grant select on table public.profile to authenticated;
-- Column-level grant: the only columns a user may change. plan_id, credit_used, credits_reset_at
-- and has_* are refused with "permission denied" even on their own row.
grant update (is_onboarded, guided_onboarded) on table public.profile to authenticated;
create policy "Users can read their own profile" on public.profile
  for select to authenticated using (id = (select auth.uid()));
create policy "Users can update their own profile" on public.profile
  for update to authenticated using (id = (select auth.uid())) with check (id = (select auth.uid()));

create or replace function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    insert into public.profile (id, email) values (new.id, new.email)
    on conflict (id) do nothing;
  elsif new.email is distinct from old.email then
    update public.profile set email = new.email where id = new.id;
  end if;
  return new;
end;
$$;
comment on function public.handle_new_user() is 'Trigger on auth.users: creates the profile at sign-up (plan 1, nothing used) and keeps profile.email equal to the auth e-mail. Security definer because GoTrue inserts as supabase_auth_admin.';
revoke execute on function public.handle_new_user() from public, anon, authenticated;

create trigger on_auth_user_created after insert on auth.users
  for each row execute function public.handle_new_user();
create trigger on_auth_user_email_changed after update of email on auth.users
  for each row execute function public.handle_new_user();

-- ---------------------------------------------------------------------------------------
-- resume and job_description: one row per profile, owned by the user
-- ---------------------------------------------------------------------------------------

create table public.resume (
  profile_id uuid primary key references public.profile (id) on delete cascade,
  resume text not null default '' check (char_length(resume) <= 100000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.resume enable row level security;
comment on table public.resume is 'The user''s resume, plain text, one row per profile. The assistant tailors answers to it. Only its owner (and the server) can see or change it.';
comment on column public.resume.profile_id is 'Owner; also the primary key (one resume per user). Upsert on this column.';
comment on column public.resume.resume is 'Resume text, at most 100,000 characters. Blank counts as no resume.';
comment on column public.resume.created_at is 'When the resume was first saved.';
comment on column public.resume.updated_at is 'When the resume last changed (set by trigger).';
create trigger resume_set_updated_at before update on public.resume
  for each row execute function public.set_updated_at();

revoke all on table public.resume from anon, authenticated;
grant select, insert, update, delete on table public.resume to authenticated;
create policy "Users can read their own resume" on public.resume
  for select to authenticated using (profile_id = (select auth.uid()));
create policy "Users can add their own resume" on public.resume
  for insert to authenticated with check (profile_id = (select auth.uid()));
create policy "Users can change their own resume" on public.resume
  for update to authenticated using (profile_id = (select auth.uid())) with check (profile_id = (select auth.uid()));
create policy "Users can delete their own resume" on public.resume
  for delete to authenticated using (profile_id = (select auth.uid()));

create table public.job_description (
  profile_id uuid primary key references public.profile (id) on delete cascade,
  job_description text not null default '' check (char_length(job_description) <= 100000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.job_description enable row level security;
comment on table public.job_description is 'The job description the user is interviewing for, plain text, one row per profile. Only its owner (and the server) can see or change it.';
comment on column public.job_description.profile_id is 'Owner; also the primary key (one job description per user). Upsert on this column.';
comment on column public.job_description.job_description is 'Job description text, at most 100,000 characters. Blank counts as none.';
comment on column public.job_description.created_at is 'When the job description was first saved.';
comment on column public.job_description.updated_at is 'When the job description last changed (set by trigger).';
create trigger job_description_set_updated_at before update on public.job_description
  for each row execute function public.set_updated_at();

revoke all on table public.job_description from anon, authenticated;
grant select, insert, update, delete on table public.job_description to authenticated;
create policy "Users can read their own job description" on public.job_description
  for select to authenticated using (profile_id = (select auth.uid()));
create policy "Users can add their own job description" on public.job_description
  for insert to authenticated with check (profile_id = (select auth.uid()));
create policy "Users can change their own job description" on public.job_description
  for update to authenticated using (profile_id = (select auth.uid())) with check (profile_id = (select auth.uid()));
create policy "Users can delete their own job description" on public.job_description
  for delete to authenticated using (profile_id = (select auth.uid()));

-- has_resume / has_jobdescription follow the rows. Security definer: the user may not update
-- those columns themselves (column grants above), but saving their resume must set them.
create or replace function public.sync_profile_has_resume()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' or (tg_op = 'UPDATE' and new.profile_id is distinct from old.profile_id) then
    update public.profile set has_resume = false where id = old.profile_id and has_resume;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    update public.profile set has_resume = (new.resume ~ '[^[:space:]]')
     where id = new.profile_id and has_resume is distinct from (new.resume ~ '[^[:space:]]');
  end if;
  return null;
end;
$$;
comment on function public.sync_profile_has_resume() is 'Trigger on public.resume: profile.has_resume is true exactly when the user has a non-blank resume.';
revoke execute on function public.sync_profile_has_resume() from public, anon, authenticated;
create trigger resume_sync_profile after insert or update or delete on public.resume
  for each row execute function public.sync_profile_has_resume();

create or replace function public.sync_profile_has_jobdescription()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' or (tg_op = 'UPDATE' and new.profile_id is distinct from old.profile_id) then
    update public.profile set has_jobdescription = false where id = old.profile_id and has_jobdescription;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    update public.profile set has_jobdescription = (new.job_description ~ '[^[:space:]]')
     where id = new.profile_id and has_jobdescription is distinct from (new.job_description ~ '[^[:space:]]');
  end if;
  return null;
end;
$$;
comment on function public.sync_profile_has_jobdescription() is 'Trigger on public.job_description: profile.has_jobdescription is true exactly when the user has a non-blank job description.';
revoke execute on function public.sync_profile_has_jobdescription() from public, anon, authenticated;
create trigger job_description_sync_profile after insert or update or delete on public.job_description
  for each row execute function public.sync_profile_has_jobdescription();

-- ---------------------------------------------------------------------------------------
-- testimony: testimonials on the auth screens
-- ---------------------------------------------------------------------------------------

create table public.testimony (
  id bigint generated by default as identity primary key,
  description text not null check (char_length(description) between 1 and 2000),
  email_address text not null,
  created_at timestamptz not null default now()
);
alter table public.testimony enable row level security;
comment on table public.testimony is 'Customer testimonials shown beside the sign-in and register forms (the 3 newest). Public read; written by the service role or operators only.';
comment on column public.testimony.id is 'Row id.';
comment on column public.testimony.description is 'The testimonial text.';
comment on column public.testimony.email_address is 'Author''s e-mail; the UI shows it masked (first 2 characters of the local part). Publicly readable, so only store addresses whose owners agreed to be quoted.';
comment on column public.testimony.created_at is 'When the testimonial was given; the newest are shown.';
create index testimony_created_at_idx on public.testimony (created_at desc);

revoke all on table public.testimony from anon, authenticated;
grant select on table public.testimony to anon, authenticated;
create policy "Anyone can read testimonials" on public.testimony
  for select to anon, authenticated using (true);
