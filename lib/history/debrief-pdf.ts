import 'server-only';
import { PDFDocument, rgb } from 'pdf-lib';
import { listAnswerSources } from '@/lib/evidence/listed-sources';
import { formatScore } from '@/lib/feedback/format-score';
import { capDebriefForExport } from './cap-export-fields';
import { EMAIL_LABEL, NOT_CAPTURED, TEMPLATES_LABEL, askedByLine, debriefTitle, figuresLine, partsLine, sessionLanguageLabel, totalsRows } from './debrief-labels';
import type { Debrief } from './debrief-types';
import { markdownToPlainText } from './markdown-to-plain-text';
import { formatDuration, sessionMinutes } from './session-markdown';
import { MUTED, PdfWriter, type Style } from './pdf-writer';
import { ROUNDS_HEADING } from '@/lib/rounds/round-labels';
import { roundsExportText } from '@/lib/rounds/rounds-export-text';
import { toldLabel } from '@/lib/rounds/told-label';

/**
 * The debrief as a PDF made on the server with pdf-lib: the same sections as the page and
 * the Markdown export (each suggested answer followed by its sources), with Markdown reduced
 * to plain text. English is drawn in the standard
 * Helvetica fonts (no font file); every other script in a subset of a Noto font read from an
 * npm package (pdf-font-set.ts), nothing fetched. Long fields are capped
 * (cap-export-fields.ts) and lines wrapped in linear time (wrap-text.ts, wrap-runs.ts).
 */
const INK = rgb(0.07, 0.09, 0.15);
const BRAND = rgb(0.2, 0.25, 0.75);

export async function debriefToPdf(full: Debrief, timeZone?: string): Promise<Uint8Array> {
  const debrief = capDebriefForExport(full);
  const doc = await PDFDocument.create();
  const title = `Debrief: ${debriefTitle(debrief, timeZone)}`;
  // Document information is UTF-16 text: the title keeps every script as written.
  doc.setTitle(title);
  doc.setCreator('Cuecard AI');
  doc.setProducer('Cuecard AI');
  const w = new PdfWriter(doc);
  const body = (text: string, more: Partial<Style> = {}) => w.text(text, { weight: 'regular', size: 10, color: INK, ...more });
  const heading = (text: string) => w.text(text, { weight: 'bold', size: 14, color: INK, gapBefore: 14 });

  w.text('Debrief', { weight: 'bold', size: 22, color: BRAND });
  body(debriefTitle(debrief, timeZone), { size: 11, color: MUTED, gapBefore: 2 });
  w.space(8);
  body(`Duration: ${formatDuration(sessionMinutes(debrief.session))}`);
  const language = sessionLanguageLabel(debrief.session.language);
  if (language) body(`Language: ${language}`);
  for (const [label, value] of totalsRows(debrief)) body(`${label}: ${value}`);

  if (debrief.rounds?.stories.length) {
    const rounds = roundsExportText(debrief.rounds, debrief.application?.title, timeZone);
    heading(ROUNDS_HEADING);
    body(rounds.line, { color: MUTED, size: 9 });
    for (const story of rounds.stories) {
      body(story.title, { weight: 'bold', gapBefore: 6 });
      for (const line of story.lines) body(line, { indent: 8 });
    }
  }

  heading('Three things to improve');
  debrief.improvements.forEach((thing, i) => body(`${i + 1}. ${thing}`, { gapBefore: 3 }));
  body(TEMPLATES_LABEL, { weight: 'italic', color: MUTED, size: 9, gapBefore: 4 });

  heading('Questions');
  if (debrief.turns.length === 0) body('No questions were asked in this session.', { weight: 'italic' });
  debrief.turns.forEach((turn, i) => {
    w.text(`${i + 1}. ${turn.question.replace(/\s+/g, ' ').trim() || '(no question text)'}`, { weight: 'bold', size: 11, color: INK, gapBefore: 12 });
    if (turn.askedBy) body(askedByLine(turn.askedBy), { color: MUTED, gapBefore: 2 });
    if (turn.feedback) {
      body(`Score: ${formatScore(turn.feedback.score)} (${partsLine(turn.feedback)})`, { weight: 'bold', color: BRAND, gapBefore: 3 });
      body(figuresLine(turn.feedback), { color: MUTED });
      for (const note of turn.feedback.notes) body(`• ${note}`, { indent: 8 });
    }
    body('Your words', { weight: 'bold', gapBefore: 6 });
    body(turn.candidateAnswer.trim() || NOT_CAPTURED, turn.candidateAnswer.trim() ? { indent: 8 } : { weight: 'italic', color: MUTED, indent: 8 });
    if (turn.feedback?.written_feedback) {
      body('Feedback', { weight: 'bold', gapBefore: 6 });
      body(turn.feedback.written_feedback, { indent: 8 });
    }
    if (turn.feedback?.stronger_answer) {
      body('A stronger answer', { weight: 'bold', gapBefore: 6 });
      body(turn.feedback.stronger_answer, { indent: 8 });
    }
    if (turn.suggestedAnswer.trim()) {
      body('Suggested answer', { weight: 'bold', gapBefore: 6 });
      body(markdownToPlainText(turn.suggestedAnswer), { indent: 8 });
      // What its [n] point to, listed as the screen lists them.
      const listed = listAnswerSources(turn.suggestedAnswer, turn.sources);
      if (listed) body(listed.heading, { weight: 'bold', gapBefore: 6 });
      for (const { source, cited } of listed?.entries ?? []) {
        body(`[${source.n}] ${source.label}${cited ? ' · cited' : ''}`, { weight: 'bold', size: 9, indent: 8, gapBefore: 3 });
        if (source.told?.length) body(source.told.map((t) => toldLabel(t, timeZone)).join(' · '), { size: 9, indent: 16 });
        body(source.text, { size: 9, color: MUTED, indent: 16 });
      }
    }
  });

  if (debrief.thankYou) {
    heading('Thank-you e-mail');
    body(EMAIL_LABEL, { weight: 'italic', color: MUTED, size: 9 });
    body(`Subject: ${debrief.thankYou.subject}`, { weight: 'bold', gapBefore: 6 });
    body(debrief.thankYou.body, { gapBefore: 4 });
  }
  await w.finish('Cuecard AI debrief');
  return doc.save();
}
