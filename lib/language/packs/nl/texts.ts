// Dutch: what the candidate reads in it (sentences, templates, question banks), which only
// server code reads. ../provides.ts says which of these the pack provides.
import type { LanguageTexts } from '../language-pack';
import { THANK_YOU } from './thank-you';

export const nl: LanguageTexts = {
  code: 'nl',
  thankYou: THANK_YOU,
};
