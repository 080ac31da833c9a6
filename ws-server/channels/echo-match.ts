// Whether a microphone utterance is the interviewer's voice coming back through the
// candidate's speakers: the same words (most of them; the two recognisers hear different
// audio and do not agree on every word) at the same moment. Pure, so the thresholds can be
// tested against the mistakes a recogniser makes.
import { editDistance } from '../text/edit-distance';

export interface TimedUtterance {
  text: string;
  /** Session-clock milliseconds: when the utterance's first text arrived, and its last. */
  startMs: number;
  endMs: number;
}

export interface EchoMatchOptions {
  /** Word similarity from which two utterances are the same speech (0 to 1). */
  threshold: number;
  /** How far apart two utterances' spans may be and still be "the same moment". */
  toleranceMs: number;
}

export const ECHO_MATCH: EchoMatchOptions = { threshold: 0.6, toleranceMs: 1_500 };

/** Words compared: beyond this an utterance's tail is ignored, which keeps the edit distance cheap. */
const MAX_WORDS = 120;

export function normalizedWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
}

/**
 * The better of token Jaccard (robust to reordered or extra words) and word-level edit
 * similarity (robust to a few misheard words in a long sentence).
 */
export function wordSimilarity(a: string[], b: string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  return Math.max(jaccard(a, b), 1 - editDistance(a, b) / Math.max(a.length, b.length));
}

function overlapsInTime(a: TimedUtterance, b: TimedUtterance, toleranceMs: number): boolean {
  return a.startMs <= b.endMs + toleranceMs && b.startMs <= a.endMs + toleranceMs;
}

export function isEchoOf(mic: TimedUtterance, tab: TimedUtterance, options: EchoMatchOptions = ECHO_MATCH): boolean {
  return overlapsInTime(mic, tab, options.toleranceMs) && wordSimilarity(normalizedWords(mic.text), normalizedWords(tab.text)) >= options.threshold;
}

function jaccard(a: string[], b: string[]): number {
  const sa = new Set(a);
  const sb = new Set(b);
  let shared = 0;
  for (const w of sa) if (sb.has(w)) shared++;
  return shared / (sa.size + sb.size - shared);
}
