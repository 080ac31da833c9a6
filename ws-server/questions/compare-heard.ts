// The same question heard twice: once at a pause, once more at a later pause or in the final
// text. A recogniser that re-reads the whole utterance each time (Moonshine does) rewrites a
// word or two on the way ("how you had designed" becomes "how you would design", "a proudety
// lunch" becomes "a project he launched"), so exact prefixes are not enough to tell that the
// second hearing is the first one gone on. Words are aligned instead, with a small share of
// them allowed to differ; a word misheard as a similar-sounding one costs less than a word
// missing, by the share of its letters that differ.
import { editCostsToPrefixes, editDistance } from '../text/edit-distance';
import { normalizeQuestion, plainWords } from './normalize-question';

/**
 * How the later hearing relates to the earlier one:
 * - `same`: the same words, give or take a misheard one;
 * - `grown`: the earlier words, then more (the speaker went on);
 * - `shorter`: the earlier words with some of their end missing;
 * - `different`: another question.
 */
export type Rehearing = 'same' | 'grown' | 'shorter' | 'different';

/** Fewer than one word in four may be misheard (a word misheard as a similar one counts for less). */
const WORDS_PER_ALLOWED_EDIT = 4;
/** A question heard without the words before it is still that question when this many words are left of it. */
const MIN_WORDS_WITHOUT_LEAD_IN = 4;

export function compareHeard(earlier: string, later: string, language?: string): Rehearing {
  // Hesitations and restarts are read past: a final that keeps the "what was, uh, what was" a
  // pause reading left out asks no more than it did.
  const a = spokenWords(earlier, language);
  const b = spokenWords(later, language);
  if (a.length === 0 || b.length === 0) return 'different';
  // The shorter hearing is aligned against the start of the longer one, so a missing end is
  // read as missing rather than as misheard words.
  if (b.length < a.length) {
    const backward = closestPrefix(b, a);
    if (backward.edits < allowedEdits(b.length)) return backward.length < a.length ? 'shorter' : 'same';
    // The later reading left words out before the question: a lead-in the first reading ran into
    // it ("Bright, so untastart with, so tell me about yourself"), split off once read better.
    const fromEnd = closestPrefix([...b].reverse(), [...a].reverse());
    return b.length >= MIN_WORDS_WITHOUT_LEAD_IN && fromEnd.edits < allowedEdits(b.length) ? 'same' : 'different';
  }
  const forward = closestPrefix(a, b);
  return forward.edits < allowedEdits(a.length) ? (forward.length < b.length ? 'grown' : 'same') : 'different';
}

/**
 * Whether a question in `later`, a re-reading of one utterance, stands where the question that
 * ended `earlier` (the same utterance read at an earlier pause) stood: some of its words are a
 * re-reading of that question's words. At a low signal-to-noise ratio a recogniser may rewrite
 * more than one word in four of a question between two readings ("about each time I mention
 * you're on your theme" becomes "about the time I mentioned you're on working you're
 * struggling"); the words differ, but they were heard over the same stretch of audio, so they
 * are one question, where a question wholly after it is the next one.
 */
export function heardInSamePlace(earlier: { text: string; question: string }, later: { text: string; question: string }): boolean {
  const before = words(earlier.text);
  const after = words(later.text);
  const span = lastSpan(after, words(later.question));
  if (before.length === 0 || !span) return false;
  // Where the earlier reading ends in the later one: it ended with its question.
  const reheard = closestPrefix(before, after).length;
  const earlierStart = reheard - Math.min(words(earlier.question).length, before.length);
  return span.start < reheard && span.end > earlierStart;
}

/**
 * Whether `later`, a re-reading of one utterance, runs on past everything `earlier` (the same
 * utterance read at an earlier pause) held: the speaker said more since.
 */
export function saidMoreSince(earlier: string, later: string): boolean {
  const after = words(later);
  return closestPrefix(words(earlier), after).length < after.length;
}

/** The last place the words of `part` stand in `text`, as word offsets. */
function lastSpan(text: string[], part: string[]): { start: number; end: number } | undefined {
  if (part.length === 0) return undefined;
  for (let start = text.length - part.length; start >= 0; start--) {
    if (part.every((word, i) => text[start + i] === word)) return { start, end: start + part.length };
  }
  return undefined;
}

/** Chinese and Japanese are written without spaces: each character is aligned as a word. */
const UNSPACED = /([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])/gu;

const splitWords = (normalized: string) => normalized.replace(UNSPACED, ' $1 ').split(' ').filter(Boolean);

function words(text: string): string[] {
  return splitWords(normalizeQuestion(text));
}

/** A question's words without its hesitations and restarts (in its language), for comparing two hearings of it. */
function spokenWords(text: string, language?: string): string[] {
  return splitWords(plainWords(text, language));
}

function allowedEdits(wordCount: number): number {
  return wordCount / WORDS_PER_ALLOWED_EDIT;
}

/** 0 for the same word, up to 1 for words with no letters in common place. */
function substitutionCost(a: string, b: string): number {
  return a === b ? 0 : editDistance(a, b) / Math.max(a.length, b.length);
}

/**
 * The cheapest word insertions, deletions and substitutions that turn `whole` into a prefix of
 * `into`, and how long that prefix is (the shortest, when several cost the same).
 */
function closestPrefix(whole: string[], into: string[]): { edits: number; length: number } {
  const costs = editCostsToPrefixes(whole, into, substitutionCost);
  let length = 0;
  for (let j = 1; j < costs.length; j++) if (costs[j] < costs[length]) length = j;
  return { edits: costs[length], length };
}
