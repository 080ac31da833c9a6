// The figures: how confident the decoder was per utterance, and what the session's watch makes of
// those finals, run through the watch itself (never a copy of its rule).
import { createLanguageMismatchWatch, wordCount, type LanguageMismatchOptions } from '../../ws-server/session/parts/language-mismatch';
import type { Final } from './read-finals';

export interface Spread {
  count: number;
  p10: number;
  median: number;
  p90: number;
  below: number;
}

/** The spread of confidences of finals with at least `minWords` words, and the share under `threshold`. */
export function spread(finals: readonly Final[], minWords: number, threshold: number): Spread | undefined {
  const values = finals
    .filter((f) => f.confidence !== undefined && wordCount(f.text) >= minWords)
    .map((f) => f.confidence!)
    .sort((a, b) => a - b);
  if (values.length === 0) return undefined;
  const at = (q: number) => values[Math.min(values.length - 1, Math.floor(q * values.length))];
  return { count: values.length, p10: at(0.1), median: at(0.5), p90: at(0.9), below: values.filter((v) => v < threshold).length / values.length };
}

/** The 1-based number of the final on which a fresh session's watch gave the notice, or undefined. */
export function noticeAt(finals: readonly Final[], options: LanguageMismatchOptions): number | undefined {
  const watch = createLanguageMismatchWatch(options);
  const at = finals.findIndex((f) => watch.observe({ ...f, speechFinal: true }) !== undefined);
  return at < 0 ? undefined : at + 1;
}

/** Consecutive sessions of `size` finals (the last may be shorter). */
export function sessions(finals: readonly Final[], size: number): Final[][] {
  return Array.from({ length: Math.ceil(finals.length / size) }, (_, i) => finals.slice(i * size, (i + 1) * size));
}

/**
 * Every stretch of `window` counted finals in a row, each given to a fresh watch: the share that
 * gets the notice. Far more stretches than sessions, so a rate is readable on a small corpus.
 */
export function stretchRate(finals: readonly Final[], options: Required<LanguageMismatchOptions>): { fired: number; stretches: number } {
  const counted = finals.filter((f) => f.confidence !== undefined && wordCount(f.text) >= options.minWords);
  let fired = 0;
  let stretches = 0;
  for (let start = 0; start + options.window <= counted.length; start++) {
    stretches++;
    if (noticeAt(counted.slice(start, start + options.window), options) !== undefined) fired++;
  }
  return { fired, stretches };
}
