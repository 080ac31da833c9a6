-- Preparation: several job applications, resume versions, and a bank of the candidate's own
-- stories.
--
-- 1. resume_version: a candidate may keep several resumes. One of them is the "main" resume
--    (is_primary), and it is the same text as the one-per-user public.resume row that
--    Personalize, onboarding and older clients edit: triggers keep the two equal both ways.
-- 2. job_application: company, role, job description, the resume version used, interview date
--    and round, notes, language. The "main" application (is_primary) mirrors the
--    one-per-user public.job_description row the same way.
-- 3. story: a STAR story in the candidate's words (title, situation, task, action, result,
--    the skills it shows, its figures). story_application links a story to applications;
--    a story with no link serves every application.
-- 4. interview_session.application_id: the application a session was held for (written by
--    the server, which reads the application through row-level security).
-- 5. interview_turn.sources: the numbered sources an answer was given, so the history shows
--    what each answer rests on.
--
-- Every user's current resume and job description become their main resume version and
-- their first application, so nothing is lost and a user who never opens /prep keeps
-- today's behaviour: editing the resume or job description in Personalize still changes
-- what their interviews use.

create table public.resume_version (
  id uuid primary key default gen_random_uuid(),
  profile_id uuid not null references public.profile (id) on delete cascade,
  name text not null default 'Resume' check (char_length(btrim(name)) between 1 and 80),
  resume text not null default '' check (char_length(resume) <= 100000),
  is_primary boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint resume_version_id_profile_key unique (id, profile_id)
);
alter table public.resume_version enable row level security;
comment on table public.resume_version is 'One of the user''s resumes (plain text). The main one (is_primary) mirrors public.resume both ways. Only its owner (and the server) can see or change it.';
comment on column public.resume_version.id is 'Resume version id.';
comment on column public.resume_version.profile_id is 'Owner.';
comment on column public.resume_version.name is 'The name the user gave it, e.g. "Backend resume" (1 to 80 characters).';
comment on column public.resume_version.resume is 'Resume text, at most 100,000 characters.';
comment on column public.resume_version.is_primary is 'The main resume: the same text as public.resume (kept equal by triggers). At most one per user.';
comment on column public.resume_version.created_at is 'When it was added.';
comment on column public.resume_version.updated_at is 'When it last changed (set by trigger).';
create unique index resume_version_one_primary_idx on public.resume_version (profile_id) where is_primary;
create index resume_version_profile_id_idx on public.resume_version (profile_id, created_at);
create trigger resume_version_set_updated_at before update on public.resume_version
  for each row execute function public.set_updated_at();

revoke all on table public.resume_version from anon, authenticated;
grant select, insert, delete on table public.resume_version to authenticated;
-- The flag that ties a version to public.resume is the server's and the triggers' to set.
grant update (name, resume) on table public.resume_version to authenticated;
create policy "Users can read their own resume versions" on public.resume_version
  for select to authenticated using (profile_id = (select auth.uid()));
create policy "Users can add their own resume versions" on public.resume_version
  for insert to authenticated with check (profile_id = (select auth.uid()) and not is_primary);
create policy "Users can change their own resume versions" on public.resume_version
  for update to authenticated using (profile_id = (select auth.uid())) with check (profile_id = (select auth.uid()));
create policy "Users can delete their own resume versions" on public.resume_version
  for delete to authenticated using (profile_id = (select auth.uid()) and not is_primary);

