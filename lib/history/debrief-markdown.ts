import { formatScore } from '@/lib/feedback/format-score';
import { capDebriefForExport } from './cap-export-fields';
import { EMAIL_LABEL, NOT_CAPTURED, TEMPLATES_LABEL, askedByLine, debriefTitle, figuresLine, partsLine, sessionLanguageLabel, totalsRows } from './debrief-labels';
import type { Debrief } from './debrief-types';
import { oneLine, quote } from './markdown-quote';
import { formatDuration, sessionMinutes } from './session-markdown';
import { sourcesMarkdown } from './sources-markdown';
import { ROUNDS_HEADING } from '@/lib/rounds/round-labels';
import { roundsExportText } from '@/lib/rounds/rounds-export-text';

/** The debrief as a Markdown document: the same sections, in the same order, as the page (long fields capped). */
export function debriefToMarkdown(full: Debrief, timeZone?: string): string {
  const debrief = capDebriefForExport(full);
  const lines = [`# Debrief: ${debriefTitle(debrief, timeZone)}`, '', `- Duration: ${formatDuration(sessionMinutes(debrief.session))}`];
  const language = sessionLanguageLabel(debrief.session.language);
  if (language) lines.push(`- Language: ${language}`);
  for (const [label, value] of totalsRows(debrief)) lines.push(`- ${label}: ${value}`);
  if (debrief.rounds?.stories.length) {
    const rounds = roundsExportText(debrief.rounds, debrief.application?.title, timeZone);
    lines.push('', `## ${ROUNDS_HEADING}`, '', `_${rounds.line}_`, '');
    for (const story of rounds.stories) lines.push(`- **${story.title}**`, ...story.lines.map((l) => `  - ${l}`));
  }
  lines.push('', '## Three things to improve', '');
  debrief.improvements.forEach((thing, i) => lines.push(`${i + 1}. ${oneLine(thing)}`));
  lines.push('', `_${TEMPLATES_LABEL}_`, '', '## Questions', '');
  if (debrief.turns.length === 0) lines.push('_No questions were asked in this session._', '');
  debrief.turns.forEach((turn, i) => {
    lines.push(`### ${i + 1}. ${oneLine(turn.question) || '(no question text)'}`, '');
    if (turn.askedBy) lines.push(askedByLine(oneLine(turn.askedBy)), '');
    if (turn.feedback) {
      lines.push(`**Score: ${formatScore(turn.feedback.score)}** (${partsLine(turn.feedback)})`, '', `- ${figuresLine(turn.feedback)}`);
      for (const note of turn.feedback.notes) lines.push(`- ${oneLine(note)}`);
      lines.push('');
    }
    lines.push('**Your words**', '', turn.candidateAnswer.trim() ? quote(turn.candidateAnswer) : `_${NOT_CAPTURED}_`, '');
    if (turn.feedback?.written_feedback) lines.push('**Feedback**', '', quote(turn.feedback.written_feedback), '');
    if (turn.feedback?.stronger_answer) lines.push('**A stronger answer**', '', quote(turn.feedback.stronger_answer), '');
    if (turn.suggestedAnswer.trim()) lines.push('**Suggested answer**', '', turn.suggestedAnswer.trim(), '', ...sourcesMarkdown(turn.suggestedAnswer, turn.sources, timeZone));
  });
  if (debrief.thankYou) {
    lines.push('## Thank-you e-mail', '', `_${EMAIL_LABEL}_`, '', `**Subject:** ${oneLine(debrief.thankYou.subject)}`, '', quote(debrief.thankYou.body), '');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
