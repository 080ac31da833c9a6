// Splits a final utterance into sentences, then splits unpunctuated speech where a new
// question starts ("…a conflict how did you resolve it"): offline recognisers print no
// punctuation, and back-to-back questions must each get their own answer.
import { plainWords } from './normalize-question';
import { AUXILIARY, CLAUSE_START } from './question-patterns';

const MIN_WORDS_BEFORE_SPLIT = 3;
/** "What cloud platforms…", "Which framework…": a question word with its noun, still waiting for its verb. */
const OPEN_WH_PHRASE = /^(?:and |so )?(?:what|which|whose|how many|how much)\b/;
/**
 * Verbs that take a question as their object ("How do you decide | what should page someone?",
 * "Do you know | why it failed?"): the question word after them opens that object, not a new
 * question.
 */
const ASKS_FOR_A_CLAUSE = /\b(?:decide|decides|decided|know|knew|determine|choose|pick|judge|tell|explain|describe|understand|figure out|find out|work out|wonder|wondering|ask|asked|think about|remember|see|check|learn|learned|mean by|sure)$/;

export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.?!])\s+/)
    .flatMap(splitAtClauseStarts)
    .map((s) => s.trim())
    .filter((s) => /[a-z0-9]/i.test(s));
}

function splitAtClauseStarts(sentence: string): string[] {
  const lower = sentence.toLowerCase();
  const parts: string[] = [];
  let from = 0;
  for (const match of lower.matchAll(CLAUSE_START)) {
    const at = match.index ?? 0;
    const before = sentence.slice(from, at).trim();
    const plain = plainWords(before);
    // A restart ("can you, can you walk me through…") repeats the clause start: one question.
    const restart = plain.endsWith(plainWords(match[0]));
    if (plain.split(' ').length >= MIN_WORDS_BEFORE_SPLIT && !awaitsItsVerb(before) && !ASKS_FOR_A_CLAUSE.test(plain) && !restart) {
      parts.push(before.replace(/[,;]$/, ''));
      from = at;
    }
  }
  parts.push(sentence.slice(from));
  return parts;
}

/** "What cloud platforms | have you used": the clause start is this question's own verb, not a new question. */
function awaitsItsVerb(before: string): boolean {
  const words = plainWords(before);
  return OPEN_WH_PHRASE.test(words) && !words.split(' ').some((w) => AUXILIARY.has(w));
}
