// The `language` of a verbose_json transcription, as a tag of ours. OpenAI's whisper-1 writes
// the language's lower-case English name ("spanish"); whisper.cpp's server and speaches write
// the ISO-639-1 code ("es"). Either becomes the code; a language we do not list is left out.
import { canonicalLanguageTag, findLanguage, INTERVIEW_LANGUAGES } from '../../../lib/language/languages';

/** Whisper's names for the listed languages: the English name's first word ("Chinese (Mandarin)" → "chinese"). */
const BY_NAME = new Map(INTERVIEW_LANGUAGES.map((l) => [l.name.split(/[\s(]/)[0].toLowerCase(), l.code]));

export function heardLanguageTag(reported: string | undefined): string | undefined {
  const value = reported?.trim();
  if (!value) return undefined;
  const tag = canonicalLanguageTag(value);
  if (tag && findLanguage(tag)) return tag;
  return BY_NAME.get(value.toLowerCase());
}
