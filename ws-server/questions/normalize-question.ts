// Two askings of one question compare equal when they differ only in case, punctuation and
// spacing ("Why Kotlin?" and "why kotlin"): the comparison for "already being answered".
export function normalizeQuestion(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Lower case, words and apostrophes only, single spaces: the form the question patterns are written for. */
export function plainWords(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
