// Turns a reference transcript and a recogniser's text into comparable words, the same way on
// both sides, so the word error rate counts words the recogniser got wrong and not differences
// of writing: case, punctuation, digits against spelt numbers, fillers a transcriber may or may
// not have written down, and a few spellings of the same spoken words (the FOLDS table).
import { editDistance } from '../../ws-server/text/edit-distance';
import { spellNumbers } from './number-words';

/**
 * Hesitations left out on both sides: the references of spontaneous speech keep some of them
 * and not others, and the recognisers print them or not as they please. "uh-huh" is not among
 * them: it answers something.
 */
export const FILLERS: ReadonlySet<string> = new Set(['uh', 'um', 'uhm', 'erm', 'er', 'ah', 'hm', 'hmm', 'mm', 'mhm']);

/**
 * One word, as either side may write it, to the words it stands for. Titles and contractions
 * that speakers say in full, and casual forms the references write as spoken. "na" is the
 * data's own note (its README: "n a" and "NA" alike). "st" is left alone: saint or street
 * cannot be told from the word.
 */
export const FOLDS: Readonly<Record<string, string>> = {
  mr: 'mister',
  mrs: 'missus',
  dr: 'doctor',
  ok: 'okay',
  yknow: 'you know',
  "y'know": 'you know',
  "'em": 'them',
  gonna: 'going to',
  wanna: 'want to',
  gotta: 'got to',
  kinda: 'kind of',
  sorta: 'sort of',
  alright: 'all right',
  etc: 'et cetera',
  na: 'n a',
  ...britishSpellings(),
};

/**
 * British spellings of the same spoken words, written as the references (American) write them,
 * as the usual scoring normalisers fold them: Moonshine base prints "metres" where tiny prints
 * "meters". The common -tre and -our words, with their plurals.
 */
function britishSpellings(): Record<string, string> {
  const tre = ['metre', 'centimetre', 'millimetre', 'kilometre', 'litre', 'centre', 'theatre', 'fibre'];
  const our = ['colour', 'favour', 'favourite', 'honour', 'labour', 'neighbour', 'behaviour', 'humour', 'flavour', 'harbour', 'rumour'];
  const folds: Record<string, string> = {};
  for (const word of tre) folds[word] = word.replace(/tre$/, 'ter');
  for (const word of our) folds[word] = word.replace('our', 'or');
  for (const [british, american] of Object.entries(folds)) folds[`${british}s`] = `${american}s`;
  return folds;
}

/**
 * An acronym written in capitals ("MFA", "NA", "FBI") is said letter by letter, as the
 * references spell it ("m f a"): read before the text is lower-cased.
 */
const ACRONYM = /\b[A-Z]{2,5}\b/g;
const spellAcronyms = (text: string) => text.replace(ACRONYM, (letters) => (letters === 'OK' ? letters : letters.split('').join(' ')));

/** Written as one word with its hyphen, so the hyphen rule below does not split it into two fillers. */
const KEPT_HYPHENATED = /\buh-huh\b/g;
const UH_HUH = 'uhhuh';

const DIGITS: ReadonlySet<string> = new Set(['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine']);
const SPOKEN_ZEROS: ReadonlySet<string> = new Set(['oh', 'o']);

/**
 * In a run of digits said one by one, "oh" is the digit zero ("nine oh two one oh" is 90210, as a
 * recogniser may print it), as the usual scoring normalisers read it; a year's "nineteen oh five"
 * becomes "nineteen zero five" on both sides alike. Only next to a digit: on its own "oh" is a
 * word ("oh, I see").
 */
function zeroInDigitRuns(words: string[]): string[] {
  const digitAt = (i: number) => DIGITS.has(words[i] ?? '');
  return words.map((word, i) => (SPOKEN_ZEROS.has(word) && (digitAt(i - 1) || digitAt(i + 1)) ? 'zero' : word));
}

/** The words of a text after normalisation, in order. */
export function normaliseWords(text: string): string[] {
  const cleaned = spellNumbers(
    spellAcronyms(text.normalize('NFKC'))
      .toLowerCase()
      .replace(/[\u2018\u2019\u02bc`]/g, "'"),
  )
    .replace(KEPT_HYPHENATED, UH_HUH)
    .replace(/\buh huh\b/g, UH_HUH)
    // Hyphenated words and dashes become separate words: "forty-two" is "forty two".
    .replace(/[-\u2010-\u2015]/g, ' ')
    // Every other mark but an apostrophe becomes a space: "i'm" stays, "etc." is "etc".
    .replace(/[^a-z0-9' ]+/g, ' ');
  const words: string[] = [];
  for (const token of cleaned.split(/\s+/)) {
    // An apostrophe at a word's edge is a quotation mark or a possessive plural, except in 'em.
    const word = Object.hasOwn(FOLDS, token) ? token : token.replace(/^'+|'+$/g, '');
    if (!word || FILLERS.has(word)) continue;
    if (word === UH_HUH) words.push('uh-huh');
    else words.push(...(Object.hasOwn(FOLDS, word) ? FOLDS[word] : word).split(' '));
  }
  return zeroInDigitRuns(words);
}

export interface WordScore {
  reference: string[];
  hypothesis: string[];
  /** Substitutions, deletions and insertions turning the reference into the hypothesis. */
  errors: number;
}

/** Both texts normalised and compared word by word. */
export function scoreWords(reference: string, hypothesis: string): WordScore {
  const ref = normaliseWords(reference);
  const hyp = normaliseWords(hypothesis);
  return { reference: ref, hypothesis: hyp, errors: editDistance(ref, hyp) };
}

/** Errors per reference word: 0 for a perfect transcript, above 1 when the recogniser adds more than it gets. */
export function wordErrorRate(scores: readonly Pick<WordScore, 'reference' | 'errors'>[]): number {
  const words = scores.reduce((n, s) => n + s.reference.length, 0);
  return scores.reduce((n, s) => n + s.errors, 0) / Math.max(1, words);
}
