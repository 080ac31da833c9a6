// What a prompt says about the language of the answer. The candidate reads the answer aloud, so
// it must be in the language they chose (or the interview's), whatever language the question,
// the resume or the job description happen to be in; and the documents' own words (employers,
// products, technologies, titles, figures) are facts about the candidate that a translation
// would change, so they are kept as written. An English interview about English documents gets
// none of these lines: its prompt is the one it always had.
import { findLanguage, languageLabel } from '../../lib/language/languages';
import { wsPackData, wsPacksWith } from '../language/packs/registry';

/** How a language's answer is measured and written, where words and one script do not say it (its ws-server pack's `answerText`). */
export interface AnswerText {
  /** Measured in characters, not words: how many make one English word's worth of speech. */
  charactersPerWord?: number;
  /** What each script subtag of the language asks for ("Hant": "Traditional Chinese characters"). */
  scripts?: Readonly<Record<string, string>>;
  /** The script a region reads when the tag names no script ("TW": "Hant"). */
  regionScripts?: Readonly<Record<string, string>>;
}

/** Every pack's script names: a script subtag names its script whatever the tag's language. */
const SCRIPT_NOTES: Readonly<Record<string, string>> = Object.assign({}, ...wsPacksWith('answerText').map((p) => p.data.scripts ?? {}));

export interface AnswerLanguage {
  /** "English", "Spanish (Español)", "Chinese (Mandarin; 中文（普通话）)": how the prompt names it. */
  name: string;
  /** False for an English answer to English material: the prompt stays as it was. */
  explicit: boolean;
  /** "about 150 words", "about 255 characters". */
  length(words: number): string;
}

/**
 * `tag`: the answer language (BCP-47), absent for English. `materialLanguages`: the languages the
 * question and the documents are in, as their callers guessed them (undefined: unsure).
 */
export function describeAnswerLanguage(tag: string | undefined, materialLanguages: readonly (string | undefined)[]): AnswerLanguage {
  const language = findLanguage(tag) ?? findLanguage('en')!;
  const resolved = tag && findLanguage(tag) ? tag : 'en';
  const label = languageLabel(resolved);
  const native = language.nativeName === language.name ? '' : language.nativeName;
  const name = !native ? label : label.endsWith(')') ? `${label.slice(0, -1)}; ${native})` : `${label} (${native})`;
  const perWord = wsPackData(language.code, 'answerText')?.charactersPerWord;
  const elsewhere = materialLanguages.some((guessed) => guessed !== undefined && guessed !== language.code);
  return {
    name,
    explicit: language.code !== 'en' || resolved !== 'en' || elsewhere,
    length: (words) => (perWord ? `about ${Math.round((words * perWord) / 5) * 5} characters` : `about ${words} words`),
  };
}

/** The rules a prompt adds for an explicit answer language (none otherwise). */
export function answerLanguageRules(language: AnswerLanguage, tag: string | undefined): string[] {
  if (!language.explicit) return [];
  const script = scriptNote(tag);
  return [
    `Write the whole answer in ${language.name}${script ? `, in ${script}` : ''}, labels included, even when the question, the resume or the job description is in another language.`,
    "Keep the resume's and the job description's own words as they are written there, not translated: names of employers, schools, products, projects and technologies, job titles, certifications and figures are quoted exactly as they appear.",
  ];
}

function scriptNote(tag: string | undefined): string | undefined {
  if (!tag) return undefined;
  const parts = tag.split('-');
  const region = parts.find((p) => /^[A-Z]{2}$/.test(p));
  const script = parts.find((p) => /^[A-Z][a-z]{3}$/.test(p)) ?? (region ? wsPackData(tag, 'answerText')?.regionScripts?.[region] : undefined);
  return script ? SCRIPT_NOTES[script] : undefined;
}
