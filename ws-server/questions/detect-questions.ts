// Finds the questions in one final utterance of the interviewer. Each question in a
// back-to-back or multi-part utterance comes out separately, so each gets its own answer;
// statements before a question travel with it as context, and so does a topic opener said in
// the same breath as its prompt.
import { classifyQuestion, type QuestionKind } from './question-kind';
import { plainWords } from './normalize-question';
import { EXCLAMATION, MISHEARD_OPENING, PROMPT_PHRASES, QUESTION_LEAD_IN, SMALL_TALK, TAG_QUESTION, TOPIC_OPENER, WH_QUESTION, YES_NO_QUESTION } from './question-patterns';
import { splitOpener } from './split-opener';
import { splitSentences } from './split-sentences';

export interface DetectedQuestion {
  text: string;
  kind: QuestionKind;
  /** Statements said just before the question in the same utterance ("I see you were at Acme."). */
  context?: string;
}

/** "Why?" on its own: a follow-up, the one one-word question worth an answer. */
const BARE_WHY = /^(?:and |so |but )?(?:why|how come|how so)$/;

/** "Who knows?", "Who cares?": asked of nobody, even when a recogniser punctuates them as questions. */
const RHETORICAL = /^(?:and |but |so |well )*who (?:knows|cares|can say)(?: really| anyway)?$/;

// "what we do here is…", "how I see it…", "who knows": a question word opening a clause, not a question.
const CLAUSE_NOT_QUESTION = /^who knows\b|^(?:so |and |but )*(?:what|how|why|when|where|which) (?:we|i|they|he|she|it)\b|^(?:which|that)(?:'s| is) why\b/;

/** A sentence cut off at a conjunction or an article (a restart, or a recogniser's "uh" read as "but"). */
const UNFINISHED_END = /\b(?:and|but|or|because|the|a|an)$/;

export function isQuestion(sentence: string): boolean {
  const raw = sentence.trim().toLowerCase();
  const plain = plainWords(raw);
  // "Why?" alone is a follow-up worth answering; other one-word utterances are not questions.
  if (BARE_WHY.test(plain)) return true;
  if (plain.split(' ').length < 2) return false;
  if (SMALL_TALK.test(plain) || EXCLAMATION.test(plain) || TAG_QUESTION.test(raw) || RHETORICAL.test(plain)) return false;
  // "What I'd like to know is…", "What was but…": the question is still to come.
  if (QUESTION_LEAD_IN.test(plain) || UNFINISHED_END.test(plain)) return false;
  if (raw.endsWith('?')) return true;
  if (CLAUSE_NOT_QUESTION.test(plain)) return false;
  if (WH_QUESTION.test(plain) || YES_NO_QUESTION.test(plain) || PROMPT_PHRASES.test(plain)) return true;
  // Recognisers garble short first words most. Four words at least, so a fragment is not enough.
  return plain.split(' ').length >= 4 && MISHEARD_OPENING.test(plain);
}

/**
 * "Let's talk about your experience": an introduction when a question follows, a question alone.
 * Not when its prompt follows in the same sentence ("…about teamwork, describe a time…").
 */
export function isTopicOpener(sentence: string): boolean {
  return TOPIC_OPENER.test(plainWords(sentence)) && !openerAndPrompt(sentence);
}

export function detectQuestions(utterance: string): DetectedQuestion[] {
  const questions: DetectedQuestion[] = [];
  let context: string[] = [];
  const sentences = splitSentences(utterance).flatMap(openerApart);
  sentences.forEach(({ text: sentence, opens }, i) => {
    const introducesNext = opens || (isTopicOpener(sentence) && sentences.slice(i + 1).some((s) => isQuestion(s.text)));
    if (introducesNext || !isQuestion(sentence)) {
      context.push(sentence);
      return;
    }
    questions.push({ text: sentence, kind: classifyQuestion(sentence), ...(context.length ? { context: context.slice(-2).join(' ') } : {}) });
    context = [];
  });
  return questions;
}

/** An opener and its prompt in one sentence, apart: the opener introduces the prompt after it. */
function openerApart(sentence: string): { text: string; opens?: boolean }[] {
  const split = openerAndPrompt(sentence);
  return split ? [{ text: split.opener, opens: true }, { text: split.prompt }] : [{ text: sentence }];
}

function openerAndPrompt(sentence: string): { opener: string; prompt: string } | undefined {
  const split = splitOpener(sentence);
  return split && isQuestion(split.prompt) ? split : undefined;
}
