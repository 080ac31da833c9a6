-- Interview history: each live session and its question/answer turns, written by the
-- ws-server (service role). The owner can read and delete their history; they cannot write
-- it, so a saved answer is always what the server actually streamed.

create table public.interview_session (
  id uuid primary key default gen_random_uuid(),
  profile_id uuid not null references public.profile (id) on delete cascade,
  usage_log_id bigint references public.usage_logs (id) on delete set null,
  source text not null default 'tab' check (source in ('tab', 'mic')),
  mode text not null default 'manual' check (mode in ('manual', 'auto')),
  title text check (char_length(title) <= 200),
  started_at timestamptz not null default now(),
  ended_at timestamptz,
  constraint interview_session_id_profile_key unique (id, profile_id),
  constraint interview_session_end_after_start check (ended_at is null or ended_at >= started_at)
);
alter table public.interview_session enable row level security;
comment on table public.interview_session is 'One live interview (one ws-server connection). Written by the server; the owner can read and delete it.';
comment on column public.interview_session.id is 'Session id.';
comment on column public.interview_session.profile_id is 'Whose interview it is.';
comment on column public.interview_session.usage_log_id is 'The usage_logs row that metered it (kept null if that row is gone).';
comment on column public.interview_session.source is 'What was captured: tab or mic.';
comment on column public.interview_session.mode is 'manual: the user presses Space to ask for an answer; auto: questions are detected.';
comment on column public.interview_session.title is 'Optional label, e.g. the first question; at most 200 characters.';
comment on column public.interview_session.started_at is 'When the session started.';
comment on column public.interview_session.ended_at is 'When the session ended; null while running or if the server died.';
create index interview_session_profile_id_started_at_idx on public.interview_session (profile_id, started_at desc);
create index interview_session_usage_log_id_idx on public.interview_session (usage_log_id);

revoke all on table public.interview_session from anon, authenticated;
grant select, delete on table public.interview_session to authenticated;
create policy "Users can read their own interview sessions" on public.interview_session
  for select to authenticated using (profile_id = (select auth.uid()));
create policy "Users can delete their own interview sessions" on public.interview_session
  for delete to authenticated using (profile_id = (select auth.uid()));

create table public.interview_turn (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null,
  profile_id uuid not null,
  question text not null default '' check (char_length(question) <= 20000),
  answer text not null default '' check (char_length(answer) <= 200000),
  question_at timestamptz not null default now(),
  answer_started_at timestamptz,
  answer_completed_at timestamptz,
  latency_ms integer check (latency_ms >= 0),
  answer_engine text check (char_length(answer_engine) <= 200),
  -- The composite key makes profile_id always equal the session's owner, so the owner policy
  -- on this table can never disagree with the session's.
  constraint interview_turn_session_fkey foreign key (session_id, profile_id)
    references public.interview_session (id, profile_id) on delete cascade
);
alter table public.interview_turn enable row level security;
comment on table public.interview_turn is 'One question and the answer streamed for it, within a session. Written by the server; the owner can read and delete it.';
comment on column public.interview_turn.id is 'Turn id.';
comment on column public.interview_turn.session_id is 'The session it belongs to; deleting the session deletes its turns.';
comment on column public.interview_turn.profile_id is 'Owner, equal to the session''s (enforced by the composite foreign key); here so the owner policy needs no join.';
comment on column public.interview_turn.question is 'The interviewer''s question as transcribed (at most 20,000 characters).';
comment on column public.interview_turn.answer is 'The suggested answer, Markdown, as streamed (at most 200,000 characters). Rendered by a sanitising renderer, never as raw HTML.';
comment on column public.interview_turn.question_at is 'When the question was committed (Space pressed or detected).';
comment on column public.interview_turn.answer_started_at is 'When the first answer chunk was sent.';
comment on column public.interview_turn.answer_completed_at is 'When the last answer chunk was sent; null if the answer was cut off.';
comment on column public.interview_turn.latency_ms is 'Milliseconds from question_at to the first answer chunk.';
comment on column public.interview_turn.answer_engine is 'Which engine answered, e.g. openai:gpt-4o-mini or offline (never a key or prompt).';
create index interview_turn_session_id_question_at_idx on public.interview_turn (session_id, question_at);
create index interview_turn_profile_id_idx on public.interview_turn (profile_id);

revoke all on table public.interview_turn from anon, authenticated;
grant select, delete on table public.interview_turn to authenticated;
create policy "Users can read their own interview turns" on public.interview_turn
  for select to authenticated using (profile_id = (select auth.uid()));
create policy "Users can delete their own interview turns" on public.interview_turn
  for delete to authenticated using (profile_id = (select auth.uid()));
