// Vietnamese: what only the ws-server knows of it. The registry (../registry.ts) says which of
// these the pack provides; the browser's half is lib/language/packs/vi/.
import type { WsLanguagePack } from '../ws-language-pack';
import { QUESTION_RULES } from './question-rules';

export const vi: WsLanguagePack = {
  code: 'vi',
  questionRules: QUESTION_RULES,
  deepgram: { regions: [] },
};
