// The words that tell whom a sentence speaks of, per language, from each pack's claim words:
// first-person words (and the subject forms among them), second-person words, words and verb
// endings that look ahead, and the first-person verb endings of languages that drop the pronoun.
// When the answer's language is known only its own are read: the languages' small words collide
// ("mes" is French for "my" and Spanish for "month"). Otherwise every language's words are, and
// no endings ("trabajé" is Spanish; French "développé" is a participle).
import { CLAIM_LANGUAGES, type ClaimLanguage } from './claim-words';
import { fold } from './claim-text';

const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
export const lower = (w: string) => w.toLowerCase().replace(/’/g, "'").normalize('NFC');
const list = (words: string | undefined) => (words ?? '').split(/\s+/).filter(Boolean).map(lower);

export interface Markers {
  words: Set<string>;
  /** Markers of scripts written without spaces: looked for anywhere in the clause. */
  unspaced: string[];
  /** Phrases of several words, each as its words. */
  phrases: string[][];
}

export interface LanguageMarkers {
  first: Markers;
  /** The first-person words that are a subject ("I", "tengo"), not a possessive ("my 90 days"). */
  subjects: Markers;
  second: Markers;
  ahead: Markers;
  firstEndings: readonly string[];
  aheadEndings: readonly string[];
  /** Words a period follows without ending the sentence ("Mrd.", "Dr."), folded. */
  abbreviations: ReadonlySet<string>;
  /** Words that open a clause inside a sentence ("because", "weil"). */
  clauseWords: Markers;
  /** Words that deny ("not", "nunca", "नहीं"). */
  negation: Markers;
  /** Words before an employer's name ("at", "bei"), folded. */
  employerWords: ReadonlySet<string>;
  /** Articles ("la", "na"), lower case: a word after one is a noun, whatever its ending. */
  articles: ReadonlySet<string>;
}

function markers(all: readonly string[]): Markers {
  const spaced = all.filter((w) => !UNSPACED.test(w));
  return {
    words: new Set(spaced.filter((w) => !/\s/.test(w))),
    unspaced: all.filter((w) => UNSPACED.test(w)),
    phrases: spaced.filter((w) => /\s/.test(w)).map((w) => w.split(/\s+/)),
  };
}

function markersOf(languages: readonly ClaimLanguage[], endings: boolean): LanguageMarkers {
  const of = (pick: (l: ClaimLanguage) => string | undefined) => languages.flatMap((l) => list(pick(l)));
  return {
    first: markers(of((l) => l.firstPerson)),
    subjects: markers(languages.flatMap((l) => list(l.firstPersonSubjects ?? l.firstPerson))),
    second: markers(of((l) => l.secondPerson)),
    ahead: markers(languages.flatMap((l) => (l.aheadWords ?? []).map(lower))),
    firstEndings: endings ? of((l) => l.firstPersonEndings) : [],
    aheadEndings: endings ? of((l) => l.aheadEndings) : [],
    abbreviations: new Set(languages.flatMap((l) => list(l.abbreviations)).concat(languages.flatMap((l) => Object.keys(l.magnitudes ?? {}).map(lower))).map((w) => fold(w.replace(/\.$/, '')))),
    clauseWords: markers(of((l) => l.clauseWords)),
    negation: markers(of((l) => l.negationWords)),
    employerWords: new Set(languages.filter((l) => !l.employerWordsAfter).flatMap((l) => list(l.employerWords)).map(fold)),
    articles: new Set(of((l) => l.articles)),
  };
}

const BY_LANGUAGE: ReadonlyMap<string, LanguageMarkers> = new Map(CLAIM_LANGUAGES.map((l) => [l.code, markersOf([l], true)]));
const ALL_LANGUAGES = markersOf(CLAIM_LANGUAGES, false);

export function markersFor(language: string | undefined): LanguageMarkers {
  return (language && BY_LANGUAGE.get(language)) || ALL_LANGUAGES;
}

/** Whether the words of a span (lower case) hold one of the markers. */
export function hasMarker(m: Markers, text: string, words: readonly string[]): boolean {
  if (words.some((w) => m.words.has(w) || (w.includes("'") && m.words.has(w.slice(0, w.indexOf("'") + 1))))) return true;
  if (m.unspaced.some((marker) => text.includes(marker))) return true;
  return m.phrases.some((phrase) => words.some((_, i) => phrase.every((p, k) => words[i + k] === p)));
}
