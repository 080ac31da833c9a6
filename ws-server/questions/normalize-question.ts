// Two askings of one question compare equal when they differ only in case, punctuation and
// spacing ("Why Kotlin?" and "why kotlin"): the comparison for "already being answered".
export function normalizeQuestion(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Hesitation sounds, which recognisers print as words ("So, um, can you…"): they say nothing
 * about whether a sentence asks something, and in front of a question they hid its first word
 * from the patterns. "Hmm" is a listener's noise as often as a hesitation; both go.
 */
const FILLER = /\b(?:u+h+|u+m+|uhm+|e+r+m*|h+m+|m+h*m+)\b/g;

/** A restart, one to three words said twice in a row ("can you, can you walk me through…"). */
const RESTART = /\b((?:[a-z']+ ){0,2}[a-z']+) \1\b/g;

/**
 * Lower case, words and apostrophes only, single spaces, without hesitations and restarts: the
 * form the question patterns are written for.
 */
export function plainWords(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9' ]+/g, ' ')
    .replace(FILLER, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(RESTART, '$1');
}
