// Vietnamese: the words Cuecard reads to judge and rank text in it, on the servers and in the
// browser. ../provides.ts says which capabilities the pack provides.
import type { LanguagePack } from '../language-pack';
import { CLAIM_WORDS } from './claim-words';
import { GUESS } from './guess';
import { STOP_WORDS } from './stop-words';

export const vi: LanguagePack = {
  code: 'vi',
  stopWords: STOP_WORDS,
  guess: GUESS,
  claimWords: CLAIM_WORDS,
};
