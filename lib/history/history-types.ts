/** Rows of interview_session and interview_turn the owner may read (supabase/migrations …interview_history). */
export interface HistoryTurn {
  id: string;
  session_id: string;
  question: string;
  answer: string;
  question_at: string;
  latency_ms: number | null;
  answer_engine: string | null;
}

export interface HistorySession {
  id: string;
  source: 'tab' | 'mic';
  mode: 'manual' | 'auto';
  title: string | null;
  started_at: string;
  ended_at: string | null;
  turns: HistoryTurn[];
}
