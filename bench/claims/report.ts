// What `npm run bench:claims` prints: for a split, precision and recall overall, per language
// and per tag with the counts behind them; whether the goals are met; and, on request, each
// wrong or missing flag with its sentence.
import { precision, recall, tally, type CaseResult, type Tally } from './score-cases';
import type { CaseTag } from './types';

export const GOALS = { precision: 0.95, recall: 0.9, perLanguage: 0.85 };

const fixed = (x: number | undefined) => (x === undefined ? '    –' : x.toFixed(3));

function row(label: string, t: Tally): string {
  const cells = [label.padEnd(16), String(t.sentences).padStart(9), String(t.flags).padStart(6), String(t.expected).padStart(9), String(t.truePositives).padStart(5), fixed(precision(t)).padStart(10), fixed(recall(t)).padStart(7)];
  return `  ${cells.join(' ')}${t.threw > 0 ? `  (${t.threw} threw)` : ''}`;
}

const HEADER = `  ${['', 'sentences', 'flags', 'expected', 'TP', 'precision', 'recall'].map((h, i) => (i === 0 ? h.padEnd(16) : h.padStart([9, 6, 9, 5, 10, 7][i - 1]))).join(' ')}`;

function groupBy<K extends string>(results: readonly CaseResult[], keys: (r: CaseResult) => readonly K[]): Map<K, CaseResult[]> {
  const groups = new Map<K, CaseResult[]>();
  for (const r of results) for (const k of keys(r)) groups.set(k, [...(groups.get(k) ?? []), r]);
  return groups;
}

export function printSplit(title: string, results: readonly CaseResult[]): void {
  console.log(`\n${title}`);
  console.log(HEADER);
  console.log(row('overall', tally(results)));
  for (const [lang, rs] of groupBy(results, (r) => [r.lang])) console.log(row(lang, tally(rs)));
  console.log('  by tag');
  const byTag = groupBy<CaseTag>(results, (r) => r.case.tags);
  for (const tag of [...byTag.keys()].sort()) console.log(row(`  ${tag}`, tally(byTag.get(tag) ?? [])));
}

/** An undefined figure (nothing flagged, or nothing to flag) holds no miss against the goal. */
const atLeast = (x: number | undefined, goal: number) => x === undefined || x >= goal;

export function goalFailures(results: readonly CaseResult[]): string[] {
  const failures: string[] = [];
  const all = tally(results);
  if (!atLeast(precision(all), GOALS.precision)) failures.push(`precision ${fixed(precision(all))} < ${GOALS.precision}`);
  if (!atLeast(recall(all), GOALS.recall)) failures.push(`recall ${fixed(recall(all))} < ${GOALS.recall}`);
  for (const [lang, rs] of groupBy(results, (r) => [r.lang])) {
    const t = tally(rs);
    if (!atLeast(precision(t), GOALS.perLanguage)) failures.push(`${lang} precision ${fixed(precision(t))} < ${GOALS.perLanguage}`);
    if (!atLeast(recall(t), GOALS.perLanguage)) failures.push(`${lang} recall ${fixed(recall(t))} < ${GOALS.perLanguage}`);
  }
  return failures;
}

export function printGoals(label: string, results: readonly CaseResult[]): void {
  const failures = goalFailures(results);
  console.log(`  ${label.padEnd(9)} ${failures.length === 0 ? 'met' : `not met: ${failures.join('; ')}`}`);
}

export function printMisses(title: string, results: readonly CaseResult[]): void {
  const wrong = results.filter((r) => r.falsePositives.length > 0 || r.falseNegatives.length > 0 || r.threw !== undefined);
  console.log(`\n${title}: ${wrong.length} sentences with a wrong or missing flag`);
  for (const r of wrong) {
    console.log(`  ${r.case.id}  ${JSON.stringify(r.case.sentence)}`);
    console.log(`    flags ${JSON.stringify(r.flags)}  expected ${JSON.stringify(r.case.expected)}`);
    if (r.threw !== undefined) console.log(`    threw: ${r.threw}`);
    if (r.falsePositives.length > 0) console.log(`    false positives: ${JSON.stringify(r.falsePositives)}`);
    if (r.falseNegatives.length > 0) console.log(`    false negatives: ${JSON.stringify(r.falseNegatives)}`);
  }
}
