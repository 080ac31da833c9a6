// The question-detection table for a language, from its ws-server pack. Undefined or a language
// without a table is English: the language the detector was first tuned on and the one most
// interviews mix in.
import { wsPackData, wsPacksWith } from '../language/packs/registry';
import type { QuestionRules } from './question-rules';

/** `language`: a BCP-47 tag or a primary subtag ("pt-BR", "es"). */
export function questionRulesFor(language?: string): QuestionRules {
  return wsPackData(language, 'questionRules') ?? wsPackData('en', 'questionRules')!;
}

/** The languages that have a table of their own. */
export const QUESTION_LANGUAGES = wsPacksWith('questionRules').map((p) => p.code);
