// German: what only the ws-server knows of it. The registry (../registry.ts) says which of
// these the pack provides; the browser's half is lib/language/packs/de/.
import type { WsLanguagePack } from '../ws-language-pack';
import { QUESTION_RULES } from './question-rules';
import { TALKING_POINTS } from './talking-points';

export const de: WsLanguagePack = {
  code: 'de',
  questionRules: QUESTION_RULES,
  talkingPoints: TALKING_POINTS,
  deepgram: { regions: ['de-CH'] },
};
