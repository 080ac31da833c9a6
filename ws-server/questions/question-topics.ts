// One answer per topic. A question that leans on the one before it ("How did you handle it?",
// "What did you learn from it?", "When would you choose each one?") is a sub-prompt when it is
// said in the same breath as that question, and a follow-up when it comes later ("And then
// what happened?", "Why?"): a sub-prompt joins the main question so one answer covers every
// part in order; a follow-up is answered with the question it follows as context. Questions
// that stand on their own ("And how do you mentor junior engineers?") stay separate.
import type { DetectedQuestion } from './detect-questions';
import { plainWords } from './normalize-question';

/** Words that point back at something already said. "that" is left out: it mostly opens relative clauses. */
const BACK_REFERENCE = /\b(?:it|its|them|they|those|these|each one|each of them|either|afterwards|after that|then|the outcome|the result|the hardest part|what happened)\b/;

/** Prompts that open a topic of their own, however short ("Tell me about yourself."). */
const OPENS_TOPIC = /^(?:so |and |now |okay |ok )*(?:tell|walk|talk|take|describe|explain|give|share|introduce|let'?s)\b/;

/** A bare "why" or "how come", a "what if": only meaningful after another question. */
const BARE_FOLLOW_UP = /^(?:and |so |but |okay |ok )*(?:(?:why|how come)(?: is that| was that| not| so)?$|what (?:if|happens if|would happen if)\b|then\b)/;

const SHORT_WORDS = 5;


/** True when the question cannot be answered without the one before it. */
export function leansOnPrevious(question: string): boolean {
  const text = plainWords(question);
  if (!text) return false;
  if (BARE_FOLLOW_UP.test(text) || BACK_REFERENCE.test(text)) return true;
  return text.split(' ').length <= SHORT_WORDS && !OPENS_TOPIC.test(text);
}

/**
 * Joins each sub-prompt to the question before it, within one utterance: "Tell me about a
 * conflict. How did you handle it?" is one question of two sentences, answered once.
 */
export function mergeSubPrompts(questions: DetectedQuestion[]): DetectedQuestion[] {
  const merged: DetectedQuestion[] = [];
  for (const q of questions) {
    const main = merged[merged.length - 1];
    // Statements between the two ("…a conflict. It happens. How did you handle it?") end the topic.
    if (main && !q.context && leansOnPrevious(q.text)) merged[merged.length - 1] = joinQuestions(main, q);
    else merged.push(q);
  }
  return merged;
}

/** The main question with a sub-prompt after it: the main one's kind and context. */
export function joinQuestions(main: DetectedQuestion, sub: DetectedQuestion): DetectedQuestion {
  return { ...main, text: `${main.text.trim()} ${sub.text.trim()}` };
}

/** Context for a follow-up: the question it follows, then whatever was said just before it. */
export function followUpContext(previousQuestion: string, context?: string): string {
  return [`Follow-up to the previous question: "${previousQuestion.trim()}"`, context].filter(Boolean).join(' ');
}
