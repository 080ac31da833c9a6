// Hindi: what Cuecard knows of it that the browser and both servers read (its rubric is
// ./rubric.ts and its long texts ./texts.ts). The registry (../registry.ts) says which of these the pack provides.
import type { LanguagePack } from '../language-pack';
import { GUESS } from './guess';
import { STAR_LABELS } from './star-labels';
import { STOP_WORDS } from './stop-words';

export const hi: LanguagePack = {
  code: 'hi',
  stopWords: STOP_WORDS,
  guess: GUESS,
  starLabels: STAR_LABELS,
};
