-- What the candidate told each company, round by round.
--
-- Several rounds with one company are the norm, and a candidate can repeat a story to the same
-- panel or quote a different figure for the same project. Each live interview held for an
-- application is a round of it, and keeps:
--
-- 1. interview_round: the round itself, one per session: the application's round number at the
--    time and when it was held.
-- 2. told_story: the stories told in it, matched from the candidate's own words on the
--    microphone (said) or because an answer shown rested on the story (shown).
-- 3. claimed_figure: the figures the candidate claimed, each with the story it was told with
--    when it belongs to one, so a later debrief can say "40% in round 1, 60% today".
--
-- Written only by the ws-server, through record_round (service role), which merges what a
-- session tells into its one round: a socket that reconnects and carries the session on adds to
-- the same round and never counts a story twice. The owner reads and may delete their rows;
-- deleting the session, the application or the story deletes what was recorded from it, and
-- "Delete all interview data" deletes all of it. Practice rounds are not recorded: nothing in
-- them was told to the company.

create table public.interview_round (
  id uuid primary key default gen_random_uuid(),
  profile_id uuid not null references public.profile (id) on delete cascade,
  application_id uuid not null,
  session_id uuid not null,
  round_number integer not null check (round_number between 1 and 99),
  round_label text not null default '' check (char_length(round_label) <= 100),
  held_at timestamptz not null,
  created_at timestamptz not null default now(),
  constraint interview_round_session_key unique (session_id),
  constraint interview_round_id_profile_key unique (id, profile_id),
  constraint interview_round_id_application_profile_key unique (id, application_id, profile_id),
  -- Both composite keys make profile_id the owner of the application and of the session.
  constraint interview_round_application_fkey foreign key (application_id, profile_id)
    references public.job_application (id, profile_id) on delete cascade,
  constraint interview_round_session_fkey foreign key (session_id, profile_id)
    references public.interview_session (id, profile_id) on delete cascade
);
alter table public.interview_round enable row level security;
comment on table public.interview_round is 'One round of a job application: a live interview held for it, with the round number it had and when it was held. Written by the server (record_round); the owner can read and delete it.';
comment on column public.interview_round.id is 'Round id.';
comment on column public.interview_round.profile_id is 'Owner.';
comment on column public.interview_round.application_id is 'The application the interview was held for.';
comment on column public.interview_round.session_id is 'The interview_session it was recorded from: one round per session, however often its socket reconnected.';
comment on column public.interview_round.round_number is 'Which round of the application it was: the number in the application''s round field when it has one ("Round 2"), the round before it when held within 12 hours of it under the same round field (a restarted interview), else one more than the application''s highest so far.';
comment on column public.interview_round.round_label is 'The application''s round field at the time, e.g. "Phone screen" (at most 100 characters).';
comment on column public.interview_round.held_at is 'When the interview started (the session''s start).';
comment on column public.interview_round.created_at is 'When the round was first recorded.';
create index interview_round_application_id_idx on public.interview_round (application_id, held_at);
create index interview_round_profile_id_idx on public.interview_round (profile_id, held_at);

revoke all on table public.interview_round from anon, authenticated;
grant select, delete on table public.interview_round to authenticated;
create policy "Users can read their own interview rounds" on public.interview_round
  for select to authenticated using (profile_id = (select auth.uid()));
create policy "Users can delete their own interview rounds" on public.interview_round
  for delete to authenticated using (profile_id = (select auth.uid()));

