// The bad-day bench's figures, per phase of its timeline: sessions alive, questions answered by
// source out of those asked, end of question → first chunk, reconnects and how long until ready
// again, and turns lost; then billing against connected time for the whole run, and the goals.
import { fmt, percentile } from '../ws-support';
import type { AskedQuestion, ClientsReport, Reconnect } from './clients-process';
import { whichQuestion } from './marked-speech';

export interface PhaseWindow {
  name: string;
  from: number;
  to: number;
  /** Fewest sessions ready at once, and how many were ready at the phase's end. */
  minAlive: number;
  endAlive: number;
}

export interface StoredTurn {
  userId: string;
  question: string;
  questionAt: number;
  answerEngine: string | null;
}

export interface Billing {
  chargedSeconds: number;
  connectedSeconds: number;
  /** Usage rows whose charged seconds exceed the row's own span (a gap billed twice). */
  overcharged: number;
}

const inWindow = (at: number, w: PhaseWindow) => at >= w.from && at < w.to;

/** A question the client saw answered, matched to a stored turn of the same user (same question, near in time), or lost. */
function lostTurns(answered: AskedQuestion[], users: string[], turns: StoredTurn[]): Set<AskedQuestion> {
  const left = new Map<string, StoredTurn[]>();
  for (const t of turns) left.set(t.userId, [...(left.get(t.userId) ?? []), t]);
  const lost = new Set<AskedQuestion>();
  for (const q of answered) {
    const mine = left.get(users[q.session]) ?? [];
    const i = mine.findIndex((t) => Math.abs(t.questionAt - q.endedAt) < 20_000 && (whichQuestion(t.question) ?? q.question) === q.question);
    if (i < 0) lost.add(q);
    else mine.splice(i, 1);
  }
  return lost;
}

