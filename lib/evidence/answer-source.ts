// One numbered source an answer was given: a resume line, one of the candidate's stories, or
// a job-description line. Answers cite them as [n]; the screen lists them under the answer
// and opens the passage when one is clicked. Shared by the server (which numbers them) and
// the browser (which shows them), so the shape is checked on both sides.
import { z } from 'zod';

export const SOURCE_KINDS = ['resume', 'story', 'job'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

/** The longest passage a source carries: a story's four STAR parts fit. */
export const MAX_SOURCE_TEXT_CHARS = 6_000;
/** At most this many sources are offered to one answer. */
export const MAX_SOURCES = 12;
/** Rounds a story's source lists where it was told before: the newest. */
export const MAX_TOLD_MARKS = 10;

/** One earlier round of the same application that a story was told in: "Told on Nov 28, round 1". */
export const toldMarkSchema = z.object({
  /** When that interview started (ISO 8601 with offset); shown as a date in the reader's time zone. */
  at: z.iso.datetime({ offset: true }),
  /** The application's round number then. */
  round: z.number().int().min(1).max(99),
});
export type ToldMark = z.infer<typeof toldMarkSchema>;

export const answerSourceSchema = z.object({
  /** Its number in the answer's citations: [1], [2], … */
  n: z.number().int().min(1).max(99),
  kind: z.enum(SOURCE_KINDS),
  /** What the list shows: "Resume, line 12", "Story: Billing ledger migration", "Job description, line 3". */
  label: z.string().max(240),
  /** The passage itself (a story's Situation/Task/Action/Result lines, labelled). */
  text: z.string().max(MAX_SOURCE_TEXT_CHARS),
  /** The 1-based line of the resume or job description the passage starts on. */
  line: z.number().int().min(1).optional(),
  /** The story's id, for a story. */
  story_id: z.string().uuid().optional(),
  /** A story told in earlier rounds of the session's application, oldest first; absent when it was not. */
  told: z.array(toldMarkSchema).max(MAX_TOLD_MARKS).optional(),
});
export type AnswerSource = z.infer<typeof answerSourceSchema>;

export const answerSourcesSchema = z.array(answerSourceSchema).max(MAX_SOURCES);
