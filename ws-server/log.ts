// Structured JSON logs on stderr. Only ids, codes, counts and sizes: never transcripts,
// resumes, prompts or tokens (STYLE.md).
type Level = 'debug' | 'info' | 'warn' | 'error';
type Field = string | number | boolean | null | undefined;

const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export function log(level: Level, event: string, fields: Record<string, Field> = {}): void {
  const threshold = order[(process.env.LOG_LEVEL as Level) ?? 'info'] ?? order.info;
  if (order[level] < threshold) return;
  process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), level, event, ...fields })}\n`);
}
