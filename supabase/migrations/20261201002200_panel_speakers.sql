-- Panel interviews: who asked each question.
--
-- With a recogniser that tells voices apart (Deepgram's diarization), the ws-server numbers the
-- voices it hears on the interviewer's channel in the order they first speak ("Interviewer 1",
-- "Interviewer 2" …), and the candidate may name one for the session ("Priya (EM)"). Two changes:
--
-- 1. interview_speaker: one row per voice a session labelled, with the name the candidate gave
--    it. The server writes the row when the voice is first heard, so that a session carried on by
--    another server numbers the voices it hears next after these and never gives a label twice,
--    and again when the candidate renames it. The owner reads and may delete the rows; deleting
--    the session deletes them.
-- 2. interview_turn.speaker: the number of the voice that asked the turn's question, so the
--    debrief says who asked; null when no voice was told apart (the offline and OpenAI-compatible
--    recognisers, a screen question). It is a plain number, not a reference to the speaker row:
--    the two are written apart, and a turn may be saved before its voice's row.
-- Both bounds (12 voices, names of 40 characters on one line) are the protocol's.

create table public.interview_speaker (
  session_id uuid not null,
  profile_id uuid not null,
  speaker smallint not null constraint interview_speaker_speaker_check check (speaker between 1 and 12),
  name text constraint interview_speaker_name_check check (
    name is null or (char_length(name) between 1 and 40 and name = btrim(name) and name !~ '[[:cntrl:]]')
  ),
  created_at timestamptz not null default now(),
  primary key (session_id, speaker),
  -- The composite key makes profile_id always the session's owner, so the owner policies below
  -- can never disagree with the session's.
  constraint interview_speaker_session_fkey foreign key (session_id, profile_id)
    references public.interview_session (id, profile_id) on delete cascade
);
alter table public.interview_speaker enable row level security;
comment on table public.interview_speaker is 'A voice of the interview panel that a session labelled ("Interviewer 2"), and the name the candidate gave it for the session. Written by the server; the owner can read and delete it.';
comment on column public.interview_speaker.session_id is 'The session it was heard in; deleting the session deletes it.';
comment on column public.interview_speaker.profile_id is 'Owner, equal to the session''s (enforced by the composite foreign key); here so the owner policies need no join.';
comment on column public.interview_speaker.speaker is 'The voice''s number in the session, 1 to 12, in the order the voices first spoke: "Interviewer 1", "Interviewer 2" …';
comment on column public.interview_speaker.name is 'The name the candidate gave the voice for this session (e.g. "Priya (EM)": trimmed, 1 to 40 characters, one line); null while it is called by its number.';
comment on column public.interview_speaker.created_at is 'When the voice was first heard.';
create index interview_speaker_profile_id_idx on public.interview_speaker (profile_id);

revoke all on table public.interview_speaker from anon, authenticated;
grant select, delete on table public.interview_speaker to authenticated;
create policy "Users can read their own interview speakers" on public.interview_speaker
  for select to authenticated using (profile_id = (select auth.uid()));
create policy "Users can delete their own interview speakers" on public.interview_speaker
  for delete to authenticated using (profile_id = (select auth.uid()));

alter table public.interview_turn
  add column speaker smallint constraint interview_turn_speaker_check check (speaker is null or speaker between 1 and 12);
comment on column public.interview_turn.speaker is 'Which voice of the panel asked the question: its number in the session (interview_speaker.speaker, "Interviewer 2"); null when the recogniser told no voices apart. Written by the server.';
