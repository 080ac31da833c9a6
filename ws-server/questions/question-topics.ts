// One answer per topic. A question that leans on the one before it ("How did you handle it?",
// "What did you learn from it?", "When would you choose each one?") is a sub-prompt when it is
// said in the same breath as that question, and a follow-up when it comes later ("And then
// what happened?", "Why?"): a sub-prompt joins the main question so one answer covers every
// part in order; a follow-up is answered with the question it follows as context. Questions
// that stand on their own ("And how do you mentor junior engineers?") stay separate.
import type { DetectedQuestion } from './detect-questions';
import { questionRulesFor } from './question-rules-for';
import { countWords, plainWords } from './normalize-question';

/** True when the question cannot be answered without the one before it. */
export function leansOnPrevious(question: string, language?: string): boolean {
  const rules = questionRulesFor(language);
  const text = plainWords(question, language);
  if (!text) return false;
  if (rules.followUp.test(text) || rules.backReference.test(text)) return true;
  return countWords(text, rules) <= rules.shortWords && !rules.opensTopic.test(text);
}

/**
 * Joins each sub-prompt to the question before it, within one utterance: "Tell me about a
 * conflict. How did you handle it?" is one question of two sentences, answered once.
 */
export function mergeSubPrompts(questions: DetectedQuestion[], language?: string): DetectedQuestion[] {
  const merged: DetectedQuestion[] = [];
  for (const q of questions) {
    const main = merged[merged.length - 1];
    // Statements between the two ("…a conflict. It happens. How did you handle it?") end the topic.
    if (main && !q.context && leansOnPrevious(q.text, language)) merged[merged.length - 1] = joinQuestions(main, q);
    else merged.push(q);
  }
  return merged;
}

/** The main question with a sub-prompt after it: the main one's kind and context. */
export function joinQuestions(main: DetectedQuestion, sub: DetectedQuestion): DetectedQuestion {
  const first = main.text.trim();
  // Chinese and Japanese sentences follow each other without a space.
  return { ...main, text: `${first}${/[。？！]$/u.test(first) ? '' : ' '}${sub.text.trim()}` };
}

/** Context for a follow-up: the question it follows, then whatever was said just before it. */
export function followUpContext(previousQuestion: string, context?: string): string {
  return [`Follow-up to the previous question: "${previousQuestion.trim()}"`, context].filter(Boolean).join(' ');
}
