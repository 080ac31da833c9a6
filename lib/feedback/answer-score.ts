import { z } from 'zod';

/**
 * The rubric's verdict on one answer, as stored in interview_turn.feedback (jsonb) and shown
 * on the practice screen and the debrief. The schema reads it back from the database, so a
 * row written by an older or newer rubric still parses (extra keys are dropped, lists
 * missing in older rows default to empty).
 */
const outOfTen = z.number().min(0).max(10);

export const questionKindSchema = z.enum(['behavioural', 'technical', 'other']);
export type QuestionKind = z.infer<typeof questionKindSchema>;

export const answerScoreSchema = z.object({
  /** 0–10, a whole number, shown as "7/10". */
  score: outOfTen,
  parts: z.object({ structure: outOfTen, relevance: outOfTen, specificity: outOfTen, delivery: outOfTen }),
  weights: z.object({ structure: z.number(), relevance: z.number(), specificity: z.number(), delivery: z.number() }),
  figures: z.object({
    words: z.number().int().min(0),
    seconds: z.number().min(0),
    wordsPerMinute: z.number().min(0),
    fillerWords: z.number().int().min(0),
    fillersPerMinute: z.number().min(0),
  }),
  /** Short plain reasons, one per finding, in the order the parts are listed. */
  notes: z.array(z.string().max(500)).max(20),
  /** The structure elements the answer lacked, e.g. "Result" or "conclusion". */
  missingStructure: z.array(z.string().max(40)).max(10).default([]),
});
export type AnswerScore = z.infer<typeof answerScoreSchema>;

/** What interview_turn.feedback holds: the score plus, with a model, its written advice. */
export const turnFeedbackSchema = answerScoreSchema.extend({
  written_feedback: z.string().max(4000).optional(),
  stronger_answer: z.string().max(8000).optional(),
});
export type TurnFeedback = z.infer<typeof turnFeedbackSchema>;

/** Parses a stored feedback value; null when absent or not a score (never throws). */
export function parseTurnFeedback(value: unknown): TurnFeedback | null {
  if (value === null || value === undefined) return null;
  const parsed = turnFeedbackSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
