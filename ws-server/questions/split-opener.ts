// A topic opener said in the same breath as its prompt ("Let's talk about teamwork, describe a
// time you…", "moving on tell me about a project you led"): the prompt is the question and the
// opener its context, as when the two are said as separate sentences. Read whole, the sentence
// starts like an opener said alone, which auto mode holds for a question still to come.
import { plainWords } from './normalize-question';
import { OPENER_LEAD_IN, OPENER_UNFINISHED, PROMPT_START } from './question-patterns';

/** Punctuation between the opener and its prompt: "teamwork, describe…", "leadership: give me…". */
const TRAILING_MARKS = /[\s,;:\u2013\u2014-]+$/;

/** The opener and the prompt after it, or undefined when the sentence does not open with one. */
export function splitOpener(sentence: string): { opener: string; prompt: string } | undefined {
  if (!OPENER_LEAD_IN.test(plainWords(sentence))) return undefined;
  // The first word that starts a prompt after a whole opener: a comma is optional, since
  // offline recognisers print none.
  for (const word of sentence.matchAll(/\S+/g)) {
    if (word.index === 0 || !PROMPT_START.test(plainWords(sentence.slice(word.index)))) continue;
    const opener = sentence.slice(0, word.index).replace(TRAILING_MARKS, '');
    const lead = plainWords(opener);
    if (OPENER_LEAD_IN.test(lead) && !OPENER_UNFINISHED.test(lead)) return { opener, prompt: sentence.slice(word.index).trim() };
  }
  return undefined;
}
