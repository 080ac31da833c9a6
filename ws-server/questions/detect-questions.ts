// Finds the questions in one final utterance of the interviewer. Each question in a
// back-to-back or multi-part utterance comes out separately, so each gets its own answer;
// statements before a question travel with it as context, and so does a topic opener said in
// the same breath as its prompt. What counts as a question in each language is data
// (ws-server/language/packs/<code>/question-rules.ts); `language` is a primary subtag, English
// when undefined.
import { classifyQuestion, type QuestionKind } from './question-kind';
import { questionRulesFor } from './question-rules-for';
import { countWords, plainWords } from './normalize-question';
import { splitOpener } from './split-opener';
import { splitSentences } from './split-sentences';

export interface DetectedQuestion {
  text: string;
  kind: QuestionKind;
  /** Statements said just before the question in the same utterance ("I see you were at Acme."). */
  context?: string;
}

/**
 * A question mark of any script ("?", full-width "？", Arabic "؟") at the end, or Spanish "¿"
 * opening the sentence: a recogniser that punctuates has heard the rising voice.
 */
const PUNCTUATED = /[?？؟]$|^¿/u;

export function isQuestion(sentence: string, language?: string): boolean {
  const rules = questionRulesFor(language);
  const raw = sentence.trim().toLowerCase().replace(/[’‘]/g, "'");
  const plain = plainWords(raw, language);
  // "Why?" alone is a follow-up worth answering; other one-word utterances are not questions.
  if (rules.bareWhy.test(plain)) return true;
  const length = countWords(plain, rules);
  if (length < 2) return false;
  if (rules.smallTalk.test(plain) || rules.exclamation?.test(plain) || rules.tagQuestion.test(raw) || rules.rhetorical?.test(plain)) return false;
  // "What I'd like to know is…", "What was but…": the question is still to come.
  if (rules.questionLeadIn?.test(plain) || rules.unfinishedEnd?.test(plain)) return false;
  if (PUNCTUATED.test(raw)) return true;
  if (rules.clauseNotQuestion?.test(plain)) return false;
  // "我不知道为什么。": a full stop says the speaker's voice fell; only a request is still a question.
  if (rules.statementEnd?.test(raw)) return rules.prompts.test(plain);
  if (rules.whQuestion.test(plain) || rules.yesNoQuestion?.test(plain) || rules.prompts.test(plain)) return true;
  // Recognisers garble short first words most. Four words at least, so a fragment is not enough.
  return length >= 4 && rules.misheardOpening?.test(plain) === true;
}

/**
 * "Let's talk about your experience": an introduction when a question follows, a question alone.
 * Not when its prompt follows in the same sentence ("…about teamwork, describe a time…").
 */
export function isTopicOpener(sentence: string, language?: string): boolean {
  const opener = questionRulesFor(language).topicOpener;
  return opener !== undefined && opener.test(plainWords(sentence, language)) && !openerAndPrompt(sentence, language);
}

export function detectQuestions(utterance: string, language?: string): DetectedQuestion[] {
  const questions: DetectedQuestion[] = [];
  let context: string[] = [];
  const sentences = splitSentences(utterance, language).flatMap((s) => openerApart(s, language));
  sentences.forEach(({ text: sentence, opens }, i) => {
    const introducesNext = opens || (isTopicOpener(sentence, language) && sentences.slice(i + 1).some((s) => isQuestion(s.text, language)));
    if (introducesNext || !isQuestion(sentence, language)) {
      context.push(sentence);
      return;
    }
    questions.push({ text: sentence, kind: classifyQuestion(sentence, language), ...(context.length ? { context: context.slice(-2).join(' ') } : {}) });
    context = [];
  });
  return questions;
}

/** An opener and its prompt in one sentence, apart: the opener introduces the prompt after it. */
function openerApart(sentence: string, language?: string): { text: string; opens?: boolean }[] {
  const split = openerAndPrompt(sentence, language);
  return split ? [{ text: split.opener, opens: true }, { text: split.prompt }] : [{ text: sentence }];
}

function openerAndPrompt(sentence: string, language?: string): { opener: string; prompt: string } | undefined {
  const split = splitOpener(sentence, language);
  return split && isQuestion(split.prompt, language) ? split : undefined;
}
