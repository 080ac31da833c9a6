// Chinese (Mandarin): what the candidate reads in it (sentences, templates, question banks), which only
// server code reads. ../provides.ts says which of these the pack provides.
import type { LanguageTexts } from '../language-pack';
import { FEEDBACK_MESSAGES } from './feedback-messages';
import { THANK_YOU } from './thank-you';

export const zh: LanguageTexts = {
  code: 'zh',
  feedbackMessages: FEEDBACK_MESSAGES,
  thankYou: THANK_YOU,
};
