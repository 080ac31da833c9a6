// The question whose answer was running when a live session's socket ended (a deploy drained
// the server, or the link dropped): kept on the session's row so that the socket carrying the
// session on, on any server, answers it again. Stored bounded, and parsed when read back, as
// anything read from the database is.
import { z } from 'zod';
import { interviewerSchema } from '../../lib/protocol';

/** Each text is cut here: the row's check allows 16 KB, and JSON may escape a character into six bytes. */
const TEXT_MAX = 1_200;

export const interruptedQuestionSchema = z.object({
  question: z.string().min(1).max(TEXT_MAX),
  context: z.string().max(TEXT_MAX).optional(),
  kind: z.enum(['behavioural', 'situational', 'technical', 'motivation', 'background', 'general']),
  trigger: z.enum(['manual', 'auto']),
  /** When the question was asked (the server's wall clock): the answer's deadline counts from then, not from the resume. */
  askedAt: z.string().datetime().optional(),
  /** How many times it has been answered again already (each time a socket carrying the session on was cut off too). */
  again: z.number().int().min(1).max(10).optional(),
  /** Who of a panel asked it: the session's numbers hold across its sockets, so the answer given again says so too. */
  asker: interviewerSchema.optional(),
});

export type InterruptedQuestion = z.infer<typeof interruptedQuestionSchema>;

export function boundedInterruptedQuestion(q: InterruptedQuestion): InterruptedQuestion {
  // The newest words of a long question and of its context are the ones it turns on.
  return { ...q, question: q.question.slice(-TEXT_MAX), ...(q.context ? { context: q.context.slice(-TEXT_MAX) } : {}) };
}

/** What the row holds, or undefined for anything that is not one (null, or a row from another version). */
export function readInterruptedQuestion(value: unknown): InterruptedQuestion | undefined {
  const parsed = interruptedQuestionSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
