-- The per-user limits on resume versions, applications and stories are checked after
-- row-level security, not before it.
--
-- The limit trigger ran before the insert: before the insert policy's check. So a user who
-- inserted a row naming another user's profile_id made the trigger lock that user's profile
-- row (briefly blocking their session claims and charges) and, when that user was at a limit,
-- was told the limit, which says how many rows that user has. Postgres checks an insert's
-- row-level security after BEFORE triggers and before AFTER ones, so the same count in an
-- AFTER trigger runs only for rows the policy let in: another user's row is refused as
-- row-level security refuses it (42501), with nothing about limits and no lock on their row.
--
-- The count now includes the rows just inserted (all of the statement's rows are in when its
-- AFTER ROW triggers fire), so the test is "more than the limit". Two inserts at once still
-- cannot both pass: each takes the user's profile row lock before counting, and the second
-- counts after the first has committed.

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
    return null;
  end if;
  -- One insert at a time per user, so two at the same moment cannot both pass the count.
  perform 1 from public.profile p where p.id = new.profile_id for update;
  execute format('select count(*) from public.%I where profile_id = $1', tg_table_name) into v_count using new.profile_id;
  if v_count > v_limit then
    raise exception '%: at most % per user', tg_table_name, v_limit using errcode = '23514';
  end if;
  return null;
end;
$$;
comment on function public.enforce_prep_row_limit() is 'AFTER INSERT trigger: refuses an insert that leaves the user with more than tg_argv[0] rows in the table (check_violation). After row-level security, so it never runs for another user''s row.';
revoke execute on function public.enforce_prep_row_limit() from public, anon, authenticated;

drop trigger resume_version_row_limit on public.resume_version;
create trigger resume_version_row_limit after insert on public.resume_version
  for each row execute function public.enforce_prep_row_limit('20');
drop trigger job_application_row_limit on public.job_application;
create trigger job_application_row_limit after insert on public.job_application
  for each row execute function public.enforce_prep_row_limit('200');
drop trigger story_row_limit on public.story;
create trigger story_row_limit after insert on public.story
  for each row execute function public.enforce_prep_row_limit('300');