create table public.told_story (
  round_id uuid not null,
  application_id uuid not null,
  profile_id uuid not null,
  story_id uuid not null,
  said boolean not null default false,
  shown boolean not null default false,
  told_at timestamptz not null default now(),
  primary key (round_id, story_id),
  constraint told_story_said_or_shown check (said or shown),
  -- The round's key carries its application and owner, so a told story is always filed under
  -- the application its round was held for, and the story is always the same user's.
  constraint told_story_round_fkey foreign key (round_id, application_id, profile_id)
    references public.interview_round (id, application_id, profile_id) on delete cascade,
  constraint told_story_story_fkey foreign key (story_id, profile_id)
    references public.story (id, profile_id) on delete cascade
);
alter table public.told_story enable row level security;
comment on table public.told_story is 'A story the candidate told in a round: heard in their own words on the microphone, or the story an answer shown to them rested on. Written by the server (record_round); the owner can read and delete it.';
comment on column public.told_story.round_id is 'The round it was told in.';
comment on column public.told_story.application_id is 'The round''s application (kept equal by the composite foreign key), so "where was this told for this application" is one indexed read.';
comment on column public.told_story.profile_id is 'Owner of the round and of the story.';
comment on column public.told_story.story_id is 'The story.';
comment on column public.told_story.said is 'The candidate''s own words on the microphone matched the story.';
comment on column public.told_story.shown is 'An answer shown in full rested on the story: it cited the story''s source (the offline layout of a story cites it on every line).';
comment on column public.told_story.told_at is 'When it was first recorded as told in this round.';
create index told_story_application_id_idx on public.told_story (application_id, profile_id);
create index told_story_story_id_idx on public.told_story (story_id, profile_id);
create index told_story_profile_id_idx on public.told_story (profile_id);

revoke all on table public.told_story from anon, authenticated;
grant select, delete on table public.told_story to authenticated;
create policy "Users can read the stories they told" on public.told_story
  for select to authenticated using (profile_id = (select auth.uid()));
create policy "Users can delete the stories they told" on public.told_story
  for delete to authenticated using (profile_id = (select auth.uid()));

create table public.claimed_figure (
  id bigint generated always as identity primary key,
  round_id uuid not null,
  application_id uuid not null,
  profile_id uuid not null,
  story_id uuid,
  figure text not null check (char_length(figure) between 1 and 60),
  value text not null check (char_length(value) between 1 and 40),
  unit text not null default '' check (char_length(unit) <= 40),
  context text not null default '' check (char_length(context) <= 240),
  origin text not null check (origin in ('said', 'shown')),
  claimed_at timestamptz not null default now(),
  constraint claimed_figure_round_fkey foreign key (round_id, application_id, profile_id)
    references public.interview_round (id, application_id, profile_id) on delete cascade,
  constraint claimed_figure_story_fkey foreign key (story_id, profile_id)
    references public.story (id, profile_id) on delete cascade
);
alter table public.claimed_figure enable row level security;
comment on table public.claimed_figure is 'A figure the candidate claimed in a round, with the story it was told with when it belongs to one. Written by the server (record_round); the owner can read and delete it.';
comment on column public.claimed_figure.id is 'Row id.';
comment on column public.claimed_figure.round_id is 'The round it was claimed in.';
comment on column public.claimed_figure.application_id is 'The round''s application (kept equal by the composite foreign key).';
comment on column public.claimed_figure.profile_id is 'Owner.';
comment on column public.claimed_figure.story_id is 'The story it was told with; null when it was said outside any story.';
comment on column public.claimed_figure.figure is 'The figure as claimed, with its unit word when it has one: "40%", "$2M", "9 hours" (at most 60 characters).';
comment on column public.claimed_figure.value is 'The number it stands for, normalised so "$2M" and "2 million" compare equal: "%40", "2000000" (at most 40 characters).';
comment on column public.claimed_figure.unit is 'What it counts, for comparing it with the same story''s figures in other rounds: "%", a currency sign, or the word after it ("hour"); empty when it has none.';
comment on column public.claimed_figure.context is 'The words around it, at most 240 characters, so a comparison pairs "cut costs by 40%" with "cut costs by 60%" and not with another figure of the story.';
comment on column public.claimed_figure.origin is 'said: in the candidate''s own words on the microphone; shown: in an answer shown to a candidate whose words were not captured.';
comment on column public.claimed_figure.claimed_at is 'When it was recorded.';
-- A figure is recorded once per round, story and unit: saying it again adds nothing.
create unique index claimed_figure_once_idx on public.claimed_figure
  (round_id, coalesce(story_id, '00000000-0000-0000-0000-000000000000'::uuid), value, unit);
