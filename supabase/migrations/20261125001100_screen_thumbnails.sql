-- "Solve screen" keeps the text it read in the history; the picture of the screen only when the
-- user asks for it. Frames themselves are never stored. Two columns:
--
-- 1. profile.keep_screen_thumbnails: the user's choice, off by default, which they change
--    themselves on the Account page (a column grant beside the onboarding flags; the existing
--    "Users can update their own profile" policy keeps it to their own row).
-- 2. interview_turn.screen_thumbnail: a small JPEG of the first frame of a screen question,
--    written by the ws-server (service role) only while the choice is on. Users read it with
--    the rest of their turn and cannot write it: turns stay the server's record.

alter table public.profile add column keep_screen_thumbnails boolean not null default false;
comment on column public.profile.keep_screen_thumbnails is 'Keep a small thumbnail of each "Solve screen" question in the history (off by default: only the text read from the screen is saved). The user may set this.';

-- Column-level, like the onboarding flags: a user still cannot touch plan_id, credit_used or has_*.
grant update (keep_screen_thumbnails) on table public.profile to authenticated;

-- 40,000 characters hold a 240 px JPEG with room to spare (they are about 10,000); the format
-- check means the history page can only ever be handed an inline JPEG, never a URL to fetch.
alter table public.interview_turn add column screen_thumbnail text
  constraint interview_turn_screen_thumbnail_check check (
    screen_thumbnail is null
    or (char_length(screen_thumbnail) <= 40000 and screen_thumbnail ~ '^data:image/jpeg;base64,[A-Za-z0-9+/]+={0,2}$')
  );
comment on column public.interview_turn.screen_thumbnail is 'For a "Solve screen" question: a small JPEG of the first frame as a data URL (data:image/jpeg;base64,…, at most 40,000 characters), kept only when the user''s profile.keep_screen_thumbnails was on; null otherwise and for spoken questions. Written by the server; the owner reads it with the turn.';
