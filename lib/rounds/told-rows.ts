// Reading where an application's stories were told, as the user (row-level security returns
// only their rows): the same select and mapping for the ws-server's session start, the interview
// and practice Start, the prep sheet and the debrief.
import type { ToldRound } from './round-types';

/** Enough for any application: 50 stories a round, the newest rows first. */
export const MAX_TOLD_ROWS = 500;

export const TOLD_COLUMNS = 'story_id, interview_round(session_id, round_number, held_at)';

export interface ToldRow {
  story_id: string;
  interview_round: { session_id: string; round_number: number; held_at: string } | null;
}

/** A row as a ToldRound; null for a row without its round (never, with the foreign key). */
export function toToldRound(row: ToldRow): ToldRound | null {
  const r = row.interview_round;
  return r ? { storyId: row.story_id, sessionId: r.session_id, round: r.round_number, at: new Date(r.held_at).toISOString() } : null;
}
