// Italian: what Cuecard knows of it that the browser and both servers read. The registry
// (../registry.ts) says which of these the pack provides.
import type { LanguagePack } from '../language-pack';
import { GUESS } from './guess';
import { STOP_WORDS } from './stop-words';
import { THANK_YOU } from './thank-you';

export const it: LanguagePack = {
  code: 'it',
  stopWords: STOP_WORDS,
  guess: GUESS,
  thankYou: THANK_YOU,
};