export function formatReport(windows: PhaseWindow[], c: ClientsReport, users: string[], turns: StoredTurn[], billing: Billing, sessions: number): string {
  const lines: string[] = [];
  const delivered = c.questions.filter((q) => q.delivered);
  const lost = lostTurns(
    delivered.filter((q) => q.firstChunkAt !== undefined),
    users,
    turns,
  );
  lines.push('phase                                    alive (min/end)  answered / asked   by source                      first chunk p50/p95 (ms)  reconnects  ready again p95/max (s)  turns lost');
  const goals = { alive: true, answered: true, hangP95: true, lost: lost.size === 0 };
  for (const w of windows) {
    const asked = delivered.filter((q) => inWindow(q.endedAt, w));
    const answered = asked.filter((q) => q.firstChunkAt !== undefined);
    const sources: Record<string, number> = {};
    for (const q of answered) sources[q.source ?? '?'] = (sources[q.source ?? '?'] ?? 0) + 1;
    const replaced = answered.filter((q) => q.replaced).length;
    if (replaced > 0) sources['then model'] = replaced;
    const waits = answered.map((q) => Math.max(0, q.firstChunkAt! - q.endedAt));
    const reconnects: Reconnect[] = c.reconnects.filter((r) => inWindow(r.droppedAt, w));
    const back = reconnects.map((r) => ((r.readyAt ?? w.to + 60_000) - r.droppedAt) / 1000);
    const share = asked.length === 0 ? 1 : answered.length / asked.length;
    if (share < 0.99) goals.answered = false;
    if (back.some((s) => s > 5)) goals.alive = false;
    if (w.name.includes('hangs') && percentile(waits, 95) > 3000) goals.hangP95 = false;
    lines.push(
      [
        w.name.padEnd(40),
        `${w.minAlive}/${w.endAlive} of ${sessions}`.padEnd(16),
        `${answered.length} / ${asked.length} (${fmt(share * 100, 1)}%)`.padEnd(18),
        Object.entries(sources).map(([k, v]) => `${k} ${v}`).join(', ').padEnd(30),
        `${fmt(percentile(waits, 50), 0)} / ${fmt(percentile(waits, 95), 0)}`.padEnd(25),
        String(reconnects.length).padEnd(11),
        `${fmt(percentile(back, 95), 1)} / ${fmt(Math.max(0, ...back), 1)}`.padEnd(24),
        String([...lost].filter((q) => inWindow(q.endedAt, w)).length),
      ].join(' '),
    );
  }
  const unanswered = delivered.filter((q) => q.firstChunkAt === undefined);
  if (unanswered.length > 0) {
    lines.push('unanswered questions (phase, session, question, a reconnect of that session within 10 s of its end):');
    for (const q of unanswered) {
      const w = windows.find((x) => inWindow(q.endedAt, x));
      const near = c.reconnects.filter((r) => r.session === q.session && Math.abs(r.droppedAt - q.endedAt) < 10_000);
      lines.push(`  ${w?.name ?? '?'}: session ${q.session}, question ${q.question}; ${near.map((r) => `${r.byBench ? 'dropped' : `closed ${r.closeCode}`} ${fmt((r.droppedAt - q.endedAt) / 1000, 1)} s`).join(', ') || 'none'}`);
    }
  }
  const hang = windows.find((w) => w.name.includes('hangs'));
  if (hang) {
    // Which of the hang's answers came late, and whether their session's link dropped while it waited.
    const slow = delivered.filter((q) => inWindow(q.endedAt, hang) && q.firstChunkAt !== undefined && q.firstChunkAt - q.endedAt > 3000);
    const crossed = slow.filter((q) => c.reconnects.some((r) => r.session === q.session && r.droppedAt >= q.endedAt && r.droppedAt <= q.firstChunkAt!));
    lines.push(`first chunks over 3 s while the model hangs: ${slow.length} (${crossed.length} waited across a reconnect of their session)`);
  }
  if (lost.size > 0) {
    lines.push('turns lost (phase, session, question, first chunk from, reconnects of that session within 20 s):');
    for (const q of lost) {
      const w = windows.find((x) => inWindow(q.endedAt, x));
      const near = c.reconnects.filter((r) => r.session === q.session && Math.abs(r.droppedAt - q.endedAt) < 20_000);
      lines.push(`  ${w?.name ?? '?'}: session ${q.session}, question ${q.question}, ${q.source}${q.replaced ? ' then model' : ''}, ${q.status ?? 'not finished'}; ${near.map((r) => `${r.byBench ? 'dropped' : `closed ${r.closeCode}`} ${fmt((r.droppedAt - q.endedAt) / 1000, 1)} s`).join(', ') || 'none'}`);
    }
  }
  const undelivered = c.questions.length - delivered.length;
  lines.push(`questions whose speech did not all reach a server (dropped while disconnected, beyond the client's 1 s buffer): ${undelivered} of ${c.questions.length}`);
  lines.push(`notices: ${JSON.stringify(c.notices)}; errors: ${JSON.stringify(c.errors)}; sessions given up: ${JSON.stringify(c.stopped)}`);
  const ratio = billing.connectedSeconds > 0 ? billing.chargedSeconds / billing.connectedSeconds : NaN;
  const billed = Math.abs(ratio - 1) <= 0.01 && billing.overcharged === 0;
  lines.push(`billing: ${fmt(billing.chargedSeconds, 0)} s charged against ${fmt(billing.connectedSeconds, 0)} s connected (${fmt((ratio - 1) * 100, 2)}%); usage rows charged past their span: ${billing.overcharged}`);
  lines.push(
    `goals: sessions ready again within 5 s ${goals.alive ? 'met' : 'NOT met'}; >= 99% answered in every phase ${goals.answered ? 'met' : 'NOT met'}; first chunk p95 <= 3 s while the model hangs ${goals.hangP95 ? 'met' : 'NOT met'}; 0 turns lost ${goals.lost ? 'met' : 'NOT met'}; billing within 1% and nothing twice ${billed ? 'met' : 'NOT met'}`,
  );
  return lines.join('\n');
}
