// Arabic: what only the ws-server knows of it. The registry (../registry.ts) says which of
// these the pack provides; the browser's half is lib/language/packs/ar/.
import type { WsLanguagePack } from '../ws-language-pack';
import { QUESTION_RULES } from './question-rules';

export const ar: WsLanguagePack = {
  code: 'ar',
  questionRules: QUESTION_RULES,
  deepgram: { viaMulti: true },
};