create table public.job_application (
  id uuid primary key default gen_random_uuid(),
  profile_id uuid not null references public.profile (id) on delete cascade,
  company text not null default '' check (char_length(company) <= 200),
  role text not null default '' check (char_length(role) <= 200),
  job_description text not null default '' check (char_length(job_description) <= 100000),
  resume_version_id uuid,
  interview_at timestamptz,
  round text not null default '' check (char_length(round) <= 100),
  notes text not null default '' check (char_length(notes) <= 20000),
  language text
    constraint job_application_language_check check (language is null or language = 'auto' or language ~ '^[a-z]{2,3}(-[A-Z][a-z]{3})?(-([A-Z]{2}|[0-9]{3}))?$'),
  archived_at timestamptz,
  is_primary boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint job_application_id_profile_key unique (id, profile_id),
  -- The resume used is one of the same user's versions; deleting it leaves the application
  -- on the main resume.
  constraint job_application_resume_version_fkey foreign key (resume_version_id, profile_id)
    references public.resume_version (id, profile_id) on delete set null (resume_version_id)
);
alter table public.job_application enable row level security;
comment on table public.job_application is 'A job the user is applying for: company, role, job description, the resume version used, interview date and round, notes and language. The main one (is_primary) mirrors public.job_description both ways. Only its owner (and the server) can see or change it.';
comment on column public.job_application.id is 'Application id; an interview or practice session names it in hello.application_id.';
comment on column public.job_application.profile_id is 'Owner.';
comment on column public.job_application.company is 'Company name (at most 200 characters; may be blank).';
comment on column public.job_application.role is 'Role applied for (at most 200 characters; may be blank).';
comment on column public.job_application.job_description is 'Job description text, at most 100,000 characters.';
comment on column public.job_application.resume_version_id is 'The resume version used for this application; null means the main resume.';
comment on column public.job_application.interview_at is 'When the next interview is, if known.';
comment on column public.job_application.round is 'Which interview round, e.g. "Phone screen" or "Onsite" (at most 100 characters).';
comment on column public.job_application.notes is 'The candidate''s notes (at most 20,000 characters).';
comment on column public.job_application.language is 'The interview language for this application ("auto" or a BCP-47 tag); null follows the profile''s setting.';
comment on column public.job_application.archived_at is 'When the user archived it; archived applications are hidden from the pickers.';
comment on column public.job_application.is_primary is 'The first application, made from the user''s one job description: its job_description is the same text as public.job_description (kept equal by triggers).';
comment on column public.job_application.created_at is 'When it was added.';
comment on column public.job_application.updated_at is 'When it last changed (set by trigger).';
create unique index job_application_one_primary_idx on public.job_application (profile_id) where is_primary;
create index job_application_profile_id_idx on public.job_application (profile_id, interview_at);
create index job_application_resume_version_id_idx on public.job_application (resume_version_id);
create trigger job_application_set_updated_at before update on public.job_application
  for each row execute function public.set_updated_at();

revoke all on table public.job_application from anon, authenticated;
grant select, insert, delete on table public.job_application to authenticated;
grant update (company, role, job_description, resume_version_id, interview_at, round, notes, language, archived_at) on table public.job_application to authenticated;
create policy "Users can read their own applications" on public.job_application
  for select to authenticated using (profile_id = (select auth.uid()));
create policy "Users can add their own applications" on public.job_application
  for insert to authenticated with check (profile_id = (select auth.uid()) and not is_primary);
create policy "Users can change their own applications" on public.job_application
  for update to authenticated using (profile_id = (select auth.uid())) with check (profile_id = (select auth.uid()));
create policy "Users can delete their own applications" on public.job_application
  for delete to authenticated using (profile_id = (select auth.uid()));

