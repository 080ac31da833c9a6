-- Interviews in the candidate's language. Three columns:
--
-- 1. profile.interview_language: the language the interviewer speaks, "auto" (the recogniser
--    finds it) by default, else a BCP-47 tag ("es", "pt-BR"). The interview screen may change
--    it for one session; the session carries its choice in hello.
-- 2. profile.answer_language: the language answers are written in; null follows the interview
--    language (a candidate may want English notes for a German interview).
-- 3. interview_session.language: the language the session ran in (the chosen tag, or the one
--    the recogniser heard under Auto-detect), so its debrief, PDF and thank-you note use it.
--
-- The shape is checked here (a tag, not free text); which languages are offered is the app's
-- list, checked when the value is saved and when a session reads it.

alter table public.profile
  add column interview_language text not null default 'auto'
    constraint profile_interview_language_check check (interview_language = 'auto' or interview_language ~ '^[a-z]{2,3}(-[A-Z][a-z]{3})?(-([A-Z]{2}|[0-9]{3}))?$'),
  add column answer_language text
    constraint profile_answer_language_check check (answer_language is null or answer_language ~ '^[a-z]{2,3}(-[A-Z][a-z]{3})?(-([A-Z]{2}|[0-9]{3}))?$');
comment on column public.profile.interview_language is 'The language interviews are held in: "auto" (detected by the recogniser) or a BCP-47 tag such as "es" or "pt-BR". The user may set this.';
comment on column public.profile.answer_language is 'The language answers are written in (a BCP-47 tag); null means the interview language. The user may set this.';

-- Column-level, like the other settings: a user still cannot touch plan_id, credit_used or has_*.
grant update (interview_language, answer_language) on table public.profile to authenticated;

alter table public.interview_session
  add column language text
    constraint interview_session_language_check check (language is null or language ~ '^[a-z]{2,3}(-[A-Z][a-z]{3})?(-([A-Z]{2}|[0-9]{3}))?$');
comment on column public.interview_session.language is 'The language the session was held in (a BCP-47 tag): the one chosen, or the one the recogniser heard under Auto-detect; null when unknown (sessions before languages, or Auto-detect with nothing heard). Written by the server.';
