// The benchmark's printed table: one line per script and one overall, per engine.
import type { SessionScore } from './score-session';

const fmtMs = (v: number) => (Number.isFinite(v) ? `${Math.round(v)}` : 'n/a');

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export function mergeScores(scores: SessionScore[]): SessionScore {
  return scores.reduce((a, b) => ({
    questions: a.questions + b.questions,
    answered: a.answered + b.answered,
    missed: [...a.missed, ...b.missed],
    falseTriggers: [...a.falseTriggers, ...b.falseTriggers],
    multiPart: a.multiPart + b.multiPart,
    multiPartOnce: a.multiPartOnce + b.multiPartOnce,
    followUps: a.followUps + b.followUps,
    followUpsWithContext: a.followUpsWithContext + b.followUpsWithContext,
    duplicates: a.duplicates + b.duplicates,
    cancelled: a.cancelled + b.cancelled,
    rateLimited: a.rateLimited + b.rateLimited,
    latenciesMs: [...a.latenciesMs, ...b.latenciesMs],
    latencyByQuestion: [...a.latencyByQuestion, ...b.latencyByQuestion],
    fromAudioEndMs: [...a.fromAudioEndMs, ...b.fromAudioEndMs],
    referenceWords: a.referenceWords + b.referenceWords,
    wordErrors: a.wordErrors + b.wordErrors,
    askersNamed: a.askersNamed + b.askersNamed,
    askersRight: a.askersRight + b.askersRight,
  }));
}

const HEADER = ['script', 'answered', 'missed', 'false', 'multi-part once', 'follow-up ctx', 'who asked', 'extra', 'restarted', 'p50', 'p95', 'max', 'audio p50', 'p95', 'max', 'WER'];
const WIDTHS = [22, 9, 7, 6, 16, 14, 10, 6, 10, 6, 6, 6, 10, 6, 6, 6];

function row(cells: string[]): string {
  return '  ' + cells.map((c, i) => c.padEnd(WIDTHS[i])).join('');
}

export function scoreLine(name: string, s: SessionScore, werOnly = false): string {
  const wer = `${((100 * s.wordErrors) / Math.max(1, s.referenceWords)).toFixed(1)}%`;
  if (werOnly) return `  ${name.padEnd(22)} WER ${wer} (${s.wordErrors} errors / ${s.referenceWords} words)`;
  return row([
    name,
    `${s.answered}/${s.questions}`,
    String(s.missed.length),
    String(s.falseTriggers.length),
    `${s.multiPartOnce}/${s.multiPart}`,
    `${s.followUpsWithContext}/${s.followUps}`,
    // Answers that named who asked, right of those named; '-' when no voice was told apart.
    s.askersNamed > 0 ? `${s.askersRight}/${s.askersNamed}` : '-',
    String(s.duplicates),
    String(s.cancelled),
    fmtMs(percentile(s.latenciesMs, 50)),
    fmtMs(percentile(s.latenciesMs, 95)),
    fmtMs(Math.max(...s.latenciesMs)),
    fmtMs(percentile(s.fromAudioEndMs, 50)),
    fmtMs(percentile(s.fromAudioEndMs, 95)),
    fmtMs(Math.max(...s.fromAudioEndMs)),
    wer,
  ]);
}

export function formatEngine(title: string, scores: { name: string; score: SessionScore }[], werOnly = false): string {
  const all = mergeScores(scores.map((s) => s.score));
  const lines = [title];
  if (!werOnly) lines.push(row(HEADER));
  for (const { name, score } of scores) lines.push(scoreLine(name, score, werOnly));
  lines.push(scoreLine('overall', all, werOnly));
  if (!werOnly) {
    const pct = (n: number) => `${((100 * n) / Math.max(1, all.questions)).toFixed(1)}%`;
    lines.push(
      `  answered ${pct(all.answered)}, false triggers ${pct(all.falseTriggers.length)} of questions; latency = end of the last sentence heard → first answer chunk (ms); audio = end of the whole question's audio → first chunk (negative: the answer started before the interviewer finished); model time excluded; rate-limited answers ${all.rateLimited}`,
    );
    if (all.askersNamed > 0) lines.push(`  who asked: ${all.askersRight} of ${all.askersNamed} answers named the interviewer the script gave the question (${((100 * all.askersRight) / all.askersNamed).toFixed(1)}%)`);
    if (all.missed.length) lines.push(`  missed: ${all.missed.join(', ')}`);
    for (const f of all.falseTriggers) lines.push(`  false trigger: ${f}`);
  }
  return lines.join('\n');
}
