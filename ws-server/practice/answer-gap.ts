// The one obvious gap in an answer that deserves a follow-up question, read from the rubric's
// findings: a story with no outcome, a technical answer with no example, or no specifics at
// all. A model words the follow-up; these are its fallbacks when the model gives none.
import type { AnswerScore, QuestionKind } from '../../lib/feedback/answer-score';

export interface AnswerGap {
  /** For the model's prompt. */
  description: string;
  /** What the interviewer asks when the model does not word it. */
  followUp: string;
}

/** Fewer words than this is no real attempt: a follow-up would only repeat the question. */
const MIN_WORDS = 15;

export function findAnswerGap(kind: QuestionKind, score: AnswerScore): AnswerGap | undefined {
  if (score.figures.words < MIN_WORDS) return undefined;
  if (kind === 'behavioural' && score.missingStructure.includes('Result')) {
    return { description: 'no Result: the story never says how it turned out', followUp: 'What was the outcome, and how did you know it had worked?' };
  }
  if (kind === 'technical' && score.missingStructure.includes('example or trade-off')) {
    return { description: 'no concrete example or trade-off', followUp: 'Can you give me a concrete example of that from your own work?' };
  }
  if (score.parts.specificity <= 2) {
    return { description: 'nothing specific: no numbers, tools or outcomes', followUp: 'Can you make that concrete: what exactly did you do, with what, and what changed as a result?' };
  }
  return undefined;
}
