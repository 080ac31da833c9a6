/**
 * The practice feedback rubric's weights, in one place (the "Practice feedback rubric" table
 * in docs/practice.md repeats them; keep the two in step). They add up to 1, so the weighted sum of
 * four 0–10 parts is itself out of 10.
 */
export const RUBRIC_WEIGHTS = {
  structure: 0.3,
  relevance: 0.25,
  specificity: 0.2,
  delivery: 0.25,
} as const;

export type RubricPart = keyof typeof RUBRIC_WEIGHTS;

export const RUBRIC_PARTS: readonly RubricPart[] = ['structure', 'relevance', 'specificity', 'delivery'];

/** Delivery's targets: the pace most listeners follow comfortably, and the length bounds. */
export const DELIVERY_TARGETS = {
  bestWordsPerMinute: { min: 120, max: 160 },
  /** Below or above these the pace part reaches 0. */
  worstWordsPerMinute: { min: 60, max: 240 },
  /** Up to this many filler words a minute cost nothing; at the worst rate the part is 0. */
  fillersPerMinuteFree: 2,
  fillersPerMinuteWorst: 12,
  minWords: 40,
  minSeconds: 20,
  maxSeconds: 180,
} as const;

/** How delivery's own parts combine (also out of 1). */
export const DELIVERY_WEIGHTS = { pace: 0.4, fillers: 0.3, length: 0.3 } as const;
