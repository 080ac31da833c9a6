// Japanese: what only the ws-server knows of it. The registry (../registry.ts) says which of
// these the pack provides; the browser's half is lib/language/packs/ja/.
import type { WsLanguagePack } from '../ws-language-pack';
import { QUESTION_RULES } from './question-rules';

export const ja: WsLanguagePack = {
  code: 'ja',
  questionRules: QUESTION_RULES,
  deepgram: { regions: [] },
  // A Japanese answer is measured in characters, about 2 to an English word's worth of speech.
  answerText: { charactersPerWord: 2 },
};
