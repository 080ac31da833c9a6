// The offline engine's language tables, and which one an answer uses: the answer language's
// own where there is one, else English with a line that says so (the candidate chose a language
// and should not have to guess why the notes are not in it).
import { AUTO_LANGUAGE, findLanguage } from '../../../lib/language/languages';
import { de } from './languages/de';
import { en } from './languages/en';
import { es } from './languages/es';
import { fr } from './languages/fr';
import { hi } from './languages/hi';
import { pt } from './languages/pt';
import { zh } from './languages/zh';
import type { OfflineLanguage } from './offline-language';

export const OFFLINE_LANGUAGES: readonly OfflineLanguage[] = [en, es, pt, fr, de, hi, zh];

const BY_CODE = new Map(OFFLINE_LANGUAGES.map((l) => [l.code, l]));

/** The table for an answer language (a BCP-47 tag; absent means English), and a notice when English stands in. */
export function offlineLanguageFor(tag: string | undefined): { language: OfflineLanguage; notice?: string } {
  const listed = tag && tag !== AUTO_LANGUAGE ? findLanguage(tag) : undefined;
  const own = listed && BY_CODE.get(listed.code);
  if (own) return { language: own };
  if (!listed) return { language: en };
  return { language: en, notice: `_Talking points are in English: offline notes are not available in ${listed.name} yet._` };
}
