// The same question heard twice: once at a pause, once more at a later pause or in the final
// text. A recogniser that re-reads the whole utterance each time (Moonshine does) rewrites a
// word or two on the way ("how you had designed" becomes "how you would design", "a proudety
// lunch" becomes "a project he launched"), so exact prefixes are not enough to tell that the
// second hearing is the first one gone on. Words are aligned instead, with a small share of
// them allowed to differ; a word misheard as a similar-sounding one costs less than a word
// missing, by the share of its letters that differ.
import { editCostsToPrefixes, editDistance } from '../text/edit-distance';
import { normalizeQuestion } from './normalize-question';

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

export function compareHeard(earlier: string, later: string): Rehearing {
  const a = words(earlier);
  const b = words(later);
  if (a.length === 0 || b.length === 0) return 'different';
  // The shorter hearing is aligned against the start of the longer one, so a missing end is
  // read as missing rather than as misheard words.
  if (b.length < a.length) {
    const backward = closestPrefix(b, a);
    return backward.edits < allowedEdits(b.length) ? (backward.length < a.length ? 'shorter' : 'same') : 'different';
  }
  const forward = closestPrefix(a, b);
  return forward.edits < allowedEdits(a.length) ? (forward.length < b.length ? 'grown' : 'same') : 'different';
}

function words(text: string): string[] {
  return normalizeQuestion(text).split(' ').filter(Boolean);
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
