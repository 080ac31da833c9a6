// Which earlier question a follow-up follows up. The question detector says that a question
// leans on an earlier one ("How did that go?", "You mentioned Kafka: why?"); with one voice,
// or none told apart, it is the question asked last. On a panel each interviewer usually keeps
// a line of questioning of their own (the manager asks about people, the engineer about the
// system), so an interviewer's follow-up goes back to the question they asked last, unless they
// speak straight after a colleague's question: then they are joining in on that one.
import type { Interviewer } from '../../lib/protocol';

export interface AskedBefore {
  id: string;
  text: string;
  /** Who asked it, when the recogniser told voices apart. */
  asker?: Interviewer;
  /** Monotonic ms when it was asked. */
  at: number;
}

/** Speaking within this of a colleague's question, an interviewer follows up that question. */
export const JOINS_IN_MS = 15_000;
/** An interviewer's own question this old is not what a follow-up of theirs goes back to. */
export const OWN_LINE_MS = 10 * 60_000;

/** `asked` oldest first; `asker` the follow-up's interviewer; `now` when it was asked. */
export function followUpTarget(asked: readonly AskedBefore[], asker: Interviewer | undefined, now: number): AskedBefore | undefined {
  const last = asked.at(-1);
  if (!last || asker === undefined || last.asker === undefined || last.asker.id === asker.id) return last;
  if (now - last.at <= JOINS_IN_MS) return last;
  const own = asked.findLast((q) => q.asker?.id === asker.id && now - q.at <= OWN_LINE_MS);
  return own ?? last;
}
