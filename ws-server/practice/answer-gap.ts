// The one obvious gap in an answer that deserves a follow-up question, read from the rubric's
// findings: a story with no outcome, a technical answer with no example, or no specifics at
// all. A model words the follow-up; its fallback wording, when the model gives none, is the
// practice language's own (its ws-server pack's followUps), and without one none is asked.
import type { AnswerScore, QuestionKind } from '../../lib/feedback/answer-score';
import { wsPackData } from '../language/packs/registry';

/** What the interviewer asks about each gap when no model words it. */
export type FollowUpWords = Record<AnswerGap['missing'], string>;

export interface AnswerGap {
  /** For the model's prompt. */
  description: string;
  missing: 'outcome' | 'example' | 'specifics';
}

/** Fewer words than this is no real attempt: a follow-up would only repeat the question. */
const MIN_WORDS = 15;

export function findAnswerGap(kind: QuestionKind, score: AnswerScore): AnswerGap | undefined {
  if (score.figures.words < MIN_WORDS) return undefined;
  if (kind === 'behavioural' && score.missingStructure.includes('Result')) {
    return { description: 'no Result: the story never says how it turned out', missing: 'outcome' };
  }
  if (kind === 'technical' && score.missingStructure.includes('example or trade-off')) {
    return { description: 'no concrete example or trade-off', missing: 'example' };
  }
  if (score.parts.specificity <= 2) {
    return { description: 'nothing specific: no numbers, tools or outcomes', missing: 'specifics' };
  }
  return undefined;
}

/** The follow-up about a gap in the practice language, when its pack words one. */
export function followUpFor(gap: AnswerGap, language: string): string | undefined {
  return wsPackData(language, 'followUps')?.[gap.missing];
}
