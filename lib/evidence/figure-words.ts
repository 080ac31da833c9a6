// The words around a number that change what it says, gathered from every language's claim
// words: magnitudes ("million", "Mio.", "lakh", "万"), percentages ("percent", "por ciento",
// "प्रतिशत", "百分之" before the number) and money ("dollars", "rupees"). An answer's language
// need not be known to read its figures: the lists are merged, longest first.
import { CLAIM_LANGUAGES } from './claim-words';

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A phrase as a pattern: its words joined by any run of spaces. */
const phrase = (words: string) => words.trim().split(/\s+/).map(escape).join('\\s+');
const alternatives = (words: Iterable<string>) => [...new Set(words)].sort((a, b) => b.length - a.length).map(phrase).join('|');
/** Written without spaces (Chinese, Japanese): such a word needs no word boundary after it. */
const UNSPACED = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+$/u;

const magnitudeEntries = CLAIM_LANGUAGES.flatMap((l) => Object.entries(l.magnitudes ?? {})).map(([w, v]) => [w.toLowerCase(), v] as const);

/** Every magnitude word, lower case, with its factor. */
export const MAGNITUDES: ReadonlyMap<string, number> = new Map(magnitudeEntries);
const percentAfter = CLAIM_LANGUAGES.flatMap((l) => l.percentWords ?? []).map((w) => w.toLowerCase());
const PERCENT_AFTER = new Set(['%', '％', '٪', ...percentAfter.map((w) => w.replace(/\s+/g, ' '))]);

/** Whether what follows a number makes it a percentage. */
export function isPercentWord(word: string): boolean {
  return PERCENT_AFTER.has(word.toLowerCase().replace(/\s+/g, ' '));
}

const spaced = (words: string[]) => words.filter((w) => !UNSPACED.test(w));
const unspaced = (words: string[]) => words.filter((w) => UNSPACED.test(w));
const magnitudeWords = magnitudeEntries.map(([w]) => w);

/** Suffixes after a number that must end at a word's end ("million", "percent", "k"). */
export const SPACED_SUFFIX = alternatives([...spaced(percentAfter), ...spaced(magnitudeWords)]);
/** Suffixes that need no word end after them (Chinese 万 in "200万用户"), with % and ％. */
export const UNSPACED_SUFFIX = alternatives([...unspaced(percentAfter), ...unspaced(magnitudeWords), '%', '％', '٪']);
/** Money after a number: "dollars", "euros", and the currency signs and codes. */
export const CURRENCY_AFTER = alternatives(['€', '£', ...CLAIM_LANGUAGES.flatMap((l) => (l.currencyWords ?? '').split(/\s+/).filter(Boolean))]);
/** Before a number, making it a percentage (Chinese 百分之四十). */
export const PERCENT_BEFORE = alternatives(CLAIM_LANGUAGES.flatMap((l) => l.percentBefore ?? []));
