// Two askings of one question compare equal when they differ only in case, punctuation and
// spacing ("Why Kotlin?" and "why kotlin"): the comparison for "already being answered".
export function normalizeQuestion(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
