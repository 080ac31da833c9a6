// Portuguese: what Cuecard knows of it that the browser and both servers read. The registry
// (../registry.ts) says which of these the pack provides.
import type { LanguagePack } from '../language-pack';
import { CLAIM_WORDS } from './claim-words';
import { FEEDBACK_MESSAGES } from './feedback-messages';
import { GUESS } from './guess';
import { PRACTICE_QUESTIONS } from './practice-questions';
import { RUBRIC } from './rubric';
import { STAR_LABELS } from './star-labels';
import { STOP_WORDS } from './stop-words';
import { STORY_WORDS } from './story-words';
import { THANK_YOU } from './thank-you';

export const pt: LanguagePack = {
  code: 'pt',
  stopWords: STOP_WORDS,
  guess: GUESS,
  rubric: RUBRIC,
  feedbackMessages: FEEDBACK_MESSAGES,
  thankYou: THANK_YOU,
  starLabels: STAR_LABELS,
  claimWords: CLAIM_WORDS,
  storyWords: STORY_WORDS,
  practiceQuestions: PRACTICE_QUESTIONS,
};
