import type { AnswerSource } from '@/lib/evidence/answer-source';
import { listAnswerSources } from '@/lib/evidence/listed-sources';
import { oneLine, quote } from './markdown-quote';
import { toldLabel } from '@/lib/rounds/told-label';

/**
 * The lines listing an answer's sources under it in a Markdown export, as the screen lists them:
 * the heading, then each source's number and label (cited ones first, marked) with its passage
 * quoted, so every [n] in the answer points to something, and under a story where it was told
 * in earlier rounds (dates in `timeZone`). None for an answer given no sources.
 */
export function sourcesMarkdown(answer: string, sources: readonly AnswerSource[] | undefined, timeZone?: string): string[] {
  const listed = listAnswerSources(answer, sources);
  if (!listed) return [];
  const lines = [`**${listed.heading}**`, ''];
  for (const { source, cited } of listed.entries) {
    lines.push(`- **[${source.n}]** ${oneLine(source.label)}${cited ? ' (cited)' : ''}`);
    if (source.told?.length) lines.push(`  _${source.told.map((t) => toldLabel(t, timeZone)).join(' · ')}_`);
    if (source.text.trim()) lines.push(quote(source.text, '  '));
  }
  lines.push('');
  return lines;
}
