import { feedbackLanguage } from './rubric';
import { tokenize } from './tokenize';

/**
 * Counts filler words in a spoken answer, by the rules of its language
 * (lib/language/packs/<code>/rubric.ts): English reads the words around "like" or "you know" to
 * tell a filler from a verb; other languages count their hesitation sounds, and their words
 * that double as fillers where a pause sets them off. A language without a table counts none.
 */
export function countFillers(text: string, language?: string): number {
  return feedbackLanguage(language).countFillers(tokenize(text));
}
