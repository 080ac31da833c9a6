// What practice needs from the database beyond history: the daily fair-use allowance, kept in
// practice_time (written only by the server, so deleting history does not reset it; every
// session counts at least a minimum), carrying a dropped round on, and which questions the
// user was asked lately (so a new round asks others).
import type { PracticeRound } from '../../lib/practice/practice-question';
import type { PlannedPracticeQuestion } from '../history/history-store';

export interface PracticeTimeStart {
  allowed: boolean;
  /** Seconds of practice already had today, before this session. */
  usedSeconds: number;
  /** The session's practice_time row, when allowed. */
  practiceTimeId?: string;
}

export type PracticeResume =
  | { status: 'resumed'; practiceTimeId: string; usedSeconds: number; round?: PracticeRound; plan?: PlannedPracticeQuestion[] }
  | { status: 'not_found' | 'expired' | 'busy' }
  | { status: 'practice_limit'; usedSeconds: number };

export interface PracticeStore {
  /** Opens a session's practice time, unless today's allowance is spent. */
  startTime(profileId: string): Promise<PracticeTimeStart>;
  /** Closes the connection's practice time (idempotent) and names the session it belonged to. */
  endTime(practiceTimeId: string, historyId?: string): Promise<void>;
  /** Seconds of practice the user has had since midnight UTC, running sessions included. */
  secondsToday(profileId: string): Promise<number>;
  /** Re-opens a dropped practice session for the resuming socket's lease. */
  resume(input: { profileId: string; historyId: string; windowSeconds: number; leaseId: string }): Promise<PracticeResume>;
  /** Question texts of the user's most recent practice turns, newest first. */
  recentQuestions(profileId: string, limit: number): Promise<string[]>;
  /** Question texts of one session's turns, in the order they were asked. */
  sessionQuestions(historyId: string): Promise<string[]>;
}
