// Italian: the words Cuecard reads to judge and rank text in it, on the servers and in the browser;
// what the candidate reads is ./texts.ts. ../provides.ts says which capabilities the pack provides.
import type { LanguagePack } from '../language-pack';
import { CLAIM_WORDS } from './claim-words';
import { GUESS } from './guess';
import { STOP_WORDS } from './stop-words';

export const it: LanguagePack = {
  code: 'it',
  stopWords: STOP_WORDS,
  guess: GUESS,
  claimWords: CLAIM_WORDS,
};
