// Chinese (Mandarin): what only the ws-server knows of it. The registry (../registry.ts) says which of
// these the pack provides; the browser's half is lib/language/packs/zh/.
import type { WsLanguagePack } from '../ws-language-pack';
import { QUESTION_RULES } from './question-rules';
import { TALKING_POINTS } from './talking-points';

export const zh: WsLanguagePack = {
  code: 'zh',
  questionRules: QUESTION_RULES,
  talkingPoints: TALKING_POINTS,
  deepgram: { regions: ['zh-CN', 'zh-Hans', 'zh-TW', 'zh-Hant', 'zh-HK'] },
  // A Chinese answer is measured in characters, about 1.7 to an English word's worth of speech;
  // the script follows the tag's script subtag, else its region.
  answerText: {
    charactersPerWord: 1.7,
    scripts: { Hans: 'Simplified Chinese characters', Hant: 'Traditional Chinese characters' },
    regionScripts: { TW: 'Hant', HK: 'Hant', MO: 'Hant', CN: 'Hans', SG: 'Hans' },
  },
};
