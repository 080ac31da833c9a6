import type { QuestionKind } from '../feedback/answer-score';
import type { PrepSheet } from './prep-sheet';

/**
 * The prep sheet's words, shared by the page and the PDF so the two say the same thing. They
 * are English, as the interface is; the questions, stories and notes keep their language.
 */
export const PREP_SHEET_HEADINGS = {
  questions: 'Likely questions',
  ask: 'Questions to ask the employer',
  notes: 'Notes',
} as const;
export const NO_STORY = 'no story yet';
export const NO_NOTES = 'No notes for this application yet.';
export const NO_INTERVIEW_DATE = 'Not scheduled';
export const STAR_LABELS = [
  ['situation', 'Situation'],
  ['task', 'Task'],
  ['action', 'Action'],
  ['result', 'Result'],
] as const;

const KIND_LABELS: Record<QuestionKind, string> = { behavioural: 'Behavioural', technical: 'Technical', other: 'General' };

export function questionKindLabel(kind: QuestionKind): string {
  return KIND_LABELS[kind];
}

/** "Monday, December 1, 2026 at 2:00 PM UTC": the zone is named, since a file outlives the screen it was made on. */
export function formatInterviewAt(iso: string, timeZone = 'UTC'): string {
  return new Date(iso).toLocaleString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone, timeZoneName: 'short' });
}

/** The header's label/value pairs, in display order; the interview date comes formatted by the caller, in its reader's zone. */
export function sheetDetails<D>(sheet: PrepSheet, interview: D): [string, string | D][] {
  const rows: [string, string | D][] = [
    ['Role', sheet.role || '—'],
    ['Company', sheet.company || '—'],
    ['Interview', interview],
    ['Round', sheet.round || '—'],
    ['Resume', sheet.resumeName],
  ];
  if (sheet.languageLabel) rows.push(['Language', sheet.languageLabel]);
  return rows;
}

/** prep-sheet-data-engineer-at-acme.pdf; the id's start when the title has no Latin letters or digits. */
export function prepSheetFileName(sheet: Pick<PrepSheet, 'applicationId' | 'title'>): string {
  const slug = sheet.title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `prep-sheet-${slug || sheet.applicationId.slice(0, 8)}.pdf`;
}
