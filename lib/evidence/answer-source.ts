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
});
export type AnswerSource = z.infer<typeof answerSourceSchema>;

export const answerSourcesSchema = z.array(answerSourceSchema).max(MAX_SOURCES);
