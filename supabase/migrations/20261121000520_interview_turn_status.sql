-- How each answer ended. An answer cut off by a newer question (or by the end of the session)
-- is kept for the record but is not a turn of the interview: the history page shows only
-- complete and failed answers, and only complete ones are context for later answers.
alter table public.interview_turn
  add column status text not null default 'complete' check (status in ('complete', 'aborted', 'failed'));
comment on column public.interview_turn.status is 'How the answer ended: complete, aborted (cut off by a newer question or the end of the session; not shown as a turn) or failed (the engine failed or timed out).';
