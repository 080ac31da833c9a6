// Flags what an answer states that none of its sources back: figures, dates, job titles and
// the names of employers and products. Plain, explainable checks, no model: a figure is backed
// when a source has the same number (however it is written), a date when a source names the same
// month and year, a title when a source has its words in order, a name when a source has each
// of its words. The candidate then never says a number they cannot back.
import { RANKING_STOP_WORDS } from '../retrieval/ranking-stop-words';
import { answerProse, fold, proseWords, type ProseWord } from './claim-text';
import { CLAIM_LANGUAGES, DAY_WORDS, JOINER_WORDS, MONTH_FORMS } from './claim-words';
import { dateKeys, findFigures, findNamedDates } from './find-figures';
import { findTitles, titleSupported } from './find-titles';

interface Claim {
  text: string;
  index: number;
}

const STOP = new Set(RANKING_STOP_WORDS.map(fold));
const isStopWord = (w: string) => STOP.has(w);
const NOUN_CAPITALISING = CLAIM_LANGUAGES.flatMap((l) => (l.nounsCapitalised ? [new Set(l.nounsCapitalised.markers.split(/\s+/))] : []));
/** A capital in a cased script; Chinese or Devanagari words have none, so they are never names here. */
const CAPITAL = /^\p{Lu}/u;
const ACRONYM = /^(?=(?:[^\p{Lu}]*\p{Lu}){2})[\p{Lu}\p{N}&]+$/u;
const INNER_CAPITAL = /^[\p{L}\p{N}]*\p{Ll}[\p{L}\p{N}]*\p{Lu}|^\p{Ll}+\p{Lu}/u;

export function findUnsupportedClaims(answer: string, support: readonly string[]): string[] {
  const prose = answerProse(answer);
  const sources = support.map(answerProse);
  const claims: Claim[] = [];
  // Which characters a claim already covers, one flag each: an answer of 10,000 figures would
  // otherwise compare each with every claim before it.
  const taken = new Uint8Array(prose.length);
  const take = (c: Claim) => taken.fill(1, c.index, c.index + c.text.length);
  const isTaken = (index: number) => taken[index] === 1;

  const backedDates = new Set(sources.flatMap((s) => [...dateKeys(s)]));
  for (const d of findNamedDates(prose)) {
    take(d);
    if (!backedDates.has(d.key)) claims.push(d);
  }
  const backedValues = new Set(sources.flatMap((s) => findFigures(s).map((f) => f.value)));
  for (const f of findFigures(prose)) {
    if (isTaken(f.index)) continue;
    take(f);
    if (!backedValues.has(f.value)) claims.push(f);
  }
  const sourceProse = sources.map(proseWords);
  const sourceWords = sourceProse.map((words) => words.map((w) => w.folded));
  for (const t of findTitles(prose, isStopWord)) {
    if (isTaken(t.index)) continue;
    take(t);
    if (!titleSupported(t, sourceWords)) claims.push(t);
  }
  const known = new Set(sourceWords.flatMap((words) => words.flatMap((w) => [w, ...w.split(/[-.'’&]/)])));
  const words = proseWords(prose).filter((w) => !isTaken(w.index));
  const capitalisedInside = new Set([...words, ...sourceProse.flat()].filter((w) => !w.opensSentence && CAPITAL.test(w.text)).map((w) => w.folded));
  for (const run of nameRuns(words, prose, capitalisedInside, nounsCapitalised(words))) {
    const names = run.filter((w) => !JOINER_WORDS.has(w.folded));
    if (names.every((w) => known.has(w.folded))) continue;
    const last = run[run.length - 1];
    claims.push({ text: prose.slice(run[0].index, last.index + last.text.length), index: run[0].index });
  }
  const ordered = claims.sort((a, b) => a.index - b.index).map((c) => c.text.replace(/\s+/g, ' ').trim());
  return [...new Set(ordered)];
}

/**
 * Runs of capitalised words ("Acme Corp", "Bank of America"). A capital opening a sentence
 * counts only when the same word is capitalised inside a sentence somewhere (the answer or a
 * source), and in a language that capitalises nouns only runs of two or more are names.
 */
function nameRuns(words: ProseWord[], prose: string, capitalisedInside: Set<string>, nounsCapitalised: boolean): ProseWord[][] {
  const isName = (w: ProseWord) => {
    if (ACRONYM.test(w.text) || INNER_CAPITAL.test(w.text)) return true;
    if (!CAPITAL.test(w.text) || ignored(w.folded)) return false;
    return !w.opensSentence || capitalisedInside.has(w.folded);
  };
  const runs: ProseWord[][] = [];
  let run: ProseWord[] = [];
  const close = () => {
    while (run.length > 0 && JOINER_WORDS.has(run[run.length - 1].folded)) run.pop();
    const strong = run.some((w) => ACRONYM.test(w.text) || INNER_CAPITAL.test(w.text));
    if (run.length > 0 && (!nounsCapitalised || strong || run.filter((w) => !JOINER_WORDS.has(w.folded)).length >= 2)) runs.push(run);
    run = [];
  };
  words.forEach((w, i) => {
    const joined = run.length > 0 && /^[ \t]+$|^[ \t]*&[ \t]*$/.test(prose.slice(words[i - 1].index + words[i - 1].text.length, w.index));
    if (!joined) close();
    if (isName(w)) run.push(w);
    else if (run.length > 0 && JOINER_WORDS.has(w.folded) && !CAPITAL.test(w.text)) run.push(w);
    else close();
  });
  close();
  return runs;
}

function ignored(folded: string): boolean {
  return folded === 'i' || /^i['’]/.test(folded) || STOP.has(folded) || DAY_WORDS.has(folded) || MONTH_FORMS.has(folded);
}

/** An answer in a language that capitalises every noun: a few of its own small words tell. */
function nounsCapitalised(words: ProseWord[]): boolean {
  const present = new Set(words.map((w) => w.folded));
  return NOUN_CAPITALISING.some((markers) => [...markers].filter((m) => present.has(m)).length >= 3);
}
