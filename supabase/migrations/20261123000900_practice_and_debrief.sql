-- Practice interviews and the debrief: a session is either a live interview or a practice
-- round with an AI interviewer, and each turn keeps what the candidate said and the
-- rubric's feedback on it. Still written only by the ws-server (service role): the owner keeps
-- select and delete, so a score on the debrief is always the one the server computed.
-- The table-level select grants from the history migration already cover the new columns.

alter table public.interview_session
  add column kind text not null default 'live' check (kind in ('live', 'practice')),
  add column practice_round text check (practice_round in ('behavioural', 'technical', 'mixed')),
  -- A round only makes sense for practice; a live interview has none.
  add constraint interview_session_round_only_for_practice
    check (practice_round is null or kind = 'practice');
comment on column public.interview_session.kind is 'live: a real interview the candidate is assisted in (spends interview minutes); practice: questions asked by the AI interviewer (spends none, capped per day for fair use).';
comment on column public.interview_session.practice_round is 'For practice: the round the candidate picked (behavioural, technical or mixed); null for live interviews.';

alter table public.interview_turn
  add column candidate_answer text not null default '' check (char_length(candidate_answer) <= 20000),
  add column candidate_seconds numeric check (candidate_seconds >= 0),
  add column feedback jsonb check (feedback is null or jsonb_typeof(feedback) = 'object'),
  add column question_kind text check (question_kind in ('behavioural', 'technical', 'other'));
comment on column public.interview_turn.candidate_answer is 'What the candidate said in reply, as transcribed from the microphone (at most 20,000 characters); empty when their side was not captured.';
comment on column public.interview_turn.candidate_seconds is 'How long the candidate spoke for this answer, in seconds; null when their side was not captured.';
comment on column public.interview_turn.feedback is 'The rubric''s score of the candidate''s answer (score out of 10, its parts, weights, figures and notes), plus optional model-written written_feedback and stronger_answer strings; null when not scored.';
comment on column public.interview_turn.question_kind is 'What kind of question it was, which decides how structure is scored: behavioural, technical or other; null if unknown.';
create index interview_session_profile_id_kind_started_at_idx
  on public.interview_session (profile_id, kind, started_at desc);
comment on index public.interview_session_profile_id_kind_started_at_idx is 'Counts a user''s practice sessions per day for the fair-use cap without scanning their live ones.';
