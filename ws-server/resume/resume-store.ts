// What carrying on a dropped session needs from the database: re-open its history and usage
// rows and name them on the caller's lease, in one transaction (resume_live_session), and read
// back its conversation (answered questions, the candidate's words) when this process holds
// nothing of it.
import type { Conversation } from './session-registry';

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
  /** `leaseId`: the resuming socket's lease, which holds the session from then on. */
  resume(input: { profileId: string; historyId: string; windowSeconds: number; leaseId: string }): Promise<ResumeResult>;
  /** The session's newest complete turns (at most `limit`, oldest first) and what the candidate said. */
  conversation(historyId: string, limit: number): Promise<Conversation>;
}
