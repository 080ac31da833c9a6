// Italian: what only the ws-server knows of it. The registry (../registry.ts) says which of
// these the pack provides; the browser's half is lib/language/packs/it/.
import type { WsLanguagePack } from '../ws-language-pack';
import { QUESTION_RULES } from './question-rules';

export const it: WsLanguagePack = {
  code: 'it',
  questionRules: QUESTION_RULES,
  deepgram: { regions: [] },
};
