// A server log (one JSON line per event, lib/logging/write-log.ts) as one line for a bench's
// output: how many lines, and the warnings and errors by message, so anything that went wrong
// under load (a reconnect to the recogniser, a slow client, a failed answer) is seen.
import fs from 'node:fs';
import { isRecord } from '../../lib/is-record';

export function summariseLog(file: string): string {
  if (!fs.existsSync(file)) return 'no log';
  const lines = fs.readFileSync(file, 'utf8').split('\n').filter(Boolean);
  const counts = new Map<string, number>();
  for (const line of lines) {
    let entry: unknown;
    try {
      entry = JSON.parse(line);
    } catch {
      entry = { level: 'text', msg: line.slice(0, 80) };
    }
    if (!isRecord(entry) || entry.level === 'info' || entry.level === 'debug') continue;
    const key = `${String(entry.level)} ${String(entry.msg)}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const problems = [...counts].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ×${n}`);
  return `${lines.length} lines; ${problems.length ? problems.join(', ') : 'no warnings or errors'}`;
}
