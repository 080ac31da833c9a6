// The capabilities a shared pack may provide, in the order the coverage table shows them, and
// what a language without one gets: English in its place (the candidate sees English), or
// nothing (that part is left out, or reads every language's data at once).
import type { SharedCapability } from './language-pack';

export type Fallback = 'english' | 'none';

export interface CapabilityInfo {
  /** The coverage table's column. */
  label: string;
  /** What a language whose pack lacks it gets. */
  without: Fallback;
}

export const SHARED_CAPABILITIES: Readonly<Record<SharedCapability, CapabilityInfo>> = {
  stopWords: { label: 'stop words', without: 'none' },
  guess: { label: 'language guess', without: 'none' },
  rubric: { label: 'rubric', without: 'none' },
  feedbackMessages: { label: 'feedback', without: 'english' },
  thankYou: { label: 'thank-you e-mail', without: 'english' },
  starLabels: { label: 'STAR labels', without: 'none' },
  claimWords: { label: 'claim words', without: 'none' },
  storyWords: { label: 'story words', without: 'none' },
  practiceQuestions: { label: 'practice bank', without: 'english' },
  questionsToAsk: { label: 'questions to ask', without: 'english' },
};
