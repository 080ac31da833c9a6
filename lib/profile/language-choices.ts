import { AUTO_LANGUAGE, INTERVIEW_LANGUAGES, type InterviewLanguage } from '@/lib/language/languages';

// The options of the "Interview language" and "Answers in" selects, shared by Personalize and the
// interview screen so both read the same. A select's value is a string: "Same as interview
// language" is the empty one, which stands for null (answers follow the interview language).

export interface LanguageChoice {
  value: string;
  label: string;
}

export const SAME_AS_INTERVIEW = '';

/** "Spanish (Español)": the English name, which the interface reads in, with the language's own name. */
export function languageChoiceLabel(language: InterviewLanguage): string {
  if (language.nativeName === language.name) return language.name;
  // "Chinese (Mandarin) (中文（普通话）)" reads badly: a name that has its own brackets gets a dot instead.
  return language.name.includes('(') ? `${language.name} · ${language.nativeName}` : `${language.name} (${language.nativeName})`;
}

const LISTED: LanguageChoice[] = INTERVIEW_LANGUAGES.map((l) => ({ value: l.code, label: languageChoiceLabel(l) }));

export const INTERVIEW_LANGUAGE_CHOICES: readonly LanguageChoice[] = [{ value: AUTO_LANGUAGE, label: 'Auto-detect' }, ...LISTED];

export const ANSWER_LANGUAGE_CHOICES: readonly LanguageChoice[] = [{ value: SAME_AS_INTERVIEW, label: 'Same as interview language' }, ...LISTED];

/**
 * The choice a saved tag selects. The lists offer primary subtags; a regional tag saved another
 * way ("pt-BR") selects its language rather than nothing.
 */
export function choiceValue(tag: string | null, choices: readonly LanguageChoice[]): string {
  if (tag === null) return SAME_AS_INTERVIEW;
  if (choices.some((c) => c.value === tag)) return tag;
  const primary = tag.split('-')[0].toLowerCase();
  return choices.some((c) => c.value === primary) ? primary : choices[0].value;
}

/** The select's "Answers in" value back to the setting (null: follow the interview language). */
export function answersFromChoice(value: string): string | null {
  return value === SAME_AS_INTERVIEW ? null : value;
}
