// Where code stands in an answer's Markdown, found in one pass: fenced blocks (a line opening
// with three or more backticks or tildes, to a line opening with the same run, or to the end)
// and inline code spans (a run of backticks to the next run of the same length, as CommonMark
// reads them). Nothing inside code is a citation or a claim.
//
// Written as a scan, not one regular expression: the expression it replaced backtracked over a
// run of spaces or backticks at every position of the run, so an answer of 20,000 spaces took
// 0.3 s to check and twice the run four times as long, and a model's answer is anyone's text.
// Every character here is looked at a bounded number of times; `steps` counts them, so a test
// can hold the scan to that without timing it.

/** Counts the characters a scan looks at: the unit tests read it to prove the scan linear. */
export interface ScanSteps {
  steps: number;
}

/** [start, end) of one stretch of code; `block` for a fenced block, else an inline span. */
export type CodeRange = readonly [start: number, end: number, block: boolean];

export function codeRanges(text: string, probe?: ScanSteps): CodeRange[] {
  const ranges: CodeRange[] = [];
  let proseStart = 0;
  let fence: { run: string; start: number } | undefined;
  for (let lineStart = 0; ; ) {
    const newline = text.indexOf('\n', lineStart);
    const lineEnd = newline === -1 ? text.length : newline;
    count(probe, lineEnd - lineStart + 1);
    const run = fenceRun(text, lineStart, lineEnd);
    if (fence && run.startsWith(fence.run)) {
      ranges.push([fence.start, lineEnd, true]);
      fence = undefined;
      proseStart = lineEnd;
    } else if (!fence && run && newline !== -1) {
      // An opening fence needs a line after it; on the last line it is text.
      inlineRanges(text, proseStart, lineStart, ranges, probe);
      fence = { run, start: lineStart };
    }
    if (newline === -1) break;
    lineStart = newline + 1;
  }
  if (fence) ranges.push([fence.start, text.length, true]);
  else inlineRanges(text, proseStart, text.length, ranges, probe);
  return ranges;
}

/** The run of backticks or tildes (three or more) a line opens with after its indent, else ''. */
function fenceRun(text: string, from: number, to: number): string {
  let at = from;
  while (at < to && (text[at] === ' ' || text[at] === '\t')) at++;
  const mark = text[at];
  if (mark !== '`' && mark !== '~') return '';
  let end = at;
  while (end < to && text[end] === mark) end++;
  return end - at >= 3 ? text.slice(at, end) : '';
}

/** Inline code spans in [from, to): each backtick run paired with the next run of its length. */
function inlineRanges(text: string, from: number, to: number, ranges: CodeRange[], probe?: ScanSteps): void {
  const runs: { start: number; length: number }[] = [];
  for (let at = from; at < to; ) {
    if (text[at] !== '`') {
      at++;
      continue;
    }
    const start = at;
    while (at < to && text[at] === '`') at++;
    runs.push({ start, length: at - start });
  }
  count(probe, to - from);
  // The next run of the same length after each one, found from the right in one pass.
  const next = new Array<number>(runs.length);
  const latest = new Map<number, number>();
  for (let k = runs.length - 1; k >= 0; k--) {
    next[k] = latest.get(runs[k].length) ?? -1;
    latest.set(runs[k].length, k);
  }
  count(probe, runs.length);
  for (let k = 0; k < runs.length; ) {
    const close = next[k];
    if (close === -1) {
      k++;
      continue;
    }
    ranges.push([runs[k].start, runs[close].start + runs[close].length, false]);
    k = close + 1;
  }
}

export function count(probe: ScanSteps | undefined, steps: number): void {
  if (probe) probe.steps += steps;
}
