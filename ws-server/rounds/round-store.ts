// What recording a round needs from the database: record_round, which opens the session's round
// the first time (and numbers it) and merges what each call adds.
import type { FigureRecord, ToldRecord } from './round-draft';

export interface RoundStore {
  /** The round's number, or undefined when the session is not a live interview for an application. */
  record(input: { profileId: string; sessionId: string; told: ToldRecord[]; figures: FigureRecord[] }): Promise<number | undefined>;
}
