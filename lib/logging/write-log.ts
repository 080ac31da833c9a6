import { redactSecrets } from './redact';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

/**
 * The one logger of the app and the ws-server: one structured JSON line per event, warnings
 * and errors on stderr, the rest on stdout, for the platform's log collector. Lines below
 * LOG_LEVEL (default info) are dropped. String fields are passed through redactSecrets;
 * callers must still never pass resumes, job descriptions, transcripts or tokens (log ids,
 * codes and sizes instead).
 */
export function writeLog(level: LogLevel, msg: string, fields: Record<string, unknown> = {}): void {
  if (ORDER[level] < ORDER[threshold()]) return;
  const clean: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    clean[key] = typeof value === 'string' ? redactSecrets(value) : value;
  }
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg: redactSecrets(msg), ...clean });
  if (level === 'error' || level === 'warn') console.error(line);
  else console.log(line);
}

/** Read on every call, so tests and benchmarks can quieten a server already imported. */
function threshold(): LogLevel {
  const wanted = typeof process === 'undefined' ? undefined : process.env.LOG_LEVEL;
  return wanted !== undefined && isLogLevel(wanted) ? wanted : 'info';
}

function isLogLevel(name: string): name is LogLevel {
  return Object.hasOwn(ORDER, name);
}
