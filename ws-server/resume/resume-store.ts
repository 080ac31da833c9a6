// What carrying on a dropped session needs from the database: re-open its history and usage
// rows (resume_live_session, supabase/migrations/20261124001000_two_channels_and_resume.sql)
// and read back its answered questions when this process holds nothing of it.
import type { QuestionAndAnswer } from '../llm/answer-engine';

export type ResumeRefusal = 'not_found' | 'expired' | 'busy' | 'credit_limit';

export type ResumeResult =
  | {
      status: 'resumed';
      usageLogId: string;
      /** Seconds the usage row already holds from the earlier connections. */
      chargedSeconds: number;
      used: number;
      limit: number;
      expireMsg: string;
      source: 'tab' | 'mic' | 'both';
      title?: string;
    }
  | { status: ResumeRefusal; used?: number; limit?: number; expireMsg?: string };

export interface ResumeStore {
  resume(input: { profileId: string; historyId: string; windowSeconds: number }): Promise<ResumeResult>;
  /** The session's newest complete turns (at most `limit`), oldest first. */
  recentTurns(historyId: string, limit: number): Promise<QuestionAndAnswer[]>;
}
