// A model cites its numbered sources as [2], [1][3] or [1, 3]. It can also make numbers up:
// those markers are dropped (with the space before them) and only the numbers of real sources
// are kept. Code is left alone (an array index [0] stays), and so are Markdown links
// "[3](url)", reference links "[text][1]" with their definitions, and checkboxes "[ ]".
// It reads a model's answer, which may be hostile: one pass from bracket to bracket, each
// character looked at a bounded number of times (the regular expression it replaced took 0.3 s
// on 20,000 spaces, backtracking over the run before every position of it).
import { codeRanges, count, type ScanSteps } from './code-ranges';

export interface CheckedCitations {
  text: string;
  /** Ascending, unique, existing sources only. */
  citations: number[];
}

/** `probe` counts the characters looked at, for the test that holds the check to linear time. */
export function checkCitations(answer: string, sourceNumbers: readonly number[], probe?: ScanSteps): CheckedCitations {
  const known = new Set(sourceNumbers);
  const cited = new Set<number>();
  const code = codeRanges(answer, probe);
  const pieces: string[] = [];
  let copied = 0;
  let r = 0;
  // Every search moves on from where the last one stopped, bar a failed marker's few characters.
  const next = (from: number) => {
    const found = answer.indexOf('[', from);
    count(probe, (found === -1 ? answer.length : found) - from + 1);
    return found;
  };
  for (let open = next(0); open !== -1; ) {
    while (r < code.length && code[r][1] <= open) r++;
    if (r < code.length && code[r][0] <= open) {
      open = next(code[r][1]);
      continue;
    }
    // A marker never reaches into the code around it, nor its space back out of the prose.
    const proseStart = r > 0 ? code[r - 1][1] : 0;
    const proseEnd = r < code.length ? code[r][0] : answer.length;
    const marker = readMarker(answer, open, proseEnd, probe);
    if (!marker) {
      open = next(open + 1);
      continue;
    }
    const spaceStart = spacesBefore(answer, open, Math.max(proseStart, copied), probe);
    const keep = followsLinkText(answer, open, proseStart, probe) || (answer[marker.end] === ':' && (spaceStart === proseStart || answer[spaceStart - 1] === '\n'));
    if (!keep) {
      const numbers = [...new Set(marker.numbers)].filter((n) => known.has(n));
      for (const n of numbers) cited.add(n);
      pieces.push(answer.slice(copied, spaceStart), numbers.length ? `${answer.slice(spaceStart, open)}[${numbers.join(', ')}]` : '');
      copied = marker.end;
    }
    open = next(marker.end);
  }
  pieces.push(answer.slice(copied));
  return { text: pieces.join(''), citations: [...cited].sort((a, b) => a - b) };
}

const isBlank = (c: string | undefined) => c === ' ' || c === '\t';
const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';

/**
 * A citation marker opening at `open`: "[" and one to three digits, more of them after "," or
 * ";" (blanks around), "]", not escaped and not followed by "(" (a link). Stops at the first
 * character that cannot belong to one, so a failed read covers no other "[".
 */
function readMarker(text: string, open: number, end: number, probe?: ScanSteps): { numbers: number[]; end: number } | undefined {
  if (text[open - 1] === '\\') return undefined;
  const list = readNumberList(text, open + 1, end, isBlank, probe);
  if (!list || text[list.end] !== ']' || list.end >= end || text[list.end + 1] === '(') return undefined;
  return { numbers: list.numbers, end: list.end + 1 };
}

/** "1", "1, 3", "1;3": numbers of one to three digits from `from`, and where the list stops. */
function readNumberList(text: string, from: number, end: number, blank: (c: string | undefined) => boolean, probe?: ScanSteps): { numbers: number[]; end: number } | undefined {
  const numbers: number[] = [];
  let at = from;
  for (;;) {
    const digits = at;
    while (at < end && at - digits < 4 && isDigit(text[at])) at++;
    count(probe, at - digits + 1);
    if (at === digits || at - digits > 3) return undefined;
    numbers.push(Number(text.slice(digits, at)));
    const afterNumber = at;
    while (at < end && blank(text[at])) at++;
    if (text[at] !== ',' && text[at] !== ';') return { numbers, end: afterNumber };
    at++;
    while (at < end && blank(text[at])) at++;
    count(probe, at - afterNumber);
  }
}

/** Where the blanks just before `at` begin, not before `limit`. */
function spacesBefore(text: string, at: number, limit: number, probe?: ScanSteps): number {
  let start = at;
  while (start > limit && isBlank(text[start - 1])) start--;
  count(probe, at - start);
  return start;
}

/** "[text][1]" is a Markdown reference link, not a citation: its "[1]" follows non-numeric link text. */
function followsLinkText(text: string, at: number, proseStart: number, probe?: ScanSteps): boolean {
  if (at - 1 < proseStart || text[at - 1] !== ']') return false;
  let open = at - 2;
  while (open >= proseStart && text[open] !== '[') open--;
  count(probe, at - open);
  if (open < proseStart) return false;
  const list = readNumberList(text, open + 1, at - 1, (c) => c !== undefined && /\s/.test(c), probe);
  return !list || list.end !== at - 1;
}
