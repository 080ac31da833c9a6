import { redactSecrets } from './redact';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

/**
 * One structured JSON line per event on stdout/stderr, for the platform's log collector.
 * String fields are passed through redactSecrets; callers must still never pass resumes,
 * job descriptions, transcripts or tokens (log ids and sizes instead).
 */
export function writeLog(level: LogLevel, msg: string, fields: Record<string, unknown> = {}): void {
  const clean: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    clean[key] = typeof value === 'string' ? redactSecrets(value) : value;
  }
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg: redactSecrets(msg), ...clean });
  if (level === 'error' || level === 'warn') console.error(line);
  else console.log(line);
}
