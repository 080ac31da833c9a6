/** Stripe timestamps are Unix seconds. */
export function toSeconds(ms: number): number {
  return Math.floor(ms / 1000);
}

export type Interval = 'day' | 'week' | 'month' | 'year';

/**
 * The end of a billing period that starts at `start` (Unix seconds): calendar months and
 * years in UTC, clamped to the month's last day as Stripe does (Jan 31 + 1 month = Feb 28/29).
 */
export function addInterval(start: number, interval: Interval, count: number): number {
  const d = new Date(start * 1000);
  if (interval === 'day') return start + count * 86_400;
  if (interval === 'week') return start + count * 7 * 86_400;
  const months = interval === 'month' ? count : count * 12;
  const day = d.getUTCDate();
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return Math.floor(target.getTime() / 1000);
}
