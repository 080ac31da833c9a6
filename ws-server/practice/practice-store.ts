// What practice needs from the database beyond history: how much of today's fair-use cap a
// user has spent (from their practice sessions' rows, so the count holds across processes and
// reconnects) and which questions they were asked lately (so a new round asks others).

export interface PracticeStore {
  /** Seconds of practice the user has had since midnight UTC, running sessions included. */
  secondsToday(profileId: string, now: Date): Promise<number>;
  /** Question texts of the user's most recent practice turns, newest first. */
  recentQuestions(profileId: string, limit: number): Promise<string[]>;
}
