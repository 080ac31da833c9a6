// What the interview history needs from the database: one interview_session row per
// connection and one interview_turn row per question with its answer (for the history page).

export interface SessionRecord {
  profileId: string;
  usageLogId?: string;
  source: 'tab' | 'mic';
  mode: 'manual' | 'auto';
  startedAt: Date;
}

export interface TurnRecord {
  sessionId: string;
  profileId: string;
  question: string;
  answer: string;
  questionAt: Date;
  answerStartedAt?: Date;
  /** Absent when the answer was cut off (a newer question, an error, the end of the session). */
  answerCompletedAt?: Date;
  latencyMs?: number;
  answerEngine: string;
}

export interface HistoryStore {
  /** Returns the new session's id. */
  startSession(session: SessionRecord): Promise<string>;
  addTurn(turn: TurnRecord): Promise<void>;
  endSession(sessionId: string, endedAt: Date, title?: string): Promise<void>;
}
