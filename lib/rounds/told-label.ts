// How Cuecard says where a story was told: "Told on Nov 28, round 1", the date in the reader's
// time zone (the browser's own, or the zone a PDF was asked for). The words stay English, as the
// interface is.
import type { ToldRound } from './round-types';

type Told = Pick<ToldRound, 'at' | 'round'>;

/** "Nov 28". */
export function toldDate(at: string, timeZone?: string): string {
  return new Date(at).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone });
}

/** "Told on Nov 28, round 1". */
export function toldLabel(told: Told, timeZone?: string): string {
  return `Told on ${toldDate(told.at, timeZone)}, round ${told.round}`;
}

/**
 * The rounds a story was told in, oldest first, once per round number (a restarted interview is
 * the same round): what the marks list.
 */
export function toldRoundsOf<T extends Told>(rounds: readonly T[]): T[] {
  const byRound = new Map<number, T>();
  for (const r of [...rounds].sort((a, b) => Date.parse(a.at) - Date.parse(b.at))) if (!byRound.has(r.round)) byRound.set(r.round, r);
  return [...byRound.values()];
}