create index claimed_figure_application_id_idx on public.claimed_figure (application_id, profile_id);
create index claimed_figure_story_id_idx on public.claimed_figure (story_id, profile_id);
create index claimed_figure_profile_id_idx on public.claimed_figure (profile_id);

revoke all on table public.claimed_figure from anon, authenticated;
grant select, delete on table public.claimed_figure to authenticated;
create policy "Users can read the figures they claimed" on public.claimed_figure
  for select to authenticated using (profile_id = (select auth.uid()));
create policy "Users can delete the figures they claimed" on public.claimed_figure
  for delete to authenticated using (profile_id = (select auth.uid()));

-- A hard bound per user, after row-level security like the preparation tables' (record_round
-- keeps well inside it by dropping the oldest round first).
create trigger interview_round_row_limit after insert on public.interview_round
  for each row execute function public.enforce_prep_row_limit('2000');

-- ---------------------------------------------------------------------------------------
-- record_round: the one way rows get in
-- ---------------------------------------------------------------------------------------

create function public.record_round(p_profile_id uuid, p_session_id uuid, p_told jsonb, p_figures jsonb)
returns table (round_id uuid, round_number integer)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_application uuid;
  v_kind text;
  v_started timestamptz;
  v_label text;
  v_round uuid;
  v_number integer;
  v_prev_number integer;
  v_prev_label text;
  v_prev_held timestamptz;
  v_stated integer;
  v_told integer;
  v_figures integer;
