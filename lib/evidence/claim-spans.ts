// An answer's prose cut into sentences and clauses, each a [start, end) pair, in one scan each.
// A sentence ends at . ! ? … and a space (not after an abbreviation such as "Mrd." or "Dr."),
// at a line break, or at a full-width stop. A clause ends at a comma, semicolon, colon, bracket or
// dash, and a new one opens at a word such as "because" or "weil" (each pack's clause words).
import { fold } from './claim-text';
import type { LanguageMarkers } from './speaker-markers';
import { lower } from './speaker-markers';

export type SpanRange = [number, number];

const SENTENCE_END = /[.!?…]+(?=\s|$)|\n+|[。！？]+/gu;
// A comma, semicolon or colon ends a clause when a space follows: "1,2 GW" and "9:30" go on.
const CLAUSE_END = /[,;:](?=\s|$)|[()[\]—–，；：（）]|\s-\s/gu;
const WORD_BEFORE = /([\p{L}\p{M}.]+)$/u;
const WORD = /[\p{L}\p{M}'’]+/gu;

export function sentenceSpans(prose: string, m: LanguageMarkers): SpanRange[] {
  const ends: number[] = [];
  for (const match of prose.matchAll(SENTENCE_END)) {
    if (match[0] === '.' && isAbbreviation(prose, match.index, m)) continue;
    ends.push(match.index + match[0].length);
  }
  return cut(ends, 0, prose.length);
}

export function clauseSpans(prose: string, [from, to]: SpanRange, m: LanguageMarkers): SpanRange[] {
  const text = prose.slice(from, to);
  const ends = [...text.matchAll(CLAUSE_END)].map((match) => from + match.index + match[0].length);
  if (m.clauseWords.words.size > 0 || m.clauseWords.unspaced.length > 0) {
    for (const match of text.matchAll(WORD)) {
      const word = lower(match[0]);
      // "qu'elle" opens a clause as "que" does.
      const elided = word.includes("'") ? word.slice(0, word.indexOf("'") + 1) : '';
      if (match.index > 0 && (m.clauseWords.words.has(word) || (elided && m.clauseWords.words.has(elided)))) ends.push(from + match.index);
    }
    for (const marker of m.clauseWords.unspaced) {
      for (let at = text.indexOf(marker, 1); at > 0; at = text.indexOf(marker, at + 1)) ends.push(from + at);
    }
  }
  return cut([...new Set(ends)].sort((a, b) => a - b), from, to);
}

function isAbbreviation(prose: string, dot: number, m: LanguageMarkers): boolean {
  const word = WORD_BEFORE.exec(prose.slice(Math.max(0, dot - 12), dot));
  return word !== null && m.abbreviations.has(fold(word[1]));
}

function cut(ends: readonly number[], from: number, to: number): SpanRange[] {
  const out: SpanRange[] = [];
  let start = from;
  for (const stop of ends) {
    if (stop > start && stop <= to) {
      out.push([start, stop]);
      start = stop;
    }
  }
  if (start < to || out.length === 0) out.push([start, to]);
  return out;
}

/** Which span holds `index` (spans are in order and cover the prose), by halving; -1 for none. */
export function spanAt(list: readonly SpanRange[], index: number): number {
  let lo = 0;
  let hi = list.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (list[mid][0] <= index) lo = mid;
    else hi = mid - 1;
  }
  return list.length > 0 ? lo : -1;
}
