// A topic opener said in the same breath as its prompt ("Let's talk about teamwork, describe a
// time you…", "moving on tell me about a project you led", "Hablemos de liderazgo, cuénteme…"):
// the prompt is the question and the opener its context, as when the two are said as separate
// sentences. Read whole, the sentence starts like an opener said alone, which auto mode holds
// for a question still to come.
import { questionRulesFor } from './question-rules-for';
import { plainWords } from './normalize-question';

/** Punctuation between the opener and its prompt: "teamwork, describe…", "leadership: give me…". */
const TRAILING_MARKS = /[\s,;:，、：\u2013\u2014-]+$/u;

/** The opener and the prompt after it, or undefined when the sentence does not open with one. */
export function splitOpener(sentence: string, language?: string): { opener: string; prompt: string } | undefined {
  const rules = questionRulesFor(language);
  const leadIn = rules.openerLeadIn ?? rules.topicOpener;
  // Languages written without spaces have no word to split at.
  if (!leadIn || rules.unspaced || !leadIn.test(plainWords(sentence, language))) return undefined;
  const promptStart = rules.promptStart ?? new RegExp(`${rules.opensTopic.source}|${rules.whQuestion.source}`, 'u');
  // The first word that starts a prompt after a whole opener: a comma is optional, since
  // offline recognisers print none.
  for (const word of sentence.matchAll(/\S+/g)) {
    if (word.index === 0 || !promptStart.test(plainWords(sentence.slice(word.index), language))) continue;
    const opener = sentence.slice(0, word.index).replace(TRAILING_MARKS, '');
    const lead = plainWords(opener, language);
    if (leadIn.test(lead) && !rules.openerUnfinished?.test(lead)) return { opener, prompt: sentence.slice(word.index).trim() };
  }
  return undefined;
}
