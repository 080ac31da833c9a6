// The words of a job title as English words, so that one title written in two languages reads
// the same: "ingeniero de software sénior" and "Senior Software Engineer" are both
// senior + software + engineer. Each pack's title translations give the English word; a word no
// pack translates stands for itself. Chinese writes a title as one run ("高级软件工程师"), read
// here as the longest title words it is made of.
import { CLAIM_LANGUAGES } from './claim-words';
import { fold } from './claim-text';

const TRANSLATIONS: ReadonlyMap<string, readonly string[]> = new Map(
  CLAIM_LANGUAGES.flatMap((l) => Object.entries(l.titleTranslations ?? {})).map(([word, english]) => [fold(word), english.split(/\s+/).map(fold)]),
);

const unspacedLanguages = CLAIM_LANGUAGES.filter((l) => l.titlesUnspaced);
/** Every title word of the languages written without spaces, longest first. */
const UNSPACED_WORDS: readonly string[] = [
  ...new Set(unspacedLanguages.flatMap((l) => [...l.seniority.split(/\s+/), ...l.roles.split(/\s+/), ...Object.keys(l.titleTranslations ?? {})]).filter(Boolean).map(fold)),
].sort((a, b) => b.length - a.length);
const UNSPACED_RUN = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+$/u;

/** The English words one folded word of a text stands for as part of a title. */
export function titleKeys(folded: string): readonly string[] {
  const translated = TRANSLATIONS.get(folded);
  if (translated) return translated;
  if (UNSPACED_WORDS.length > 0 && UNSPACED_RUN.test(folded)) return unspacedKeys(folded);
  return [folded];
}

/** The title words inside a run written without spaces, in order; other characters are skipped. */
function unspacedKeys(run: string): string[] {
  const keys: string[] = [];
  for (let at = 0; at < run.length; ) {
    const word = UNSPACED_WORDS.find((w) => run.startsWith(w, at));
    if (!word) {
      at++;
      continue;
    }
    keys.push(...(TRANSLATIONS.get(word) ?? [word]));
    at += word.length;
  }
  return keys;
}

/** Whether a word is one a pack translates or an English title word: compared by meaning, not by letters. */
export function isTitleWord(folded: string): boolean {
  return TRANSLATIONS.has(folded) || ENGLISH_TITLE_WORDS.has(folded);
}

const ENGLISH_TITLE_WORDS = new Set([...TRANSLATIONS.values()].flatMap((keys) => keys.flatMap((k) => k.split('|'))));

/** A text's words as title keys, in order: what a title claim is looked for in. */
export function textTitleKeys(foldedWords: readonly string[]): string[] {
  return foldedWords.flatMap((w) => titleKeys(w));
}
