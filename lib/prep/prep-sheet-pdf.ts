import 'server-only';
import { PDFDocument, rgb } from 'pdf-lib';
import { MUTED, PdfWriter, type Style } from '../history/pdf-writer';
import type { PrepSheet } from './prep-sheet';
import { NO_INTERVIEW_DATE, NO_NOTES, NO_STORY, PREP_SHEET_HEADINGS, STAR_LABELS, formatInterviewAt, questionKindLabel, sheetDetails } from './prep-sheet-labels';
import { toldByStory } from '../rounds/fetch-told-stories';
import { toldToHeading } from '../rounds/round-labels';
import { toldLabel } from '../rounds/told-label';

/**
 * The prep sheet as a PDF, with the debrief's machinery: the same sections as the page, every
 * story written out once (paper cannot expand), Latin text in Helvetica and every other script in an
 * embedded subset of a Noto font (pdf-font-set.ts), nothing fetched. The interview time is in
 * the zone the browser sent, named, or UTC.
 */
const INK = rgb(0.07, 0.09, 0.15);
const BRAND = rgb(0.2, 0.25, 0.75);

export async function prepSheetToPdf(sheet: PrepSheet, timeZone?: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Prep sheet: ${sheet.title}`);
  doc.setCreator('Cuecard AI');
  doc.setProducer('Cuecard AI');
  const w = new PdfWriter(doc);
  const body = (text: string, more: Partial<Style> = {}) => w.text(text, { weight: 'regular', size: 10, color: INK, ...more });
  const heading = (text: string) => w.text(text, { weight: 'bold', size: 14, color: INK, gapBefore: 16 });

  w.text('Prep sheet', { weight: 'bold', size: 22, color: BRAND });
  body(sheet.title, { size: 12, color: MUTED, gapBefore: 2 });
  w.space(8);
  const interview = sheet.interviewAt ? formatInterviewAt(sheet.interviewAt, timeZone) : NO_INTERVIEW_DATE;
  for (const [label, value] of sheetDetails(sheet, interview)) body(`${label}: ${value}`);
  if (sheet.languageNotice) body(sheet.languageNotice, { weight: 'italic', color: MUTED, size: 9, gapBefore: 4 });

  // Where each story was told, in the zone the browser asked for.
  const toldLine = (rounds: readonly { at: string; round: number }[]) => rounds.map((r) => toldLabel(r, timeZone)).join(' · ');
  if (sheet.told.length > 0) {
    heading(toldToHeading(sheet.company));
    for (const s of sheet.told) {
      body(s.title, { weight: 'bold', gapBefore: 4 });
      body(toldLine(s.rounds), { indent: 8, color: MUTED });
    }
  }
  const told = toldByStory(sheet.told);

  heading(PREP_SHEET_HEADINGS.questions);
  const writtenUnder = new Map<string, number>();
  sheet.questions.forEach((q, i) => {
    w.text(`${i + 1}. ${q.text}`, { weight: 'bold', size: 11, color: INK, gapBefore: 10 });
    body(questionKindLabel(q.kind), { color: MUTED, size: 9 });
    if (!q.story) {
      body(`Story: ${NO_STORY}`, { weight: 'italic', color: MUTED, gapBefore: 3 });
      return;
    }
    // One story often fits several questions: it is written out once, where it first fits.
    const first = writtenUnder.get(q.story.id);
    const where = told[q.story.id] ?? [];
    if (first !== undefined) {
      body(`Story: ${q.story.title} (written out under question ${first + 1})`, { weight: 'bold', color: BRAND, gapBefore: 3 });
      if (where.length > 0) body(toldLine(where), { indent: 8, color: MUTED });
      return;
    }
    writtenUnder.set(q.story.id, i);
    body(`Story: ${q.story.title}`, { weight: 'bold', color: BRAND, gapBefore: 3 });
    if (where.length > 0) body(toldLine(where), { indent: 8, color: MUTED });
    for (const [key, label] of STAR_LABELS) {
      const text = q.story[key].trim();
      if (text) body(`${label}: ${text}`, { indent: 8, gapBefore: 2 });
    }
    if (q.story.figures.trim()) body(`Figures: ${q.story.figures.trim()}`, { indent: 8, gapBefore: 2 });
  });

  heading(PREP_SHEET_HEADINGS.ask);
  sheet.questionsToAsk.forEach((q, i) => body(`${i + 1}. ${q.text}`, { gapBefore: 4 }));

  heading(PREP_SHEET_HEADINGS.notes);
  const notes = sheet.notes.trim();
  if (!notes) body(NO_NOTES, { weight: 'italic', color: MUTED });
  // Whole: the database caps notes at 20,000 characters and each STAR part at 4,000, which
  // bounds what one download costs to render.
  else body(notes, { gapBefore: 2 });

  await w.finish('Cuecard AI prep sheet');
  return doc.save();
}
