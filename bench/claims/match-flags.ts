// Matches what the check flagged in a sentence against the claims a reviewer marked in it. A
// flag counts for an expected claim when their places in the sentence overlap, so "$2 million"
// flagged for an expected "2 million" is a hit, and one flag can be the hit of one claim only.

export interface Span {
  start: number;
  end: number;
}

export interface FlagMatch {
  /** For each flag, whether it overlapped an expected claim of its own. */
  flagMatched: boolean[];
  /** For each expected claim, whether a flag of its own overlapped it. */
  expectedMatched: boolean[];
  truePositives: number;
}

/**
 * What may stand between a flag's words in the sentence: Markdown marks and citation markers the
 * check read past, or nothing at all, where it set apart a run of Chinese it read ("5 亿" for "5亿").
 */
const BETWEEN_WORDS = String.raw`(?:[\s*_~]|\[\d{1,3}\])*`;

/**
 * Every place `text` occurs in `sentence`. A flag the check tidied (white space run together or
 * added, emphasis taken out) is looked for with anything of that kind between its words.
 */
export function spansOf(text: string, sentence: string): Span[] {
  const spans: Span[] = [];
  if (!text) return spans;
  for (let at = sentence.indexOf(text); at !== -1; at = sentence.indexOf(text, at + 1)) spans.push({ start: at, end: at + text.length });
  if (spans.length > 0) return spans;
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return spans;
  const pattern = new RegExp(words.map(escapeRegExp).join(BETWEEN_WORDS), 'gu');
  for (const m of sentence.matchAll(pattern)) spans.push({ start: m.index, end: m.index + m[0].length });
  return spans;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function overlap(a: Span[], b: Span[]): number {
  let best = 0;
  for (const x of a) for (const y of b) best = Math.max(best, Math.min(x.end, y.end) - Math.max(x.start, y.start));
  return best;
}

/** One to one, greedily: the pair that overlaps most first, then the next among those left. */
export function matchFlags(sentence: string, flags: readonly string[], expected: readonly string[]): FlagMatch {
  const flagSpans = flags.map((f) => spansOf(f, sentence));
  const expectedSpans = expected.map((e) => spansOf(e, sentence));
  const pairs: { flag: number; claim: number; shared: number }[] = [];
  flagSpans.forEach((fs, flag) =>
    expectedSpans.forEach((es, claim) => {
      const shared = overlap(fs, es);
      if (shared > 0) pairs.push({ flag, claim, shared });
    }),
  );
  pairs.sort((a, b) => b.shared - a.shared || a.flag - b.flag || a.claim - b.claim);
  const flagMatched = flags.map(() => false);
  const expectedMatched = expected.map(() => false);
  let truePositives = 0;
  for (const { flag, claim } of pairs) {
    if (flagMatched[flag] || expectedMatched[claim]) continue;
    flagMatched[flag] = true;
    expectedMatched[claim] = true;
    truePositives++;
  }
  return { flagMatched, expectedMatched, truePositives };
}
