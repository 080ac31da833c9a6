// Every language's shared pack (one folder, ./<code>/, gathered by its index.ts): the words the
// code reads to judge and rank text. Code reads them only through packData and packsWith, by the
// lines of ./provides.ts, as it reads the packs' rubrics (./rubric-registry.ts) and long texts
// (./text-registry.ts). What only the ws-server reads is in its own packs (ws-server/language/packs/).
import type { LanguagePack } from './language-pack';
import { packLookup } from './pack-lookup';
import { PACK_PROVIDES } from './provides';
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
import { ru } from './ru';
import { sv } from './sv';
import { tr } from './tr';
import { uk } from './uk';
import { vi } from './vi';
import { zh } from './zh';

/** In the language list's order. */
export const LANGUAGE_PACKS: readonly LanguagePack[] = [en, es, pt, fr, de, it, nl, pl, tr, ru, uk, hi, ar, zh, ja, ko, vi, id, sv];

const lookup = packLookup(LANGUAGE_PACKS, PACK_PROVIDES);

/** One capability of a tag's language, when its pack provides it. */
export const packData = lookup.data;
/** Every language that provides a capability, with its data, in the language list's order. */
export const packsWith = lookup.withCapability;
