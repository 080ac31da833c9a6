-- An answer cut off when its socket ended (a deploy draining the ws-server, or a dropped link)
-- is given again when the session is carried on, on whichever server the reconnect lands: the
-- question it was answering is kept on the session's row until then. The ws-server writes it
-- as the session ends (null when no answer was running), and the socket that resumes the
-- session reads it back with the rest of the conversation.

alter table public.interview_session
  add column interrupted_question jsonb
    check (interrupted_question is null or (jsonb_typeof(interrupted_question) = 'object' and octet_length(interrupted_question::text) <= 16384));
comment on column public.interview_session.interrupted_question is 'Live interviews: the question whose answer was running when the last socket ended ({question, context, kind, trigger}, at most 16 KB), answered again by the socket that carries the session on; null when none was. Written by the server only.';
