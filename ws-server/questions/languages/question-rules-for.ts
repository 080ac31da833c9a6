// The question-detection table for a language. Undefined or a language without a table is
// English: the language the detector was first tuned on and the one most interviews mix in.
import { primaryLanguage } from '../../../lib/language/languages';
import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { hi } from './hi';
import { id } from './id';
import { it } from './it';
import { ja } from './ja';
import { ko } from './ko';
import { nl } from './nl';
import { pl } from './pl';
import { pt } from './pt';
import type { QuestionRules } from './question-rules';
import { ru } from './ru';
import { sv } from './sv';
import { tr } from './tr';
import { uk } from './uk';
import { vi } from './vi';
import { zh } from './zh';

const TABLES: Record<string, QuestionRules> = { en, es, pt, fr, de, it, nl, pl, tr, ru, uk, hi, ar, zh, ja, ko, vi, id, sv };

/** `language`: a BCP-47 tag or a primary subtag ("pt-BR", "es"). */
export function questionRulesFor(language?: string): QuestionRules {
  return (language && TABLES[primaryLanguage(language)]) || en;
}

/** The languages that have a table of their own. */
export const QUESTION_LANGUAGES = Object.keys(TABLES);
