import { findLanguage, primaryLanguage } from '@/lib/language/languages';

/** The part of SpeechSynthesisVoice the choice reads (tests pass plain objects). */
export type VoiceLike = { lang: string; default: boolean; name: string };

/**
 * The speech-synthesis voice to ask a question in: one of the question's language, preferring
 * the list's usual region (lib/language/languages.ts `voiceTag`: "pt-BR" before "pt-PT"), then
 * the browser's default voice of the language, then any voice of it. None when the browser has
 * no voice of the language: then the question is not spoken at all, since an English voice
 * reading Hindi is noise, not help, and the caption asks it alone.
 */
export function chooseVoice<V extends VoiceLike>(voices: readonly V[], language = 'en'): V | undefined {
  const code = primaryLanguage(language);
  // Browsers write "en-US" or "en_US"; some name only the language.
  const langOf = (v: V) => v.lang.replace('_', '-').toLowerCase();
  const ofLanguage = voices.filter((v) => langOf(v) === code || langOf(v).startsWith(`${code}-`));
  if (ofLanguage.length === 0) return undefined;
  const wanted = [language.toLowerCase(), findLanguage(code)?.voiceTag.toLowerCase()].filter((t): t is string => t !== undefined && t.includes('-'));
  for (const tag of wanted) {
    const exact = ofLanguage.filter((v) => langOf(v) === tag);
    if (exact.length > 0) return exact.find((v) => v.default) ?? exact[0];
  }
  return ofLanguage.find((v) => v.default) ?? ofLanguage[0];
}
