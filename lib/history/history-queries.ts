import type { SupabaseClient } from '@supabase/supabase-js';
import type { HistorySession, HistoryTurn } from './history-types';

// The signed-in user's interview history through their own client: row-level security
// returns only their rows, and only they can delete them (turns go with their session).

export const HISTORY_PAGE_SIZE = 50;

export async function fetchHistory(supabase: SupabaseClient): Promise<HistorySession[]> {
  const { data: sessions, error } = await supabase
    .from('interview_session')
    .select('id, source, mode, title, started_at, ended_at')
    .order('started_at', { ascending: false })
    .limit(HISTORY_PAGE_SIZE);
  if (error) throw new Error(`interview_session: ${error.message}`);
  if (!sessions || sessions.length === 0) return [];
  const { data: turns, error: turnError } = await supabase
    .from('interview_turn')
    .select('id, session_id, question, answer, question_at, latency_ms, answer_engine')
    .in(
      'session_id',
      sessions.map((s) => s.id),
    )
    .order('question_at', { ascending: true });
  if (turnError) throw new Error(`interview_turn: ${turnError.message}`);
  const bySession = new Map<string, HistoryTurn[]>();
  for (const turn of (turns ?? []) as HistoryTurn[]) {
    const list = bySession.get(turn.session_id) ?? [];
    list.push(turn);
    bySession.set(turn.session_id, list);
  }
  return (sessions as Omit<HistorySession, 'turns'>[]).map((s) => ({ ...s, turns: bySession.get(s.id) ?? [] }));
}

export async function deleteHistorySession(supabase: SupabaseClient, sessionId: string): Promise<void> {
  const { error } = await supabase.from('interview_session').delete().eq('id', sessionId);
  if (error) throw new Error(`interview_session: ${error.message}`);
}
