// Splits a final utterance into sentences, then splits unpunctuated speech where a new
// question starts ("…a conflict how did you resolve it"): offline recognisers print no
// punctuation, and back-to-back questions must each get their own answer. Sentence ends of
// every script count: ". ? !", Chinese and Japanese "。？！" (no space after them), Arabic "؟",
// Devanagari "।", and a Spanish "¿" opens a new one.
import { questionRulesFor } from './question-rules-for';
import { plainWords } from './normalize-question';

const MIN_WORDS_BEFORE_SPLIT = 3;
const SENTENCE_END = /(?<=[.?!؟।])\s+|(?<=[。？！])\s*|\s+(?=¿)/u;

export function splitSentences(text: string, language?: string): string[] {
  return text
    .split(SENTENCE_END)
    .flatMap((s) => splitAtClauseStarts(s, language))
    .map((s) => s.trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
}

function splitAtClauseStarts(sentence: string, language?: string): string[] {
  const split = questionRulesFor(language).clauseSplit;
  if (!split) return [sentence];
  const lower = sentence.toLowerCase();
  const parts: string[] = [];
  let from = 0;
  for (const match of lower.matchAll(split.start)) {
    const at = match.index ?? 0;
    const before = sentence.slice(from, at).trim();
    const plain = plainWords(before, language);
    // A restart ("can you, can you walk me through…") repeats the clause start: one question.
    const restart = plain.endsWith(plainWords(match[0], language));
    if (plain.split(' ').length >= MIN_WORDS_BEFORE_SPLIT && !awaitsItsVerb(plain, split) && !split.asksForAClause.test(plain) && !restart) {
      parts.push(before.replace(/[,;]$/, ''));
      from = at;
    }
  }
  parts.push(sentence.slice(from));
  return parts;
}

/** "What cloud platforms | have you used": the clause start is this question's own verb, not a new question. */
function awaitsItsVerb(words: string, split: { openWhPhrase: RegExp; auxiliary: Set<string> }): boolean {
  return split.openWhPhrase.test(words) && !words.split(' ').some((w) => split.auxiliary.has(w));
}
