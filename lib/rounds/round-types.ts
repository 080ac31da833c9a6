// What each round of a job application recorded (tables interview_round, told_story,
// claimed_figure), as both ends see it: where a story was told, and the figures claimed with it.

/** One round a story was told in. */
export interface ToldRound {
  storyId: string;
  /** The interview_session it was told in. */
  sessionId: string;
  /** The application's round number at the time (interview_round.round_number). */
  round: number;
  /** When that interview started, ISO; shown as a date in the reader's time zone. */
  at: string;
}

/** A figure as claimed: what was said, the number it stands for, what it counts, and the words around it. */
export interface FigureClaim {
  /** "40%", "$2M", "9 hours": as said, with its unit word when it has one. */
  figure: string;
  /** Normalised for comparing ("%40", "2000000"): findFigures' value. */
  value: string;
  /** "%", a currency sign, the (stemmed) word after it, or "" when none. */
  unit: string;
  /** The words around it, for telling two figures of one story apart. */
  context: string;
}

/** The figures one round claimed for one story. */
export interface RoundFigures {
  round: number;
  sessionId: string;
  at: string;
  figures: FigureClaim[];
}
