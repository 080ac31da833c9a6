import 'server-only';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatScore } from '@/lib/feedback/format-score';
import { capDebriefForExport } from './cap-export-fields';
import { EMAIL_LABEL, NOT_CAPTURED, TEMPLATES_LABEL, debriefTitle, figuresLine, partsLine, totalsRows } from './debrief-labels';
import type { Debrief } from './debrief-types';
import { markdownToPlainText } from './markdown-to-plain-text';
import { formatDuration, sessionMinutes } from './session-markdown';
import { toWinAnsi } from './to-win-ansi';
import { wrapParagraph } from './wrap-text';

/**
 * The debrief as a PDF made on the server with pdf-lib and the standard Helvetica fonts (no
 * font files, nothing fetched): the same sections as the page and the Markdown export, with
 * Markdown reduced to plain text and every character the fonts cannot draw replaced. Long
 * fields are capped (cap-export-fields.ts) and lines wrapped in linear time (wrap-text.ts).
 */
const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const INK = rgb(0.07, 0.09, 0.15);
const MUTED = rgb(0.33, 0.37, 0.45);
const BRAND = rgb(0.2, 0.25, 0.75);

type Style = { font: PDFFont; size: number; color: ReturnType<typeof rgb>; indent?: number; gapBefore?: number };

class PdfWriter {
  private page!: PDFPage;
  private y = 0;
  constructor(
    private readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    readonly italic: PDFFont,
  ) {
    this.newPage();
  }

  private newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  /** Writes text wrapped to the page width, starting a new page when the current one is full. */
  text(text: string, style: Style) {
    const { font, size, color } = style;
    const indent = style.indent ?? 0;
    const lineHeight = size * 1.4;
    const width = PAGE.width - 2 * PAGE.margin - indent;
    this.y -= style.gapBefore ?? 0;
    for (const paragraph of toWinAnsi(text, font).split('\n')) {
      for (const line of wrapParagraph(paragraph, font, size, width)) {
        if (this.y - lineHeight < PAGE.margin) this.newPage();
        this.y -= lineHeight;
        if (line) this.page.drawText(line, { x: PAGE.margin + indent, y: this.y + size * 0.3, size, font, color });
      }
    }
  }

  space(points: number) {
    this.y -= points;
  }

  footers(title: string) {
    const pages = this.doc.getPages();
    pages.forEach((page, i) => {
      const label = toWinAnsi(`${title} · page ${i + 1} of ${pages.length}`, this.regular);
      page.drawText(label, { x: PAGE.margin, y: PAGE.margin / 2, size: 8, font: this.regular, color: MUTED });
    });
  }
}

export async function debriefToPdf(full: Debrief, timeZone?: string): Promise<Uint8Array> {
  const debrief = capDebriefForExport(full);
  const doc = await PDFDocument.create();
  const title = `Debrief: ${debriefTitle(debrief, timeZone)}`;
  doc.setTitle(toWinAnsi(title));
  doc.setCreator('Cuecard AI');
  doc.setProducer('Cuecard AI');
  const w = new PdfWriter(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold), await doc.embedFont(StandardFonts.HelveticaOblique));
  const body = (text: string, more: Partial<Style> = {}) => w.text(text, { font: w.regular, size: 10, color: INK, ...more });
  const heading = (text: string) => w.text(text, { font: w.bold, size: 14, color: INK, gapBefore: 14 });

  w.text('Debrief', { font: w.bold, size: 22, color: BRAND });
  body(debriefTitle(debrief, timeZone), { size: 11, color: MUTED, gapBefore: 2 });
  w.space(8);
  body(`Duration: ${formatDuration(sessionMinutes(debrief.session))}`);
  for (const [label, value] of totalsRows(debrief)) body(`${label}: ${value}`);

  heading('Three things to improve');
  debrief.improvements.forEach((thing, i) => body(`${i + 1}. ${thing}`, { gapBefore: 3 }));
  body(TEMPLATES_LABEL, { font: w.italic, color: MUTED, size: 9, gapBefore: 4 });

  heading('Questions');
  if (debrief.turns.length === 0) body('No questions were asked in this session.', { font: w.italic });
  debrief.turns.forEach((turn, i) => {
    w.text(`${i + 1}. ${turn.question.replace(/\s+/g, ' ').trim() || '(no question text)'}`, { font: w.bold, size: 11, color: INK, gapBefore: 12 });
    if (turn.feedback) {
      body(`Score: ${formatScore(turn.feedback.score)} (${partsLine(turn.feedback)})`, { font: w.bold, color: BRAND, gapBefore: 3 });
      body(figuresLine(turn.feedback), { color: MUTED });
      for (const note of turn.feedback.notes) body(`• ${note}`, { indent: 8 });
    }
    body('Your words', { font: w.bold, gapBefore: 6 });
    body(turn.candidateAnswer.trim() || NOT_CAPTURED, turn.candidateAnswer.trim() ? { indent: 8 } : { font: w.italic, color: MUTED, indent: 8 });
    if (turn.feedback?.written_feedback) {
      body('Feedback', { font: w.bold, gapBefore: 6 });
      body(turn.feedback.written_feedback, { indent: 8 });
    }
    if (turn.feedback?.stronger_answer) {
      body('A stronger answer', { font: w.bold, gapBefore: 6 });
      body(turn.feedback.stronger_answer, { indent: 8 });
    }
    if (turn.suggestedAnswer.trim()) {
      body('Suggested answer', { font: w.bold, gapBefore: 6 });
      body(markdownToPlainText(turn.suggestedAnswer), { indent: 8 });
    }
  });

  if (debrief.thankYou) {
    heading('Thank-you e-mail');
    body(EMAIL_LABEL, { font: w.italic, color: MUTED, size: 9 });
    body(`Subject: ${debrief.thankYou.subject}`, { font: w.bold, gapBefore: 6 });
    body(debrief.thankYou.body, { gapBefore: 4 });
  }
  w.footers('Cuecard AI debrief');
  return doc.save();
}
