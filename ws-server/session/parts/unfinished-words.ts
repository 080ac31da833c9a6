// The interviewer's words a reconnecting client was showing as live text, with no final yet,
// when its last socket dropped (hello's unfinished_words). Two things leave words unfinished:
// the server died before its recogniser ended the utterance (its words died with it), or the
// question was being spoken across the drop (its end comes on this socket, from the client's
// buffered audio). So the words wait a moment for this socket's first final: one that comes
// in time continues them and is heard with them as one utterance; if none comes, they are
// heard alone. Words the old socket's end already heard (the question it carried over) or a
// question already answered are not heard twice.
import { compareHeard } from '../../questions/compare-heard';
import type { SessionPart } from '../session-part';

/** How long unfinished words wait for the final that continues them. */
export const UNFINISHED_WAIT_MS = 3_000;
/** The id of an utterance of carried words heard alone. */
export const UNFINISHED_ID = 'w1';

export interface UnfinishedWordsInput {
  words?: string;
  /** Questions the session already has for these words: the one carried over, the newest answered. */
  heardAlready: readonly string[];
  /** An interviewer's final, as the transcription gives it. */
  deliver(utteranceId: string, text: string, endedAgoMs?: number): void;
  waitMs?: number;
}

export class UnfinishedWords implements SessionPart {
  private words?: string;
  private timer?: NodeJS.Timeout;

  constructor(private readonly o: UnfinishedWordsInput) {
    const words = o.words?.trim();
    if (words && !o.heardAlready.some((q) => compareHeard(q, words) !== 'different')) this.words = words;
  }

  start(): void {
    if (!this.words) return;
    this.timer = setTimeout(() => {
      const words = this.take();
      if (words) this.o.deliver(UNFINISHED_ID, words);
    }, this.o.waitMs ?? UNFINISHED_WAIT_MS);
  }

  /** This socket's interviewer final: it continues the unfinished words, if they still wait. */
  onFinal(utteranceId: string, text: string, endedAgoMs?: number): void {
    const words = this.take();
    this.o.deliver(utteranceId, words ? `${words} ${text}` : text, endedAgoMs);
  }

  close(): void {
    this.take();
  }

  private take(): string | undefined {
    clearTimeout(this.timer);
    const words = this.words;
    this.words = undefined;
    return words;
  }
}