create table public.story (
  id uuid primary key default gen_random_uuid(),
  profile_id uuid not null references public.profile (id) on delete cascade,
  title text not null check (char_length(btrim(title)) between 1 and 200),
  situation text not null default '' check (char_length(situation) <= 4000),
  task text not null default '' check (char_length(task) <= 4000),
  action text not null default '' check (char_length(action) <= 4000),
  result text not null default '' check (char_length(result) <= 4000),
  tags text[] not null default '{}' check (cardinality(tags) <= 20 and char_length(array_to_string(tags, ',')) <= 800),
  figures text not null default '' check (char_length(figures) <= 1000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint story_id_profile_key unique (id, profile_id)
);
alter table public.story enable row level security;
comment on table public.story is 'One of the candidate''s prepared stories, in STAR form and their own words. Answers to behavioural questions use the best-matching ones. Only its owner (and the server) can see or change it.';
comment on column public.story.id is 'Story id.';
comment on column public.story.profile_id is 'Owner.';
comment on column public.story.title is 'A short title, e.g. "Billing ledger migration" (1 to 200 characters).';
comment on column public.story.situation is 'Situation: the context (at most 4,000 characters).';
comment on column public.story.task is 'Task: what the candidate had to do (at most 4,000 characters).';
comment on column public.story.action is 'Action: what the candidate did (at most 4,000 characters).';
comment on column public.story.result is 'Result: what came of it (at most 4,000 characters).';
comment on column public.story.tags is 'The skills it shows, e.g. {leadership,conflict} (at most 20).';
comment on column public.story.figures is 'The numbers it can back, e.g. "cut p95 from 900 ms to 200 ms" (at most 1,000 characters).';
comment on column public.story.created_at is 'When it was written.';
comment on column public.story.updated_at is 'When it last changed (set by trigger).';
create index story_profile_id_idx on public.story (profile_id, updated_at desc);
create trigger story_set_updated_at before update on public.story
  for each row execute function public.set_updated_at();

revoke all on table public.story from anon, authenticated;
grant select, insert, delete on table public.story to authenticated;
grant update (title, situation, task, action, result, tags, figures) on table public.story to authenticated;
create policy "Users can read their own stories" on public.story
  for select to authenticated using (profile_id = (select auth.uid()));
create policy "Users can add their own stories" on public.story
  for insert to authenticated with check (profile_id = (select auth.uid()));
create policy "Users can change their own stories" on public.story
  for update to authenticated using (profile_id = (select auth.uid())) with check (profile_id = (select auth.uid()));
create policy "Users can delete their own stories" on public.story
  for delete to authenticated using (profile_id = (select auth.uid()));

create table public.story_application (
  story_id uuid not null,
  application_id uuid not null,
  profile_id uuid not null,
  created_at timestamptz not null default now(),
  primary key (story_id, application_id),
  -- Both composite keys make profile_id the owner of the story and of the application, so a
  -- link can never join one user's story to another user's application.
  constraint story_application_story_fkey foreign key (story_id, profile_id)
    references public.story (id, profile_id) on delete cascade,
  constraint story_application_application_fkey foreign key (application_id, profile_id)
    references public.job_application (id, profile_id) on delete cascade
);
alter table public.story_application enable row level security;
comment on table public.story_application is 'Links a story to an application it is prepared for. A story with no link serves every application. Only its owner (and the server) can see or change it.';
comment on column public.story_application.story_id is 'The story.';
comment on column public.story_application.application_id is 'The application.';
comment on column public.story_application.profile_id is 'Owner of both (enforced by the composite foreign keys).';
comment on column public.story_application.created_at is 'When the link was made.';
create index story_application_application_id_idx on public.story_application (application_id, profile_id);
create index story_application_profile_id_idx on public.story_application (profile_id);

revoke all on table public.story_application from anon, authenticated;
grant select, insert, delete on table public.story_application to authenticated;
create policy "Users can read their own story links" on public.story_application
  for select to authenticated using (profile_id = (select auth.uid()));
create policy "Users can add their own story links" on public.story_application
  for insert to authenticated with check (profile_id = (select auth.uid()));
create policy "Users can delete their own story links" on public.story_application
  for delete to authenticated using (profile_id = (select auth.uid()));

alter table public.interview_session
  add column application_id uuid,
  add constraint interview_session_application_fkey foreign key (application_id, profile_id)
    references public.job_application (id, profile_id) on delete set null (application_id);
comment on column public.interview_session.application_id is 'The application the session was held for; null when none was chosen (or it was deleted since). Written by the server after reading the application as the user.';
create index interview_session_application_id_idx on public.interview_session (application_id);

alter table public.interview_turn
  add column sources jsonb
    constraint interview_turn_sources_check check (sources is null or (jsonb_typeof(sources) = 'array' and jsonb_array_length(sources) <= 40 and octet_length(sources::text) <= 65536));
comment on column public.interview_turn.sources is 'The numbered sources the answer was given (resume lines, stories, job-description lines), as [{n, kind, label, text, ...}]; the answer''s [n] citations point into it. Written by the server.';

-- Bounds per user: a hand-written bank, not a dump.
create or replace function public.enforce_prep_row_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_limit integer := tg_argv[0]::integer;
  v_count integer;
begin
  -- The main row is made only by the mirroring triggers, at most one per user: refusing it would
  -- make saving the resume or job description in Personalize fail for a user at the limit.
  if coalesce((to_jsonb(new) ->> 'is_primary')::boolean, false) then
    return new;
  end if;
  -- One insert at a time per user, so two at the same moment cannot both pass the count.
  perform 1 from public.profile p where p.id = new.profile_id for update;
  execute format('select count(*) from public.%I where profile_id = $1', tg_table_name) into v_count using new.profile_id;
  if v_count >= v_limit then
    raise exception '%: at most % per user', tg_table_name, v_limit using errcode = '23514';
  end if;
  return new;
end;
$$;
comment on function public.enforce_prep_row_limit() is 'Trigger: refuses an insert when the user already has tg_argv[0] rows in the table (check_violation).';
revoke execute on function public.enforce_prep_row_limit() from public, anon, authenticated;
create trigger resume_version_row_limit before insert on public.resume_version
  for each row execute function public.enforce_prep_row_limit('20');
create trigger job_application_row_limit before insert on public.job_application
  for each row execute function public.enforce_prep_row_limit('200');
create trigger story_row_limit before insert on public.story
  for each row execute function public.enforce_prep_row_limit('300');

-- ---------------------------------------------------------------------------------------
-- Everyone's current resume and job description become their main version and first
-- application (before the mirroring triggers exist, so this copy changes nothing else).
-- ---------------------------------------------------------------------------------------

insert into public.resume_version (profile_id, name, resume, is_primary, created_at)
select r.profile_id, 'Resume', r.resume, true, r.created_at
  from public.resume r
 where r.resume ~ '[^[:space:]]';

insert into public.job_application (profile_id, job_description, resume_version_id, is_primary, created_at)
select p.id, coalesce(j.job_description, ''), v.id, true, coalesce(j.created_at, now())
  from public.profile p
  left join public.job_description j on j.profile_id = p.id
  left join public.resume_version v on v.profile_id = p.id and v.is_primary
 where coalesce(j.job_description, '') ~ '[^[:space:]]' or v.id is not null;

-- ---------------------------------------------------------------------------------------
-- Mirroring: public.resume <-> the main resume_version, public.job_description <-> the main
-- job_application. Each trigger returns at once when fired by the other (trigger depth > 1),
-- so a change travels one way and stops.
-- ---------------------------------------------------------------------------------------

create or replace function public.mirror_resume_to_version()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  if pg_trigger_depth() > 1 then
    return null;
  end if;
  update public.resume_version set resume = new.resume
   where profile_id = new.profile_id and is_primary and resume is distinct from new.resume
  returning id into v_id;
  if not found and not exists (select 1 from public.resume_version where profile_id = new.profile_id and is_primary) then
    if new.resume !~ '[^[:space:]]' then
      return null;
    end if;
    insert into public.resume_version (profile_id, name, resume, is_primary)
    values (new.profile_id, 'Resume', new.resume, true)
    returning id into v_id;
    update public.job_application set resume_version_id = v_id
     where profile_id = new.profile_id and is_primary and resume_version_id is null;
  end if;
  return null;
end;
$$;
comment on function public.mirror_resume_to_version() is 'Trigger on public.resume: the main resume_version holds the same text (made on the first non-blank save).';
revoke execute on function public.mirror_resume_to_version() from public, anon, authenticated;
create trigger resume_mirror_to_version after insert or update of resume on public.resume
  for each row execute function public.mirror_resume_to_version();

create or replace function public.mirror_version_to_resume()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if pg_trigger_depth() > 1 or not new.is_primary then
    return null;
  end if;
  insert into public.resume (profile_id, resume) values (new.profile_id, new.resume)
  on conflict (profile_id) do update set resume = excluded.resume
   where public.resume.resume is distinct from excluded.resume;
  return null;
end;
$$;
comment on function public.mirror_version_to_resume() is 'Trigger on public.resume_version: editing the main version edits public.resume too.';
revoke execute on function public.mirror_version_to_resume() from public, anon, authenticated;
create trigger resume_version_mirror_to_resume after update of resume on public.resume_version
  for each row execute function public.mirror_version_to_resume();

create or replace function public.mirror_job_description_to_application()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if pg_trigger_depth() > 1 then
    return null;
  end if;
  update public.job_application set job_description = new.job_description
   where profile_id = new.profile_id and is_primary and job_description is distinct from new.job_description;
  if not found and not exists (select 1 from public.job_application where profile_id = new.profile_id and is_primary) then
    if new.job_description !~ '[^[:space:]]' then
      return null;
    end if;
    insert into public.job_application (profile_id, job_description, resume_version_id, is_primary)
    values (
      new.profile_id,
      new.job_description,
      (select v.id from public.resume_version v where v.profile_id = new.profile_id and v.is_primary),
      true
    );
  end if;
  return null;
end;
$$;
comment on function public.mirror_job_description_to_application() is 'Trigger on public.job_description: the main job_application holds the same text (made on the first non-blank save).';
revoke execute on function public.mirror_job_description_to_application() from public, anon, authenticated;
create trigger job_description_mirror_to_application after insert or update of job_description on public.job_description
  for each row execute function public.mirror_job_description_to_application();

create or replace function public.mirror_application_to_job_description()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if pg_trigger_depth() > 1 or not new.is_primary then
    return null;
  end if;
  insert into public.job_description (profile_id, job_description) values (new.profile_id, new.job_description)
  on conflict (profile_id) do update set job_description = excluded.job_description
   where public.job_description.job_description is distinct from excluded.job_description;
  return null;
end;
$$;
comment on function public.mirror_application_to_job_description() is 'Trigger on public.job_application: editing the main application''s job description edits public.job_description too.';
revoke execute on function public.mirror_application_to_job_description() from public, anon, authenticated;
create trigger job_application_mirror_to_job_description after update of job_description on public.job_application
  for each row execute function public.mirror_application_to_job_description();

-- ---------------------------------------------------------------------------------------
-- "Delete all interview data" now takes the preparation with it.
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
  delete from public.story_application l where l.profile_id = v_uid;
  delete from public.story st where st.profile_id = v_uid;
  delete from public.job_application a where a.profile_id = v_uid;
  delete from public.resume_version v where v.profile_id = v_uid;
  delete from public.resume r where r.profile_id = v_uid;
  delete from public.job_description j where j.profile_id = v_uid;
  update public.profile p set has_resume = false, has_jobdescription = false
   where p.id = v_uid and (p.has_resume or p.has_jobdescription);
end;
$$;
comment on function public.delete_my_interview_data() is 'Signed-in user: deletes their resumes (every version), job descriptions, applications, stories and interview history (sessions and turns). Usage and billing records stay: they are accounting.';
revoke execute on function public.delete_my_interview_data() from public, anon;
grant execute on function public.delete_my_interview_data() to authenticated;
