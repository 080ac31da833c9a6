// Counts the words of one utterance by the language Deepgram heard them in (language=multi),
// so a Spanish question with one English product name in it is still Spanish.
import type { ResultsMessage } from './deepgram-messages';
import { mostCounted } from './most-counted';

type Alternative = ResultsMessage['channel']['alternatives'][number];

export class LanguageTally {
  private readonly words = new Map<string, number>();

  /** One finalised piece: its words' own languages, else all its words in its first language. */
  add(alternative: Alternative): void {
    const tagged = (alternative.words ?? []).filter((w) => w.language);
    if (tagged.length > 0) {
      for (const word of tagged) this.count(word.language as string, 1);
      return;
    }
    const first = alternative.languages?.[0];
    if (first) this.count(first, Math.max(1, alternative.transcript.trim().split(/\s+/).length));
  }

  /** The language most words were in (the first heard on a tie), or undefined. */
  top(): string | undefined {
    return mostCounted(this.words);
  }

  clear(): void {
    this.words.clear();
  }

  private count(language: string, n: number): void {
    this.words.set(language, (this.words.get(language) ?? 0) + n);
  }
}
