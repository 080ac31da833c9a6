import type { AnswerSource } from '@/lib/evidence/answer-source';
import type { Tables } from '@/lib/supabase/database';

/**
 * The columns of interview_turn and interview_session the history screen reads (the owner
 * may read their own rows). source is 'tab', 'mic' or 'both' and mode 'manual' or 'auto': check
 * constraints the generated row type does not carry.
 */
export type HistoryTurn = Pick<Tables<'interview_turn'>, 'id' | 'session_id' | 'question' | 'answer' | 'question_at' | 'latency_ms' | 'answer_engine' | 'screen_thumbnail'> & {
  /** The numbered passages the answer was given and cites as [n]; empty or absent when none were stored. */
  sources?: AnswerSource[];
};

export type HistorySession = Pick<Tables<'interview_session'>, 'id' | 'source' | 'mode' | 'title' | 'started_at' | 'ended_at' | 'language' | 'application_id'> & {
  /** The application it was held for (null when none was chosen, or it was deleted since). */
  application: Pick<Tables<'job_application'>, 'company' | 'role' | 'is_primary'> | null;
  turns: HistoryTurn[];
};

/** An application to filter the history by. */
export type HistoryApplication = { id: string; title: string; archived: boolean };
