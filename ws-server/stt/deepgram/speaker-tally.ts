// Who said an utterance, from Deepgram's diarized words. Deepgram gives a speaker to each word,
// never to a result, and an utterance is assembled from several is_final pieces: the utterance
// goes to the voice that spoke most of it, counted by how long each word lasted (a long word
// weighs more than "a"), each word weighed by Deepgram's confidence in its speaker where the
// model gives one. A single word given to another voice in a long question does not change who
// asked it, and one label holds for the whole utterance, whatever its pieces said.
import type { ResultWord } from './deepgram-messages';
import { mostCounted } from './most-counted';

/** A word with no times (or none between them) still counts a little: it was heard. */
const LEAST_WORD_SECONDS = 0.05;

export class SpeakerTally {
  /** Seconds spoken by each voice, in the order the voices were first heard. */
  private readonly seconds = new Map<string, number>();

  /**
   * One finalised piece's words. `stream` names the Deepgram stream whose numbering they use:
   * a reconnect numbers voices afresh, so the same number on two streams is two keys.
   */
  add(words: readonly ResultWord[] | undefined, stream: string): void {
    for (const word of words ?? []) {
      if (word.speaker === undefined) continue;
      const spoken = word.start !== undefined && word.end !== undefined ? word.end - word.start : 0;
      const weight = Math.max(LEAST_WORD_SECONDS, spoken) * (word.speaker_confidence ?? 1);
      const key = `${stream}:${word.speaker}`;
      this.seconds.set(key, (this.seconds.get(key) ?? 0) + weight);
    }
  }

  /** The voice that spoke longest (the first heard on a tie), or undefined when no word had one. */
  top(): string | undefined {
    return mostCounted(this.seconds);
  }

  clear(): void {
    this.seconds.clear();
  }
}
