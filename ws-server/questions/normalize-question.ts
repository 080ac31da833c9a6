// Two askings of one question compare equal when they differ only in case, punctuation and
// spacing ("Why Kotlin?" and "why kotlin"): the comparison for "already being answered".
import { questionRulesFor } from './question-rules-for';
import { UNICODE_RESTART, type QuestionRules } from './question-rules';

export function normalizeQuestion(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Lower case, words (letters of any script with their combining marks, so Devanagari vowel
 * signs stay on their letters) and apostrophes only, single spaces, without hesitations and
 * restarts: the form the question patterns are written for. Typographic apostrophes become
 * plain ones, so "what’s" and "qu’est" read as their patterns expect.
 */
export function plainWords(text: string, language?: string): string {
  const rules = questionRulesFor(language);
  let plain = text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^\p{L}\p{M}\p{N}' ]+/gu, ' ');
  if (rules.hesitation) plain = plain.replace(rules.hesitation, ' ');
  return plain
    .replace(/\s+/g, ' ')
    .trim()
    .replace(rules.restart ?? UNICODE_RESTART, '$1');
}

const UNSPACED_LETTER = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;

/**
 * How many words `plain` holds. Chinese and Japanese are written without spaces: their
 * characters count two to a word (about what a word is in each), the rest by spaces.
 */
export function countWords(plain: string, rules: QuestionRules): number {
  if (!plain) return 0;
  if (!rules.unspaced) return plain.split(' ').length;
  const characters = plain.match(UNSPACED_LETTER)?.length ?? 0;
  const spaced = plain.replace(UNSPACED_LETTER, ' ').split(' ').filter(Boolean).length;
  return Math.ceil(characters / 2) + spaced;
}
