import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/supabase/database';
import { applicationTitle } from '@/lib/prep/prep-types';
import { fetchDebriefRounds } from '@/lib/rounds/debrief-rounds';
import { buildDebrief } from './build-debrief';
import type { Debrief, DebriefTurnRow } from './debrief-types';

/** PostgREST returns at most this many rows per request; longer sessions are read in pages. */
const TURN_PAGE = 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One session's debrief through the caller's own client: row-level security returns only
 * their rows, so another user's session or an unknown id both come back null (a 404, never
 * a hint that the id exists).
 */
export async function fetchDebrief(supabase: SupabaseClient<Database>, sessionId: string): Promise<Debrief | null> {
  if (!UUID.test(sessionId)) return null;
  const { data: session, error } = await supabase
    .from('interview_session')
    .select('id, kind, practice_round, source, mode, title, started_at, ended_at, language, application_id')
    .eq('id', sessionId)
    .maybeSingle();
  if (error) throw new Error(`interview_session: ${error.message}`);
  if (!session) return null;

  const rows: DebriefTurnRow[] = [];
  for (let from = 0; ; from += TURN_PAGE) {
    const { data, error: turnError } = await supabase
      .from('interview_turn')
      .select('id, question, answer, question_at, candidate_answer, candidate_seconds, feedback, question_kind, screen_thumbnail, sources, speaker')
      .eq('session_id', sessionId)
      // An answer cut off by a newer question is kept as a record, not shown as a turn.
      .neq('status', 'aborted')
      .order('question_at', { ascending: true })
      .order('id', { ascending: true })
      .range(from, from + TURN_PAGE - 1);
    if (turnError) throw new Error(`interview_turn: ${turnError.message}`);
    rows.push(...(data ?? []));
    if (!data || data.length < TURN_PAGE) break;
  }

  // The session's application, if it had one (and it was not deleted since): its job
  // description is the one the interview was for, and its name heads the debrief.
  const { data: application } = session.application_id
    ? await supabase.from('job_application').select('id, company, role, job_description, is_primary').eq('id', session.application_id).maybeSingle()
    : { data: null };
  const { data: job } = application ? { data: null } : await supabase.from('job_description').select('job_description').maybeSingle();
  // The panel's names, when its voices were told apart (at most 12 rows).
  const { data: speakers, error: speakerError } = await supabase.from('interview_speaker').select('speaker, name').eq('session_id', sessionId);
  if (speakerError) throw new Error(`interview_speaker: ${speakerError.message}`);
  const debrief = buildDebrief(session, rows, (application?.job_description ?? job?.job_description) || undefined, speakers ?? []);
  const rounds = application ? await fetchDebriefRounds(supabase, session) : null;
  return { ...debrief, application: application ? { id: application.id, title: applicationTitle(application) } : null, rounds };
}
