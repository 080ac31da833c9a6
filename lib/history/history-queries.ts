import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/supabase/database';
import { fetchAllRows } from '@/lib/supabase/fetch-all-rows';
import { applicationTitle } from '@/lib/prep/prep-types';
import type { HistoryApplication, HistorySession, HistoryTurn } from './history-types';
import { storedSources } from './stored-sources';

// The signed-in user's interview history through their own client: row-level security
// returns only their rows, and only they can delete them (turns go with their session).

const HISTORY_PAGE_SIZE = 50;

/** `applicationId`: only the sessions held for that application. */
export async function fetchHistory(supabase: SupabaseClient<Database>, { applicationId }: { applicationId?: string } = {}): Promise<HistorySession[]> {
  let query = supabase.from('interview_session').select('id, source, mode, title, started_at, ended_at, language, application_id, application:job_application(company, role, is_primary)');
  if (applicationId) query = query.eq('application_id', applicationId);
  const { data: sessions, error } = await query.order('started_at', { ascending: false }).limit(HISTORY_PAGE_SIZE);
  if (error) throw new Error(`interview_session: ${error.message}`);
  if (!sessions || sessions.length === 0) return [];
  // Fifty sessions can hold more turns than one read returns (PostgREST's max-rows): page.
  const ids = sessions.map((s) => s.id);
  const turns = await fetchAllRows((from, to) =>
    supabase
      .from('interview_turn')
      .select('id, session_id, question, answer, question_at, latency_ms, answer_engine, screen_thumbnail, sources')
      // An answer cut off by a newer question is kept as a record, not shown as a turn.
      .neq('status', 'aborted')
      .in('session_id', ids)
      .order('question_at', { ascending: true })
      .order('id', { ascending: true })
      .range(from, to),
  ).catch((error: unknown) => {
    throw new Error(`interview_turn: ${error instanceof Error ? error.message : String(error)}`);
  });
  const bySession = new Map<string, HistoryTurn[]>();
  for (const { sources, ...turn } of turns) {
    const list = bySession.get(turn.session_id) ?? [];
    list.push({ ...turn, sources: storedSources(sources) });
    bySession.set(turn.session_id, list);
  }
  return sessions.map((s) => ({ ...s, turns: bySession.get(s.id) ?? [] }));
}

/** Every application of the user, archived ones too: their past sessions stay in the history. */
export async function fetchHistoryApplications(supabase: SupabaseClient<Database>): Promise<HistoryApplication[]> {
  const { data, error } = await supabase.from('job_application').select('id, company, role, archived_at, is_primary').order('updated_at', { ascending: false });
  if (error) throw new Error(`job_application: ${error.message}`);
  return data.map((a) => ({ id: a.id, title: applicationTitle(a), archived: a.archived_at !== null }));
}

export async function deleteHistorySession(supabase: SupabaseClient<Database>, sessionId: string): Promise<void> {
  const { error } = await supabase.from('interview_session').delete().eq('id', sessionId);
  if (error) throw new Error(`interview_session: ${error.message}`);
}
