import type { Token } from '../../../feedback/tokenize';

/**
 * English fillers. Sounds ("um", "uh") always count; words that are often fillers but also
 * real words ("like", "kind of", "you know") count only where the words around them say they
 * are filler, e.g. "I'd like to" and "what kind of database" are not. Each multi-word filler
 * counts once ("you know" is one filler, not two).
 */
const SOUNDS = new Set(['um', 'umm', 'ummm', 'uh', 'uhh', 'uhm', 'er', 'erm', 'ah', 'hmm', 'mm']);
const ALWAYS = new Set(['basically', 'actually', 'literally']);

/** "like" after these is a verb or a comparison ("I like", "looks like", "things like"). */
const LIKE_NOT_FILLER_AFTER = new Set(
  `i you we they he she people would i'd you'd we'd they'd to do does did don't doesn't didn't really also always never not may might will i'll we'll look looks looked looking feel feels felt feeling seem seems seemed sound sounds sounded something anything nothing just more much exactly things stuff tools languages language frameworks would've be been is was are were`.split(/\s+/),
);
/** "kind of"/"sort of" after these is a noun phrase ("what kind of index"). */
const KIND_NOT_FILLER_AFTER = new Set(['what', 'which', 'this', 'that', 'the', 'a', 'any', 'every', 'same', 'different', 'one', 'some', 'each', 'whatever', 'other', 'another', 'that\'s']);
/** "you know" after these is a question or a condition ("do you know", "if you know"). */
const KNOW_NOT_FILLER_AFTER = new Set(['do', 'did', 'does', "don't", "didn't", 'if', 'would', 'will', 'can', 'should', 'whether']);

export function countEnglishFillers(tokens: readonly Token[]): number {
  let count = 0;
  for (let i = 0; i < tokens.length; i++) {
    const { word } = tokens[i];
    const prev: Token | undefined = tokens[i - 1];
    const next: Token | undefined = tokens[i + 1];
    if (SOUNDS.has(word) || ALWAYS.has(word)) {
      count++;
    } else if (word === 'like') {
      if (isFillerLike(tokens[i], prev, next)) count++;
    } else if ((word === 'kind' || word === 'sort') && next?.word === 'of' && !tokens[i].pauseAfter) {
      if (!prev || tokens[i].pauseBefore || !KIND_NOT_FILLER_AFTER.has(prev.word)) count++;
      i++;
    } else if (word === 'you' && next?.word === 'know' && !tokens[i].pauseAfter) {
      if (!prev || tokens[i].pauseBefore || !KNOW_NOT_FILLER_AFTER.has(prev.word)) count++;
      i++;
    } else if (word === 'i' && next?.word === 'mean' && !tokens[i].pauseAfter && (next.pauseAfter || tokens[i].pauseBefore)) {
      count++;
      i++;
    }
  }
  return count;
}

function isFillerLike(like: Token, prev: Token | undefined, next: Token | undefined): boolean {
  // Set off by pauses ("it was, like, huge") it is a filler whatever precedes it.
  if (like.pauseBefore && like.pauseAfter) return true;
  if (!prev || like.pauseBefore) return next !== undefined && !['this', 'that', 'a', 'an', 'the'].includes(next.word);
  if (LIKE_NOT_FILLER_AFTER.has(prev.word)) return false;
  // "like this", "like a queue" after a noun is a comparison.
  if (next && ['this', 'that', 'a', 'an', 'the', 'these', 'those'].includes(next.word) && !like.pauseAfter) return false;
  return true;
}
