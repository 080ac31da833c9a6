// The shared packs' rubrics (./<code>/rubric.ts), read by the same lines of ./registry.ts. Kept
// apart from the rest of the packs because only scoring reads them, and they are the largest of
// their words: a page that ranks passages or stories needs the stop words, not every
// language's rubric.
import type { LanguageRubric } from './language-pack';
import { packLookup } from './pack-lookup';
import { PACK_PROVIDES } from './provides';
import { RUBRIC as de } from './de/rubric';
import { RUBRIC as en } from './en/rubric';
import { RUBRIC as es } from './es/rubric';
import { RUBRIC as fr } from './fr/rubric';
import { RUBRIC as hi } from './hi/rubric';
import { RUBRIC as pt } from './pt/rubric';
import { RUBRIC as zh } from './zh/rubric';

/** The packs that have a rubric, in the language list's order. */
export const LANGUAGE_RUBRICS: readonly LanguageRubric[] = Object.entries({ en, es, pt, fr, de, hi, zh }).map(([code, rubric]) => ({ code, rubric }));

const lookup = packLookup(LANGUAGE_RUBRICS, PACK_PROVIDES);

/** The rubric of a tag's language, when its pack provides one. */
export function rubricData(tag: string | undefined | null) {
  return lookup.data(tag, 'rubric');
}
