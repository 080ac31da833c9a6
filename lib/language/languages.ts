// The languages an interview can be held in. One list for both ends: Personalize and the
// interview screen offer it, the ws-server validates hello against it, and each layer (the
// recognisers, the question detector, answers, practice, the debrief) looks a language up here
// by its primary subtag. A regional tag ("pt-BR", "es-MX") is the same language with a region:
// recognisers that know the region get it, everything else reads the primary subtag.

export interface InterviewLanguage {
  /** ISO 639-1 code, the primary subtag of every tag of this language. */
  code: string;
  /** The English name, as menus in the (English) interface show it. */
  name: string;
  /** The language's own name for itself, shown beside the English one. */
  nativeName: string;
  /** Right-to-left script. */
  rtl?: boolean;
  /** Written without spaces between words (Chinese, Japanese): read character by character. */
  unspaced?: boolean;
  /** The tag a speech-synthesis voice is looked for with first (then any voice of the language). */
  voiceTag: string;
}

export const INTERVIEW_LANGUAGES: readonly InterviewLanguage[] = [
  { code: 'en', name: 'English', nativeName: 'English', voiceTag: 'en-US' },
  { code: 'es', name: 'Spanish', nativeName: 'Español', voiceTag: 'es-ES' },
  { code: 'pt', name: 'Portuguese', nativeName: 'Português', voiceTag: 'pt-BR' },
  { code: 'fr', name: 'French', nativeName: 'Français', voiceTag: 'fr-FR' },
  { code: 'de', name: 'German', nativeName: 'Deutsch', voiceTag: 'de-DE' },
  { code: 'it', name: 'Italian', nativeName: 'Italiano', voiceTag: 'it-IT' },
  { code: 'nl', name: 'Dutch', nativeName: 'Nederlands', voiceTag: 'nl-NL' },
  { code: 'pl', name: 'Polish', nativeName: 'Polski', voiceTag: 'pl-PL' },
  { code: 'tr', name: 'Turkish', nativeName: 'Türkçe', voiceTag: 'tr-TR' },
  { code: 'ru', name: 'Russian', nativeName: 'Русский', voiceTag: 'ru-RU' },
  { code: 'uk', name: 'Ukrainian', nativeName: 'Українська', voiceTag: 'uk-UA' },
  { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी', voiceTag: 'hi-IN' },
  { code: 'ar', name: 'Arabic', nativeName: 'العربية', rtl: true, voiceTag: 'ar-SA' },
  { code: 'zh', name: 'Chinese (Mandarin)', nativeName: '中文（普通话）', unspaced: true, voiceTag: 'zh-CN' },
  { code: 'ja', name: 'Japanese', nativeName: '日本語', unspaced: true, voiceTag: 'ja-JP' },
  { code: 'ko', name: 'Korean', nativeName: '한국어', voiceTag: 'ko-KR' },
  { code: 'vi', name: 'Vietnamese', nativeName: 'Tiếng Việt', voiceTag: 'vi-VN' },
  { code: 'id', name: 'Indonesian', nativeName: 'Bahasa Indonesia', voiceTag: 'id-ID' },
  { code: 'sv', name: 'Swedish', nativeName: 'Svenska', voiceTag: 'sv-SE' },
];

/** Let the recogniser find the language (and follow a switch mid-interview where it can). */
export const AUTO_LANGUAGE = 'auto';

const BY_CODE = new Map(INTERVIEW_LANGUAGES.map((l) => [l.code, l]));

/**
 * A BCP-47 tag of a listed language: a primary subtag we list, optionally a script ("zh-Hans")
 * and a region ("pt-BR", "es-419"). Private-use and extension subtags are not accepted: no
 * recogniser takes them.
 */
const TAG_SHAPE = /^([a-z]{2,3})(?:-([A-Z][a-z]{3}))?(?:-([A-Z]{2}|\d{3}))?$/;

/** The canonical form of a tag ("PT-br" → "pt-BR"), or undefined when it is not one of ours. */
export function canonicalLanguageTag(tag: string): string | undefined {
  const parts = tag.trim().split(/[-_]/);
  if (parts.length === 0 || parts.length > 3) return undefined;
  const [primary, ...rest] = parts;
  const shaped = [
    primary.toLowerCase(),
    ...rest.map((p) => (/^[a-z]{4}$/i.test(p) ? p[0].toUpperCase() + p.slice(1).toLowerCase() : p.toUpperCase())),
  ].join('-');
  const match = TAG_SHAPE.exec(shaped);
  if (!match || !BY_CODE.has(match[1])) return undefined;
  return shaped;
}

/** The primary subtag of a tag ("pt-BR" → "pt"); "auto" stays "auto". */
export function primaryLanguage(tag: string): string {
  return tag === AUTO_LANGUAGE ? AUTO_LANGUAGE : tag.split('-')[0].toLowerCase();
}

/** The listed language a tag names, if it is one. */
export function findLanguage(tag: string | undefined | null): InterviewLanguage | undefined {
  return tag ? BY_CODE.get(primaryLanguage(tag)) : undefined;
}

/** "Spanish", "Portuguese (Brazil)"-style label for a tag; "Auto-detect" for auto. */
export function languageLabel(tag: string): string {
  if (tag === AUTO_LANGUAGE) return 'Auto-detect';
  const language = findLanguage(tag);
  if (!language) return tag;
  const region = tag.split('-').find((p) => /^[A-Z]{2}$/.test(p));
  if (!region) return language.name;
  try {
    const regionName = new Intl.DisplayNames(['en'], { type: 'region' }).of(region);
    return regionName && regionName !== region ? `${language.name} (${regionName})` : language.name;
  } catch {
    return language.name;
  }
}

/** The language answers are written in: the chosen one, else the interview's, else (auto, unknown) the detected one or English. */
export function answerLanguageFor(choice: { answers?: string | null; interview: string; detected?: string }): string {
  if (choice.answers && choice.answers !== AUTO_LANGUAGE) return choice.answers;
  if (choice.interview !== AUTO_LANGUAGE) return choice.interview;
  return choice.detected ?? 'en';
}
