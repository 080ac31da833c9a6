// Chinese (Mandarin): the words Cuecard reads to judge and rank text in it, on the servers and in
// the browser; its rubric is ./rubric.ts, and what the candidate reads ./texts.ts. ../provides.ts
// says which capabilities the pack provides.
import type { LanguagePack } from '../language-pack';
import { CLAIM_WORDS } from './claim-words';
import { GUESS } from './guess';
import { STAR_LABELS } from './star-labels';
import { STOP_WORDS } from './stop-words';

export const zh: LanguagePack = {
  code: 'zh',
  stopWords: STOP_WORDS,
  guess: GUESS,
  starLabels: STAR_LABELS,
  claimWords: CLAIM_WORDS,
};
