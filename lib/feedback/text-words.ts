import { feedbackLanguage } from './rubric';
import { isCharacterToken, tokenize } from './tokenize';
/**
 * Word-level helpers shared by the rubric's parts: spoken transcripts come with or without
 * punctuation and capitals (some recognisers give neither), so every rule here works on
 * lower-cased words and treats punctuation as a hint, never a requirement.
 */

export { tokenize, isCharacterToken, type Token } from './tokenize';

/** Words as a speaker would count them (numbers count as words; in Chinese and Japanese, characters). */
export function countWords(text: string): number {
  return tokenize(text).length;
}

/**
 * Sentences: split on end punctuation when there is some; a transcript without any is cut
 * at spoken joins ("and then", "so") into clauses of at most ~25 words, so structure
 * detection still sees an opening, a middle and an end.
 */
export function splitSentences(text: string, language?: string): string[] {
  const bySign = text
    .split(/(?<=[.!?])\s+|(?<=[。！？।؟])\s*|\n+/u)
    .map((s) => s.trim())
    .filter(Boolean);
  if (bySign.length > 1 || countWords(text) <= 30) return bySign;
  const words = text.trim().split(/\s+/);
  const joins = feedbackLanguage(language).clauseJoins.map((j) => j.split(' '));
  const joinAt = (i: number) => joins.some((join) => join.every((w, k) => words[i + k]?.toLowerCase() === w));
  const sentences: string[] = [];
  let current: string[] = [];
  for (let i = 0; i < words.length; i++) {
    if (joinAt(i) && current.length >= 8) {
      sentences.push(current.join(' '));
      current = [];
    }
    current.push(words[i]);
    if (current.length >= 25) {
      sentences.push(current.join(' '));
      current = [];
    }
  }
  if (current.length) sentences.push(current.join(' '));
  return sentences;
}

/**
 * Distinct stems of the content words (stop words, one-letter words and figures removed). In
 * languages written without spaces a "stem" is a pair of neighbouring characters, neither of
 * them a particle: "项目" and "负责" are content, "我的" is not.
 */
export function contentStems(text: string, language?: string): Set<string> {
  const table = feedbackLanguage(language);
  const stems = new Set<string>();
  const tokens = tokenize(text);
  tokens.forEach((token, i) => {
    const { word } = token;
    if (isCharacterToken(token)) {
      const next = tokens[i + 1];
      if (next && !next.pauseBefore && isCharacterToken(next) && !table.stopWords.has(word) && !table.stopWords.has(next.word)) stems.add(word + next.word);
      return;
    }
    if (word.length < 2 || table.stopWords.has(word) || /^[\d.,%]+$/.test(word)) return;
    stems.add(table.stem(word));
  });
  return stems;
}
