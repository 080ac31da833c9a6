// The printed figures of one column (through the pipeline, or the recogniser alone): WER
// overall (errors summed over reference words summed), per style, per speaker worst first, and
// the mean over speakers, which stops the one speaker with thirteen clips from weighing most.
// With BENCH_VERBOSE=1 every clip follows: its reference and hypothesis as scored.
import { STYLES, type Clip } from './manifest';
import { wordErrorRate, type WordScore } from './normalise-words';

export interface ClipResult {
  clip: Pick<Clip, 'name' | 'style' | 'speaker_id' | 'seconds'>;
  score: WordScore;
  /** The server's final utterances, as printed (pipeline only): where it cut the speech. */
  utterances?: string[];
  /** Something about this clip's run worth seeing next to its figures. */
  note?: string;
}

export interface Column {
  title: string;
  results: ClipResult[];
  /** Lines printed under the figures (waits, errors, pieces). */
  notes: string[];
  seconds: number;
}

const pct = (rate: number) => `${(100 * rate).toFixed(1)}%`;
const errorsOf = (results: ClipResult[]) => results.reduce((n, r) => n + r.score.errors, 0);
const wordsOf = (results: ClipResult[]) => results.reduce((n, r) => n + r.score.reference.length, 0);

function rateLine(label: string, results: ClipResult[]): string {
  const rate = wordErrorRate(results.map((r) => r.score));
  return `  ${label.padEnd(14)} ${pct(rate).padStart(6)}  (${errorsOf(results)} errors / ${wordsOf(results)} words, ${results.length} clips)`;
}

function bySpeaker(results: ClipResult[]): { speaker: string; results: ClipResult[]; rate: number }[] {
  const groups = new Map<string, ClipResult[]>();
  for (const r of results) groups.set(r.clip.speaker_id, [...(groups.get(r.clip.speaker_id) ?? []), r]);
  return [...groups]
    .map(([speaker, rs]) => ({ speaker, results: rs, rate: wordErrorRate(rs.map((r) => r.score)) }))
    .sort((a, b) => b.rate - a.rate || a.speaker.localeCompare(b.speaker));
}

export function formatColumn({ title, results, notes, seconds }: Column, verbose: boolean): string {
  const lines = [`${title}: ${Math.round(seconds)} s`, rateLine('overall', results)];
  for (const style of STYLES) {
    const of = results.filter((r) => r.clip.style === style);
    if (of.length) lines.push(rateLine(style, of));
  }
  const speakers = bySpeaker(results);
  const mean = speakers.reduce((n, s) => n + s.rate, 0) / Math.max(1, speakers.length);
  lines.push(`  ${'speaker mean'.padEnd(14)} ${pct(mean).padStart(6)}  (mean of ${speakers.length} speakers' WER)`);
  lines.push('  by speaker, worst first (WER errors/words clips style):');
  // Three speakers to a line keeps forty of them on one screen.
  const cells = speakers.map((s) => {
    const styles = [...new Set(s.results.map((r) => r.clip.style[0]))].join('');
    return `${s.speaker.padEnd(18)} ${pct(s.rate).padStart(6)} ${`${errorsOf(s.results)}/${wordsOf(s.results)}`.padStart(7)} ${String(s.results.length).padStart(2)} ${styles.padEnd(2)}`;
  });
  for (let i = 0; i < cells.length; i += 3) lines.push(`    ${cells.slice(i, i + 3).join('   ')}`.trimEnd());
  lines.push(...notes.map((n) => `  ${n}`));
  if (verbose) lines.push(...results.flatMap(formatClip));
  return lines.join('\n');
}

function formatClip({ clip, score, utterances, note }: ClipResult): string[] {
  const rate = score.errors / Math.max(1, score.reference.length);
  const lines = [
    `  ${clip.name} (${clip.style}, ${clip.speaker_id}, ${clip.seconds} s): ${pct(rate)} (${score.errors}/${score.reference.length})${note ? `; ${note}` : ''}`,
    `    ref: ${score.reference.join(' ')}`,
    `    hyp: ${score.hypothesis.join(' ')}`,
  ];
  if (utterances) lines.push(`    utterances: ${utterances.map((u) => `"${u}"`).join(' | ') || '(none)'}`);
  return lines;
}
