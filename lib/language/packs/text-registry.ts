// The shared packs' long texts (./<code>/texts.ts: feedback sentences, thank-you e-mails,
// practice banks, questions to ask), read by the same lines of ./registry.ts. Kept apart from
// the rest of the packs because only server code reads them: the browser, which reads the
// rubric and the stop words, never downloads them.
import type { LanguageTexts } from './language-pack';
import { packLookup } from './pack-lookup';
import { PACK_PROVIDES } from './provides';
import { de } from './de/texts';
import { en } from './en/texts';
import { es } from './es/texts';
import { fr } from './fr/texts';
import { hi } from './hi/texts';
import { it } from './it/texts';
import { nl } from './nl/texts';
import { pt } from './pt/texts';
import { zh } from './zh/texts';

/** The packs that have texts, in the language list's order. */
export const LANGUAGE_TEXTS: readonly LanguageTexts[] = [en, es, pt, fr, de, it, nl, hi, zh];

const lookup = packLookup(LANGUAGE_TEXTS, PACK_PROVIDES);

/** One text capability of a tag's language, when its pack provides it. */
export const textData = lookup.data;
/** Every language that provides a text capability, with its data, in the language list's order. */
export const textsWith = lookup.withCapability;
