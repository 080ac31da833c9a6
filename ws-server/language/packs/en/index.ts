// English: what only the ws-server knows of it. The registry (../registry.ts) says which of
// these the pack provides; the browser's half is lib/language/packs/en/.
import type { WsLanguagePack } from '../ws-language-pack';
import { FOLLOW_UPS } from './follow-ups';
import { QUESTION_RULES } from './question-rules';
import { TALKING_POINTS } from './talking-points';

export const en: WsLanguagePack = {
  code: 'en',
  questionRules: QUESTION_RULES,
  talkingPoints: TALKING_POINTS,
  deepgram: { regions: ['en-US', 'en-GB', 'en-AU', 'en-NZ', 'en-IN', 'en-CA'] },
  followUps: FOLLOW_UPS,
};
