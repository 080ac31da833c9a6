// Italian: what Cuecard knows of it that the browser and both servers read (its long texts are
// ./texts.ts). The registry (../registry.ts) says which of these the pack provides.
import type { LanguagePack } from '../language-pack';
import { GUESS } from './guess';
import { STOP_WORDS } from './stop-words';

export const it: LanguagePack = {
  code: 'it',
  stopWords: STOP_WORDS,
  guess: GUESS,
};
