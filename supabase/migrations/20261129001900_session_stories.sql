-- A session's stories are read with the links applied in SQL.
--
-- The ws-server read the user's story links (at most 3,000, in no order) and then the stories
-- not in a `not.in.(…)` list of up to 300 ids, a request URL of about 12 KB. With more links
-- than that, a story linked only to one application could be missed as linked and leak into
-- another application's answers; and a gateway that refused the long URL dropped every story
-- with only a log line. session_stories answers the same question in one query of bounded
-- size: the caller's stories linked to the application, and those linked to none (which serve
-- every application), newest first.
--
-- Security invoker: row-level security applies as to any read of the caller's, and the
-- explicit owner test keeps the plan on the caller's rows.

create function public.session_stories(p_application_id uuid, p_limit integer)
returns setof public.story
language sql
stable
security invoker
set search_path = ''
as $$
  select s.*
    from public.story s
   where s.profile_id = (select auth.uid())
     and (
       not exists (select 1 from public.story_application l where l.story_id = s.id)
       or (p_application_id is not null
           and exists (select 1 from public.story_application l where l.story_id = s.id and l.application_id = p_application_id))
     )
   order by s.updated_at desc, s.id
   limit least(greatest(coalesce(p_limit, 100), 1), 100);
$$;
comment on function public.session_stories(uuid, integer) is 'The caller''s stories a session for p_application_id may draw on (linked to it, or to no application), newest first, at most min(p_limit, 100). Without an application: the unlinked ones only.';
revoke execute on function public.session_stories(uuid, integer) from public, anon;
grant execute on function public.session_stories(uuid, integer) to authenticated;

-- No new index: story_application's primary key leads with story_id, which both tests use.
