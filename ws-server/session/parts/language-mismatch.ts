// "This doesn't sound like English": the offline recogniser (Moonshine tiny) knows English only,
// and given Spanish or Hindi it writes fluent English that was never said. Its decoder is less
// sure of such text: each token is picked among several close guesses. So the session watches
// the decoder's confidence on its finals, and when the typical one of the last few is low, it
// tells the candidate once, instead of letting nonsense pass for a transcript. One low final
// is not enough (a mumble, a name, a noise); a short one says too little to count at all.
// The defaults were measured: `npm run bench:language-mismatch` (docs/interview-engine.md).
import type { NoticeMessage } from '../../../lib/protocol';
import { PROBABLY_NOT_ENGLISH_BELOW } from '../../stt/moonshine/token-confidence';

export interface LanguageMismatchOptions {
  /** Finals judged together; the notice needs this many. */
  window?: number;
  /** A final with fewer words than this is left out (a "yes", "okay", a name). */
  minWords?: number;
  /** The notice comes when the median confidence of the window is below this. */
  threshold?: number;
}

export interface LanguageMismatchWatch {
  /** Returns the notice on the final that shows the mismatch, once per session; otherwise undefined. */
  observe(event: { text: string; confidence?: number; speechFinal: boolean }): NoticeMessage | undefined;
}

export const LANGUAGE_MISMATCH_DEFAULTS: Required<LanguageMismatchOptions> = { window: 4, minWords: 3, threshold: PROBABLY_NOT_ENGLISH_BELOW };

export const LANGUAGE_MISMATCH_MESSAGE =
  "This doesn't sound like English. The offline recogniser understands English only, so these transcripts are probably wrong. " +
  'For interviews in other languages, a cloud recogniser is needed (your operator can set DEEPGRAM_API_KEY or an OpenAI-compatible transcription server).';

export function createLanguageMismatchWatch(options: LanguageMismatchOptions = {}): LanguageMismatchWatch {
  const { window, minWords, threshold } = { ...LANGUAGE_MISMATCH_DEFAULTS, ...options };
  const recent: number[] = [];
  let told = false;
  return {
    observe({ text, confidence, speechFinal }) {
      if (told || !speechFinal || confidence === undefined || wordCount(text) < minWords) return undefined;
      recent.push(confidence);
      if (recent.length > window) recent.shift();
      if (recent.length < window || median(recent) >= threshold) return undefined;
      told = true;
      return { type: 'notice', code: 'language_mismatch', message: LANGUAGE_MISMATCH_MESSAGE };
    },
  };
}

/** Words with at least one letter or digit in them ("-" or "..." are not words). */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