begin
  if p_told is null or jsonb_typeof(p_told) <> 'array' or jsonb_array_length(p_told) > 50
     or p_figures is null or jsonb_typeof(p_figures) <> 'array' or jsonb_array_length(p_figures) > 200 then
    raise exception 'record_round: told is a list of at most 50 stories and figures of at most 200' using errcode = '22023';
  end if;
  -- Lock order, as everywhere: the profile row first. Two sockets of one session (a reconnect
  -- racing the old socket's last write) add to one round one after the other.
  perform 1 from public.profile p where p.id = p_profile_id for update;
  if not found then
    return;
  end if;
  -- Only the owner's own live interview held for an application is a round; the application is
  -- the one the server recorded on the session after reading it as the user.
  select s.application_id, s.kind, s.started_at into v_application, v_kind, v_started
    from public.interview_session s where s.id = p_session_id and s.profile_id = p_profile_id;
  if not found or v_application is null or v_kind <> 'live' then
    return;
  end if;

  select r.id, r.round_number into v_round, v_number from public.interview_round r where r.session_id = p_session_id;
  if v_round is null then
    select a.round into v_label from public.job_application a where a.id = v_application and a.profile_id = p_profile_id;
    v_label := coalesce(v_label, '');
    select r.round_number, r.round_label, r.held_at into v_prev_number, v_prev_label, v_prev_held
      from public.interview_round r
     where r.application_id = v_application and r.held_at <= v_started
     order by r.held_at desc
     limit 1;
    -- A number of one or two digits standing alone in the round field: "Round 2", "2nd interview".
    v_stated := nullif(substring(v_label from '(?:^|[^0-9])([0-9]{1,2})(?:[^0-9]|$)'), '')::integer;
    if v_prev_held is not null and v_prev_label = v_label and v_started - v_prev_held < interval '12 hours' then
      v_number := v_prev_number;
    elsif v_stated between 1 and 99 then
      v_number := v_stated;
    else
      v_number := least(99, coalesce((select max(r.round_number) from public.interview_round r where r.application_id = v_application), 0) + 1);
    end if;
    -- The newest 2,000 rounds are kept: the oldest goes first, with what was told in it.
    delete from public.interview_round r
     where r.id in (select o.id from public.interview_round o where o.profile_id = p_profile_id order by o.held_at desc, o.id offset 1999);
    insert into public.interview_round (profile_id, application_id, session_id, round_number, round_label, held_at)
    values (p_profile_id, v_application, p_session_id, v_number, v_label, v_started)
    returning id into v_round;
  end if;

  -- Each story once (said or shown, merged); stories the user no longer has (deleted during the
  -- session) are skipped, not an error; at most 50 per round.
  select count(*)::integer into v_told from public.told_story t where t.round_id = v_round;
  with given as (
    select e.story_id, bool_or(coalesce(e.said, false)) as said, bool_or(coalesce(e.shown, false)) as shown
      from jsonb_to_recordset(p_told) as e(story_id uuid, said boolean, shown boolean)
     where e.story_id is not null
     group by e.story_id
  ), usable as (
    select g.story_id, g.said, g.shown,
           exists (select 1 from public.told_story o where o.round_id = v_round and o.story_id = g.story_id) as known
      from given g
     where (g.said or g.shown) and exists (select 1 from public.story s where s.id = g.story_id and s.profile_id = p_profile_id)
  ), ranked as (
    select u.*, row_number() over (partition by u.known order by u.story_id) as k from usable u
  )
  insert into public.told_story as t (round_id, application_id, profile_id, story_id, said, shown)
  select v_round, v_application, p_profile_id, x.story_id, x.said, x.shown
    from ranked x
   where x.known or x.k <= 50 - v_told
  on conflict (round_id, story_id) do update set said = t.said or excluded.said, shown = t.shown or excluded.shown;

  -- A figure already recorded for the round, story and unit is not recorded again; at most 200.
  select count(*)::integer into v_figures from public.claimed_figure f where f.round_id = v_round;
  if v_figures < 200 then
    insert into public.claimed_figure (round_id, application_id, profile_id, story_id, figure, value, unit, context, origin)
    select v_round, v_application, p_profile_id, e.story_id, e.figure, e.value, coalesce(e.unit, ''), coalesce(e.context, ''), e.origin
      from jsonb_to_recordset(p_figures) as e(story_id uuid, figure text, value text, unit text, context text, origin text)
     where (e.story_id is null or exists (select 1 from public.story s where s.id = e.story_id and s.profile_id = p_profile_id))
       and not exists (
         select 1 from public.claimed_figure f
          where f.round_id = v_round and f.value = e.value and f.unit = coalesce(e.unit, '')
            and coalesce(f.story_id, '00000000-0000-0000-0000-000000000000'::uuid) = coalesce(e.story_id, '00000000-0000-0000-0000-000000000000'::uuid)
       )
     limit 200 - v_figures
    on conflict do nothing;
  end if;
  return query select v_round, v_number;
end;
$$;
comment on function public.record_round(uuid, uuid, jsonb, jsonb) is 'ws-server, as a live interview held for an application goes and at its end: adds the stories told ([{story_id, said, shown}], at most 50) and the figures claimed ([{story_id, figure, value, unit, context, origin}], at most 200) to the session''s round, opening the round (and choosing its number) the first time. Merges: calling it again with the same or more changes nothing twice. Returns nothing for a session that is not the user''s live interview for an application.';
revoke execute on function public.record_round(uuid, uuid, jsonb, jsonb) from public, anon, authenticated;
grant execute on function public.record_round(uuid, uuid, jsonb, jsonb) to service_role;

-- ---------------------------------------------------------------------------------------
-- "Delete all interview data" takes the rounds with it.
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
  delete from public.claimed_figure f where f.profile_id = v_uid;
  delete from public.told_story t where t.profile_id = v_uid;
  delete from public.interview_round r where r.profile_id = v_uid;
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
comment on function public.delete_my_interview_data() is 'Signed-in user: deletes their resumes (every version), job descriptions, applications, stories, interview history (sessions and turns) and what each round recorded (the stories told, the figures claimed). Usage and billing records stay: they are accounting.';
revoke execute on function public.delete_my_interview_data() from public, anon;
grant execute on function public.delete_my_interview_data() to authenticated;
