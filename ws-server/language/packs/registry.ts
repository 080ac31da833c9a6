// Every language's ws-server pack, and what each provides: the half of each language that only
// the ws-server reads (the question detector's rules, the offline talking points, the Deepgram
// route, how an answer prompt measures the language). The shared half, and the language list
// both follow, are in lib/language/packs/registry.ts. Code reads a capability only through
// wsPackData and wsPacksWith; tests/unit/language-packs.test.ts prints both registries as one
// table and fails when a line claims what the pack's folder lacks.
import { packLookup } from '../../../lib/language/packs/pack-lookup';
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
import type { WsCapability, WsLanguagePack } from './ws-language-pack';
import { zh } from './zh';

/** In the language list's order. */
export const WS_LANGUAGE_PACKS: readonly WsLanguagePack[] = [en, es, pt, fr, de, it, nl, pl, tr, ru, uk, hi, ar, zh, ja, ko, vi, id, sv];

/** What each ws-server pack provides, by language. */
export const WS_PACK_PROVIDES: Readonly<Record<string, readonly WsCapability[]>> = {
  en: ['questionRules', 'talkingPoints', 'deepgram', 'followUps'],
  es: ['questionRules', 'talkingPoints', 'deepgram'],
  pt: ['questionRules', 'talkingPoints', 'deepgram'],
  fr: ['questionRules', 'talkingPoints', 'deepgram'],
  de: ['questionRules', 'talkingPoints', 'deepgram'],
  it: ['questionRules', 'deepgram'],
  nl: ['questionRules', 'deepgram'],
  pl: ['questionRules', 'deepgram'],
  tr: ['questionRules', 'deepgram'],
  ru: ['questionRules', 'deepgram'],
  uk: ['questionRules', 'deepgram'],
  hi: ['questionRules', 'talkingPoints', 'deepgram'],
  ar: ['questionRules', 'deepgram'],
  zh: ['questionRules', 'talkingPoints', 'deepgram', 'answerText'],
  ja: ['questionRules', 'deepgram', 'answerText'],
  ko: ['questionRules', 'deepgram'],
  vi: ['questionRules', 'deepgram'],
  id: ['questionRules', 'deepgram'],
  sv: ['questionRules', 'deepgram'],
};

const lookup = packLookup(WS_LANGUAGE_PACKS, WS_PACK_PROVIDES);

/** One capability of a tag's language, when its ws-server pack provides it. */
export const wsPackData = lookup.data;
/** Every language whose ws-server pack provides a capability, with its data, in the language list's order. */
export const wsPacksWith = lookup.withCapability;
