// The offline engine's language tables (each language's ws-server pack, talking-points.ts), and
// which one an answer uses: the answer language's own where there is one, else English with a
// line that says so (the candidate chose a language and should not have to guess why the notes
// are not in it).
import { AUTO_LANGUAGE, findLanguage } from '../../../lib/language/languages';
import { wsPacksWith } from '../../language/packs/registry';
import type { OfflineLanguage } from './offline-language';

export const OFFLINE_LANGUAGES: readonly OfflineLanguage[] = wsPacksWith('talkingPoints').map(({ code, data }) => ({ code, ...data }));

const BY_CODE = new Map(OFFLINE_LANGUAGES.map((l) => [l.code, l]));
const ENGLISH = BY_CODE.get('en')!;

/** The table for an answer language (a BCP-47 tag; absent means English), and a notice when English stands in. */
export function offlineLanguageFor(tag: string | undefined): { language: OfflineLanguage; notice?: string } {
  const listed = tag && tag !== AUTO_LANGUAGE ? findLanguage(tag) : undefined;
  const own = listed && BY_CODE.get(listed.code);
  if (own) return { language: own };
  if (!listed) return { language: ENGLISH };
  return { language: ENGLISH, notice: `_Talking points are in English: offline notes are not available in ${listed.name} yet._` };
}
