// Figures and dates, with a value to compare them by: "$2M", "$2 million", "2,000,000" and
// "two million" are the same figure, "40 %", "40%", "४०%" and "forty percent" too, "1.200" and
// "1,200" (thousands written either way). Digits of every script are read by their value. A
// number glued to a Latin letter is a name ("S3", "EC2", "Q3"), "24/7" or "9:30" is not a figure
// anyone backs with a source, and a number under ten in words ("two engineers", "one of") is
// ordinary language, not a claim.
import { CLAIM_LANGUAGES, MONTH_FORMS } from './claim-words';
import { CURRENCY_AFTER, isPercentWord, MAGNITUDES, PERCENT_BEFORE, SPACED_SUFFIX, UNSPACED_SUFFIX } from './figure-words';
import { foldDigits, type FoldedText } from './fold-digits';
import { findWordNumbers } from './number-words';

export interface Figure {
  text: string;
  index: number;
  /** The number it stands for, rounded to six significant digits, "%" first for a percentage (40% is not 40 minutes). */
  value: string;
}

export interface DateClaim {
  text: string;
  index: number;
  /** "2021-3": the year and month. */
  key: string;
}

// Thousands apart with a comma, a point, a (narrow) no-break space, or a space as French writes
// "2 500" (three digits after, then no fourth).
const NUMBER = String.raw`\d{1,3}(?:(?:[,.\u00a0\u202f]|[ ](?=\d{3}(?!\d)))\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?`;
const SUFFIX = String.raw`(?:(${SPACED_SUFFIX}|[xk×mb])(?![\p{L}])|(${UNSPACED_SUFFIX}))`;
const CURRENCY = `(?:\\s?(?:${CURRENCY_AFTER})(?![\\p{L}]))?`;
const PERCENT_PREFIX = PERCENT_BEFORE ? `(${PERCENT_BEFORE})?` : '()';
/** A clock time written with "h" after a word such as "avant" ("avant 7 h", "à 9h30"): the hour of something, not a figure. */
const CLOCK_H = /^\s?h(?:\s?\d{2})?(?![\p{L}\d])/u;
const CLOCK_WORDS = new Set(CLAIM_LANGUAGES.flatMap((l) => (l.clockWords ?? '').split(/\s+/)).filter(Boolean).map((w) => w.replace(/’/g, "'")));
const WORD_BEFORE = /([\p{L}'’]+)\s+$/u;
const isClockTime = (text: string, start: number, end: number) =>
  CLOCK_H.test(text.slice(end, end + 6)) && CLOCK_WORDS.has((WORD_BEFORE.exec(text.slice(Math.max(0, start - 16), start))?.[1] ?? '').toLowerCase().replace(/’/g, "'"));
const FIGURE = new RegExp(
  String.raw`${PERCENT_PREFIX}(?<![\p{Script=Latin}\p{N}.,/:+])(?:(?:\p{Lu}{1,2}\$|[$€£¥₹])\s?)?(${NUMBER})(?:[\s-]?${SUFFIX})?${CURRENCY}(?![\p{Script=Latin}\d]|[/:]\d)`,
  'giu',
);
/** What may follow a number in words to make it a figure: a magnitude, a percentage, money. */
const AFTER_WORDS = new RegExp(String.raw`(?:\s?${SUFFIX})?(\s?(?:${CURRENCY_AFTER})(?![\p{L}]))?`, 'iuy');
/** Money before a number in words: "$ two million" is rare, "US$" never; only the signs. */
const MONEY_BEFORE = /(?:US\$|[$€£¥₹])\s?$/u;

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const RANGE_WORDS = [...new Set(CLAIM_LANGUAGES.flatMap((l) => (l.rangeWords ?? '').split(/\s+/)).filter(Boolean))];
const RANGE_BETWEEN = new RegExp(String.raw`^\s*(?:${[...RANGE_WORDS.map(escape), '–', '-'].join('|')})\s*$`, 'iu');
const MONTHS = [...MONTH_FORMS.keys()].sort((a, b) => b.length - a.length).map(escape).join('|');
const NAMED_DATE = new RegExp(String.raw`(?<![\p{L}])(${MONTHS})\.?(?:,?\s+(?:de|of|del)\s+|,?\s+)((?:19|20)\d{2})(?!\d)`, 'giu');
/** Year first, as Chinese, Japanese and Korean write a date: "2021年3月", "2021년 3월". */
const YEAR_FIRST = CLAIM_LANGUAGES.flatMap((l) => (l.yearFirstDates ? [l.yearFirstDates] : []))
  .filter((d, i, all) => all.findIndex((o) => o.year === d.year && o.month === d.month) === i)
  .map((d) => new RegExp(String.raw`(?<!\d)((?:19|20)\d{2})\s?${escape(d.year)}\s?(0?[1-9]|1[0-2])\s?${escape(d.month)}`, 'gu'));
const NUMERIC_DATES = [/(?<![\d/.-])(0?[1-9]|1[0-2])[/.-]((?:19|20)\d{2})(?!\d)/g, /(?<!\d)((?:19|20)\d{2})-(0[1-9]|1[0-2])(?![\d])/g];

/** A figure or date found in folded text, given back as the original text wrote it. */
function original<T extends { text: string; index: number }>(source: string, folded: FoldedText, found: T, end: number): T {
  const start = folded.origin(found.index);
  return { ...found, index: start, text: source.slice(start, folded.origin(end)).trim() };
}

/**
 * `languages` narrows the number words read to those languages' (the answer's, when known).
 * `small` keeps numbers under ten in words too: a source's "four engineers" backs an answer's "4".
 */
export function findFigures(text: string, languages?: readonly string[], options: { small?: boolean } = {}): Figure[] {
  const folded = foldDigits(text);
  const digits = [...folded.text.matchAll(FIGURE)]
    .filter((m) => !(m[0] === m[2] && /^\d{1,2}$/.test(m[2]) && isClockTime(folded.text, m.index, m.index + m[0].length)))
    .map((m) => {
      const start = m.index + (m[1]?.length ?? 0);
      const figure = { text: m[0], index: m[1] ? m.index : start, value: valueOf(m[2], m[3] ?? m[4], Boolean(m[1])) };
      return original(text, folded, figure, m.index + m[0].length);
    });
  const taken = (start: number, end: number) => digits.some((d) => start < d.index + d.text.length && d.index < end);
  const words: Figure[] = [];
  const afterAt = (end: number) => {
    AFTER_WORDS.lastIndex = end;
    return AFTER_WORDS.exec(folded.text)!;
  };
  for (const n of findWordNumbers(folded.text, languages, (end) => end + afterAt(end)[0].length)) {
    const after = afterAt(n.end);
    const suffix = after[1] ?? after[2];
    const money = after[3] !== undefined || MONEY_BEFORE.test(folded.text.slice(0, n.start));
    const before = PERCENT_BEFORE ? new RegExp(`(?:${PERCENT_BEFORE})$`, 'u').exec(folded.text.slice(0, n.start)) : null;
    // Chinese numerals of one character ("十分": very) are words; a run of them is a number.
    const unspacedSingle = /^\p{Script=Han}$/u.test(folded.text.slice(n.start, n.end)) && !suffix && !before;
    if (unspacedSingle || (n.value < 10 && !suffix && !money && !before && !options.small)) continue;
    const start = before ? n.start - before[0].length : n.start;
    const end = n.end + after[0].length;
    if (taken(folded.origin(start), folded.origin(end))) continue;
    const magnitude = suffix ? (MAGNITUDES.get(suffix.toLowerCase()) ?? 1) : 1;
    const percent = Boolean(before) || (suffix !== undefined && isPercentWord(suffix));
    words.push(original(text, folded, { text: '', index: start, value: key(n.value * magnitude, percent) }, end));
  }
  return asRanges(text, [...digits, ...words].sort((a, b) => a.index - b.index));
}

/** "from 28 to 19 percent", "de 28 à 19 %", "von 28 auf 19 %": the first number of a range is a percentage too. */
function asRanges(text: string, figures: Figure[]): Figure[] {
  for (let k = 0; k + 1 < figures.length; k++) {
    const [a, b] = [figures[k], figures[k + 1]];
    if (a.value.startsWith('%') || !b.value.startsWith('%')) continue;
    if (RANGE_BETWEEN.test(text.slice(a.index + a.text.length, b.index))) figures[k] = { ...a, value: `%${a.value}` };
  }
  return figures;
}

/** Dates written with a month name: "March 2021", "marzo de 2021", "Mar. 2021", "मार्च २०२१". */
export function findNamedDates(text: string): DateClaim[] {
  const folded = foldDigits(text);
  const named = [...folded.text.matchAll(NAMED_DATE)].map((m) =>
    original(text, folded, { text: m[0], index: m.index, key: `${Number(m[2])}-${MONTH_FORMS.get(m[1].toLowerCase())}` }, m.index + m[0].length),
  );
  const yearFirst = YEAR_FIRST.flatMap((re) =>
    [...folded.text.matchAll(re)].map((m) => original(text, folded, { text: m[0], index: m.index, key: `${Number(m[1])}-${Number(m[2])}` }, m.index + m[0].length)),
  );
  return [...named, ...yearFirst].sort((a, b) => a.index - b.index);
}

/** Every year-and-month a source names, in words or in digits ("03/2021", "2021-03"). */
export function dateKeys(text: string): Set<string> {
  const folded = foldDigits(text).text;
  const keys = new Set(findNamedDates(folded).map((d) => d.key));
  for (const m of folded.matchAll(NUMERIC_DATES[0])) keys.add(`${Number(m[2])}-${Number(m[1])}`);
  for (const m of folded.matchAll(NUMERIC_DATES[1])) keys.add(`${Number(m[1])}-${Number(m[2])}`);
  return keys;
}

function valueOf(number: string, suffix: string | undefined, percentBefore: boolean): string {
  const word = suffix?.trim().toLowerCase();
  const percent = percentBefore || (word !== undefined && isPercentWord(word));
  const magnitude = word !== undefined ? (MAGNITUDES.get(word) ?? 1) : 1;
  return key(parseNumber(number) * magnitude, percent);
}

function key(value: number, percent: boolean): string {
  return (percent ? '%' : '') + String(Number(value.toPrecision(6)));
}

function parseNumber(text: string): number {
  const thousands = /^\d{1,3}(?:([,.\u00a0\u202f ])\d{3})(?:\1\d{3})*(?:[.,](\d+))?$/.exec(text);
  if (thousands && (thousands[2] === undefined || text[text.length - thousands[2].length - 1] !== thousands[1])) {
    const whole = text.slice(0, thousands[2] === undefined ? undefined : -(thousands[2].length + 1)).replace(/[^\d]/g, '');
    return Number(`${whole}.${thousands[2] ?? '0'}`);
  }
  return Number(text.replace(',', '.'));
}
