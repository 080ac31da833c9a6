// Figures and dates, with a value to compare them by: "$2M", "$2 million" and "2,000,000" are
// the same figure, "40 %" and "40%" too, "1.200" and "1,200" (thousands written either way).
// A number glued to a Latin letter is a name ("S3", "EC2", "Q3"), and "24/7" or "9:30" is not
// a figure anyone backs with a source.
import { MONTH_FORMS } from './claim-words';

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

const NUMBER = String.raw`\d{1,3}(?:[,.\u00a0\u202f]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?`;
const MAGNITUDES: [RegExp, number][] = [
  [/^(?:k|thousand|mil|tsd\.?)$/i, 1e3],
  [/^(?:m|mm|mio\.?|millions?|millones|milhões|millionen)$/i, 1e6],
  [/^(?:b|bn|billions?)$/i, 1e9],
];
const SUFFIX = String.raw`%|％|percent|per cent|por ciento|por cento|pour cent|prozent|millions?|millones|milhões|millionen|mio\.?|billions?|thousand|tsd\.?|mil|bn|mm|[xk×mb]`;
const FIGURE = new RegExp(
  String.raw`(?<![\p{Script=Latin}\p{N}.,/:])(?:(?:US\$|[$€£¥₹])\s?)?(${NUMBER})(?:\s?(${SUFFIX})(?![\p{L}]))?(?:\s?(?:€|£|USD|EUR|dollars?|euros?)(?![\p{L}]))?(?![\p{Script=Latin}\d]|[/:]\d)`,
  'giu',
);

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const MONTHS = [...MONTH_FORMS.keys()].sort((a, b) => b.length - a.length).map(escape).join('|');
const NAMED_DATE = new RegExp(String.raw`(?<![\p{L}])(${MONTHS})\.?(?:,?\s+(?:de|of|del)\s+|,?\s+)((?:19|20)\d{2})(?!\d)`, 'giu');
const NUMERIC_DATES = [/(?<![\d/.-])(0?[1-9]|1[0-2])[/.-]((?:19|20)\d{2})(?!\d)/g, /(?<!\d)((?:19|20)\d{2})-(0[1-9]|1[0-2])(?![\d])/g];

export function findFigures(text: string): Figure[] {
  return [...text.matchAll(FIGURE)].map((m) => ({ text: m[0].trim(), index: m.index, value: valueOf(m[1], m[2]) }));
}

/** Dates written with a month name: "March 2021", "marzo de 2021", "Mar. 2021". */
export function findNamedDates(text: string): DateClaim[] {
  return [...text.matchAll(NAMED_DATE)].map((m) => ({ text: m[0], index: m.index, key: `${Number(m[2])}-${MONTH_FORMS.get(m[1].toLowerCase())}` }));
}

/** Every year-and-month a source names, in words or in digits ("03/2021", "2021-03"). */
export function dateKeys(text: string): Set<string> {
  const keys = new Set(findNamedDates(text).map((d) => d.key));
  for (const m of text.matchAll(NUMERIC_DATES[0])) keys.add(`${Number(m[2])}-${Number(m[1])}`);
  for (const m of text.matchAll(NUMERIC_DATES[1])) keys.add(`${Number(m[1])}-${Number(m[2])}`);
  return keys;
}

const PERCENT = /^(?:%|％|percent|per cent|por ciento|por cento|pour cent|prozent)$/i;

function valueOf(number: string, suffix: string | undefined): string {
  const percent = suffix !== undefined && PERCENT.test(suffix.trim()) ? '%' : '';
  const magnitude = MAGNITUDES.find(([re]) => suffix !== undefined && re.test(suffix.trim()))?.[1] ?? 1;
  return percent + String(Number((parseNumber(number) * magnitude).toPrecision(6)));
}

function parseNumber(text: string): number {
  const thousands = /^\d{1,3}(?:([,.\u00a0\u202f])\d{3})(?:\1\d{3})*(?:[.,](\d+))?$/.exec(text);
  if (thousands && (thousands[2] === undefined || text[text.length - thousands[2].length - 1] !== thousands[1])) {
    const whole = text.slice(0, thousands[2] === undefined ? undefined : -(thousands[2].length + 1)).replace(/[^\d]/g, '');
    return Number(`${whole}.${thousands[2] ?? '0'}`);
  }
  return Number(text.replace(',', '.'));
}
