// Every language's shared pack, and what each provides: the one place that says which languages
// have a rubric, a thank-you template, a practice bank… The language list (../languages.ts)
// names the languages; here each gets its pack (one folder, ./<code>/) and its line of
// capabilities. Code reads a capability only through packData and packsWith, so a line here
// is what the product does; tests/unit/language-packs.test.ts prints the table and fails when a
// line claims what the pack's folder lacks. What only the ws-server reads is in its own packs
// (ws-server/language/packs/).
import type { LanguagePack, SharedCapability } from './language-pack';
import { packLookup } from './pack-lookup';
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

/** What each pack provides, by language. */
export const PACK_PROVIDES: Readonly<Record<string, readonly SharedCapability[]>> = {
  en: ['stopWords', 'guess', 'rubric', 'feedbackMessages', 'thankYou', 'starLabels', 'claimWords', 'storyWords', 'practiceQuestions', 'questionsToAsk'],
  es: ['stopWords', 'guess', 'rubric', 'feedbackMessages', 'thankYou', 'starLabels', 'claimWords', 'storyWords', 'practiceQuestions'],
  pt: ['stopWords', 'guess', 'rubric', 'feedbackMessages', 'thankYou', 'starLabels', 'claimWords', 'storyWords', 'practiceQuestions'],
  fr: ['stopWords', 'guess', 'rubric', 'feedbackMessages', 'thankYou', 'starLabels', 'claimWords', 'storyWords', 'practiceQuestions'],
  de: ['stopWords', 'guess', 'rubric', 'feedbackMessages', 'thankYou', 'starLabels', 'claimWords', 'storyWords', 'practiceQuestions'],
  it: ['stopWords', 'guess', 'thankYou'],
  nl: ['stopWords', 'guess', 'thankYou'],
  pl: ['stopWords', 'guess'],
  tr: ['stopWords', 'guess'],
  ru: ['stopWords', 'guess'],
  uk: ['stopWords', 'guess'],
  hi: ['stopWords', 'guess', 'rubric', 'feedbackMessages', 'thankYou', 'starLabels', 'practiceQuestions'],
  ar: ['stopWords', 'guess'],
  zh: ['stopWords', 'guess', 'rubric', 'feedbackMessages', 'thankYou', 'starLabels'],
  ja: ['stopWords', 'guess'],
  ko: ['stopWords', 'guess'],
  vi: ['stopWords', 'guess'],
  id: ['stopWords', 'guess'],
  sv: ['stopWords', 'guess'],
};

const lookup = packLookup(LANGUAGE_PACKS, PACK_PROVIDES);

/** The pack of a tag's language ("pt-BR" reads Portuguese); none for "auto" or a language we do not list. */
export const languagePack = lookup.pack;
/** One capability of a tag's language, when its pack provides it. */
export const packData = lookup.data;
/** Every language that provides a capability, with its data, in the language list's order. */
export const packsWith = lookup.withCapability;
