// The figures a candidate claims in a stretch of text, each with what it counts and the words
// around it, so the same story's figures can be compared across rounds: "40%" with "60%",
// "9 hours" with "12 hours", "$2M" with "$3M", never "40%" with "9 hours". findFigures finds
// and normalises the numbers ("$2 million" and "$2M" are one value); this adds the unit: a
// percentage, a currency, or the word that follows the number.
import { findFigures } from '../evidence/find-figures';
import { tokenize } from '../retrieval/rank-terms';
import type { FigureClaim } from './round-types';

/** Characters of text kept on each side of a figure as its context. */
const CONTEXT_CHARS = 90;
const MAX_FIGURE_CHARS = 60;
const MAX_CONTEXT_CHARS = 240;

const CURRENCIES: [RegExp, string][] = [
  [/\$|\busd\b|dollars?/i, '$'],
  [/€|\beur\b|euros?/i, '€'],
  [/£/, '£'],
  [/¥/, '¥'],
  [/₹/, '₹'],
];
/** The word right after a number ("9 hours", "14-day", "6 engineers"). */
const NEXT_WORD = /^[\s-]?(\p{L}[\p{L}\p{M}']*)/u;
/** A citation marker [2] or [1, 3]: its digits are not a figure. */
const CITATION = /\s*\[\d{1,3}(?:\s*[,;]\s*\d{1,3})*\]/g;

export function claimedFigures(text: string): FigureClaim[] {
  const clean = text.replace(CITATION, '');
  return findFigures(clean).map((found) => {
    const currency = CURRENCIES.find(([re]) => re.test(found.text))?.[1];
    const percent = found.value.startsWith('%');
    const after = clean.slice(found.index + found.text.length);
    const word = percent || currency ? undefined : NEXT_WORD.exec(after)?.[1];
    // A stop word after the number ("9 to 2") says nothing of what it counts.
    const unitTerm = word ? tokenize(word)[0] : undefined;
    const unit = percent ? '%' : (currency ?? unitTerm ?? '');
    const figure = (unitTerm ? `${found.text} ${word}` : found.text).slice(0, MAX_FIGURE_CHARS);
    return { figure, value: found.value, unit, context: contextOf(clean, found.index, found.text.length) };
  });
}

function contextOf(text: string, index: number, length: number): string {
  const from = Math.max(0, index - CONTEXT_CHARS);
  const to = Math.min(text.length, index + length + CONTEXT_CHARS);
  // Whole words only: a cut word at either edge is dropped.
  const before = text.slice(from, index).replace(from > 0 ? /^\S*\s/ : /^/, '');
  const after = text.slice(index + length, to).replace(to < text.length ? /\s\S*$/ : /$/, '');
  return `${before}${text.slice(index, index + length)}${after}`.replace(/\s+/g, ' ').trim().slice(0, MAX_CONTEXT_CHARS);
}
