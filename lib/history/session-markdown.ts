import type { HistorySession } from './history-types';
import { sessionLanguageLabel } from './debrief-labels';
import { oneLine } from './markdown-quote';
import { sourceLabel } from './source-label';
import { sourcesMarkdown } from './sources-markdown';

/** Minutes between start and end, rounded to one decimal; null while running or unknown. */
export function sessionMinutes(session: Pick<HistorySession, 'started_at' | 'ended_at'>): number | null {
  if (!session.ended_at) return null;
  const ms = Date.parse(session.ended_at) - Date.parse(session.started_at);
  return Number.isFinite(ms) && ms >= 0 ? Math.round(ms / 6000) / 10 : null;
}

export function formatDuration(minutes: number | null): string {
  if (minutes === null) return 'unfinished';
  if (minutes < 1) return `${Math.max(1, Math.round(minutes * 60))} s`;
  const whole = Math.floor(minutes);
  const seconds = Math.round((minutes - whole) * 60);
  return seconds ? `${whole} min ${seconds} s` : `${whole} min`;
}

/** The session as a Markdown document: a heading, its facts, then each question and answer with the sources it was given. */
export function sessionToMarkdown(session: HistorySession, timeZone?: string): string {
  const started = new Date(session.started_at);
  const when = started.toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone });
  const lines = [
    `# Interview on ${when}`,
    '',
    `- Duration: ${formatDuration(sessionMinutes(session))}`,
    `- Source: ${sourceLabel(session.source)}`,
    `- Answers: ${session.mode === 'auto' ? 'automatic' : 'on SPACE'}`,
    `- Questions: ${session.turns.length}`,
  ];
  const language = sessionLanguageLabel(session.language);
  if (language) lines.splice(4, 0, `- Language: ${language}`);
  lines.push('');
  session.turns.forEach((turn, i) => {
    lines.push(`## ${i + 1}. ${oneLine(turn.question) || '(no question text)'}`, '');
    if (!turn.answer.trim()) lines.push('_No answer was recorded._', '');
    else lines.push(turn.answer.trim(), '', ...sourcesMarkdown(turn.answer, turn.sources, timeZone));
  });
  return `${lines.join('\n').trimEnd()}\n`;
}

export function markdownFileName(session: Pick<HistorySession, 'started_at'>): string {
  return `cuecard-interview-${session.started_at.slice(0, 16).replace(/[:T]/g, '-')}.md`;
}
