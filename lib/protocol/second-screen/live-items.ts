// What a phone paired as a second screen is shown of a live interview, in the shape both ends
// read: the session's process publishes batches of items (through Realtime), the phone's
// process forwards them, the phone page folds them into what it shows. An answer item carries
// the protocol's own answer fields, so the phone shows what the laptop shows.
import { z } from 'zod';
import { answerMessage } from '../server-messages';
import { LIMITS } from '../limits';

/** The longest id a session, an answer or a question may have on the second screen. */
const id = z.string().min(1).max(80);

/**
 * The session's state: `listening` while it runs; `ended` when the laptop pressed Stop (or the
 * session ended for good); `interrupted` when the laptop's socket ended otherwise (a dropped
 * link, a deploy): the session may carry on on another socket within moments.
 */
export const sessionItem = z.object({
  kind: z.literal('session'),
  state: z.enum(['listening', 'ended', 'interrupted']),
  /** When the session started (ISO 8601), on `listening`. */
  started_at: z.iso.datetime({ offset: true }).optional(),
});

/** The interviewer's words since the last question was asked: what "Answer now" would ask. Empty once asked. */
export const heardItem = z.object({ kind: z.literal('heard'), text: z.string().max(LIMITS.maxQuestionChars) });

const answerFields = answerMessage.pick({
  question_id: true,
  trigger: true,
  question: true,
  source: true,
  status: true,
  sources: true,
  citations: true,
  unsupported: true,
  story: true,
  fallback: true,
  replaces: true,
});

/** One piece of an answer: `text` is appended to what the answer shows (replaces it with `replaces`), `done` on its last. */
export const answerItem = answerFields.extend({
  kind: z.literal('answer'),
  id,
  text: z.string().max(64_000),
  done: z.boolean(),
  /** An answer to a "Solve screen" question. */
  screen: z.boolean().optional(),
});

export const liveItem = z.discriminatedUnion('kind', [sessionItem, heardItem, answerItem]);
export type LiveItem = z.infer<typeof liveItem>;
export type AnswerItem = z.infer<typeof answerItem>;

/** What one publish carries: the items of one session since its last, numbered so a snapshot can tell which it holds. */
export const liveBatch = z.object({
  session_id: id,
  /** The socket of the session that published it: a session carried on by another socket numbers its batches afresh. */
  stream: id,
  /** 1 for a stream's first batch, then one more each. */
  seq: z.number().int().min(1),
  items: z.array(liveItem).min(1).max(200),
});
export type LiveBatch = z.infer<typeof liveBatch>;

/** An answer as a whole, for a phone that arrives in the middle of a session. */
export const answerView = answerItem.omit({ kind: true, replaces: true });
export type AnswerView = z.infer<typeof answerView>;

/** The session as it stands after batch `seq`: what a phone that connects mid-session starts from. */
export const sessionSnapshot = z.object({
  session_id: id,
  stream: id,
  /** The last batch of the stream it includes (0: none yet). */
  seq: z.number().int().min(0),
  state: sessionItem.shape.state,
  started_at: z.iso.datetime({ offset: true }).optional(),
  heard: z.string().max(LIMITS.maxQuestionChars),
  /** The newest answers, oldest first: as many as fit the snapshot's size. */
  answers: z.array(answerView).max(20),
});
export type SessionSnapshot = z.infer<typeof sessionSnapshot>;
