// Names in prose: the employers, products and tools an answer names. Runs of capitalised words
// ("Acme Corp", "Bank of America"), acronyms ("GCP") and inner capitals ("PayPal"), in scripts
// with capitals. A capital opening a sentence counts only when the same word is capitalised
// inside a sentence somewhere (the answer or a source). Not names: "I", weekdays and months, a
// capital and a number ("Q3", "P99"), and the acronyms every business uses ("SLO", "KPI",
// "ARR"). Where every noun has a capital (German), a name is two capitalised words side by side
// ("Siemens Healthineers"), an acronym, an inner capital, the hiring company's name, or the word
// after an employer word ("bei Zalando"); "Plattform von Anfang" is nouns and a small word.
import { fold, type ProseWord } from './claim-text';
import { CLAIM_LANGUAGES, DAY_WORDS, MONTH_FORMS } from './claim-words';

const CAPITAL = /^\p{Lu}/u;
const ACRONYM = /^(?=(?:[^\p{Lu}]*\p{Lu}){2})[\p{Lu}\p{N}&]+s?$/u;
const INNER_CAPITAL = /^[\p{L}\p{N}]*\p{Ll}[\p{L}\p{N}]*\p{Lu}|^\p{Ll}+\p{Lu}/u;
const LETTER_AND_NUMBER = /^\p{Lu}\d{1,3}$/u;
const words = (text: string | undefined) => (text ?? '').split(/\s+/).filter(Boolean).map(fold);
const COMMON_ACRONYMS = new Set(CLAIM_LANGUAGES.flatMap((l) => words(l.commonAcronyms)));
const COMMON_NOUNS = new Set(CLAIM_LANGUAGES.flatMap((l) => words(l.commonNouns)));
const EMPLOYER_BEFORE = new Set(CLAIM_LANGUAGES.filter((l) => !l.employerWordsAfter).flatMap((l) => words(l.employerWords)));

export interface NameOptions {
  /** Folded words capitalised inside a sentence somewhere: a capital opening a sentence counts for these. */
  capitalisedInside: ReadonlySet<string>;
  /** The answer's language capitalises every noun. */
  nounsCapitalised: boolean;
  /** The hiring company's name, folded, word by word. */
  companyWords: ReadonlySet<string>;
  /** The small words that may sit inside a name ("of", "de"): the answer language's (claim-words.ts joinersOf). */
  joiners: ReadonlySet<string>;
  isStopWord(folded: string): boolean;
}

export function findNames(list: readonly ProseWord[], prose: string, o: NameOptions): ProseWord[][] {
  const isName = (w: ProseWord) => {
    if (LETTER_AND_NUMBER.test(w.text) || COMMON_ACRONYMS.has(w.folded) || COMMON_ACRONYMS.has(w.folded.replace(/s$/, '')) || COMMON_NOUNS.has(w.folded)) return false;
    if (ACRONYM.test(w.text) || INNER_CAPITAL.test(w.text)) return true;
    if (!CAPITAL.test(w.text) || ignored(w.folded, o)) return false;
    return !w.opensSentence || o.capitalisedInside.has(w.folded);
  };
  const runs: ProseWord[][] = [];
  let run: ProseWord[] = [];
  let before: ProseWord | undefined;
  const close = () => {
    while (run.length > 0 && o.joiners.has(run[run.length - 1].folded)) run.pop();
    const strong = run.some((w) => ACRONYM.test(w.text) || INNER_CAPITAL.test(w.text) || o.companyWords.has(w.folded));
    const sideBySide = run.some((w, k) => k > 0 && !o.joiners.has(w.folded) && !o.joiners.has(run[k - 1].folded));
    const employed = before !== undefined && EMPLOYER_BEFORE.has(before.folded);
    if (run.length > 0 && (!o.nounsCapitalised || strong || sideBySide || employed)) runs.push(run);
    run = [];
  };
  list.forEach((w, i) => {
    const joined = run.length > 0 && /^[ \t]+$|^[ \t]*&[ \t]*$/.test(prose.slice(list[i - 1].index + list[i - 1].text.length, w.index));
    if (!joined) close();
    if (isName(w)) {
      if (run.length === 0) before = list[i - 1];
      run.push(w);
    } else if (run.length > 0 && o.joiners.has(w.folded) && !CAPITAL.test(w.text)) run.push(w);
    else close();
  });
  close();
  return runs;
}

/** A name run that follows an employer word ("at Northwind", "bei Siemens"), or precedes one in Hindi ("Arogya Clinic में"). */
export function followsEmployerWord(run: readonly ProseWord[], list: readonly ProseWord[], afterWords: ReadonlySet<string>): boolean {
  const first = list.indexOf(run[0]);
  const last = list.indexOf(run[run.length - 1]);
  return (first > 0 && EMPLOYER_BEFORE.has(list[first - 1].folded)) || (last >= 0 && last + 1 < list.length && afterWords.has(list[last + 1].folded));
}

export const EMPLOYER_AFTER: ReadonlySet<string> = new Set(CLAIM_LANGUAGES.filter((l) => l.employerWordsAfter).flatMap((l) => words(l.employerWords)));

function ignored(folded: string, o: NameOptions): boolean {
  return folded === 'i' || /^i['’]/.test(folded) || o.isStopWord(folded) || DAY_WORDS.has(folded) || MONTH_FORMS.has(folded);
}
