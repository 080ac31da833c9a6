// The debrief exports with text no one would type but anyone can send: one 8,000-character word
// (no space to wrap at), a 2,000-character question, fields far longer than a real session's.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { buildDebrief } from '@/lib/history/build-debrief';
import { EXPORT_FIELD_LIMITS, capExportText } from '@/lib/history/cap-export-fields';
import { debriefToMarkdown } from '@/lib/history/debrief-markdown';
import { debriefToPdf } from '@/lib/history/debrief-pdf';
import type { DebriefSessionRow, DebriefTurnRow } from '@/lib/history/debrief-types';
import { drawnWidth, wrapParagraph } from '@/lib/history/wrap-text';

const PAGE = { width: 595.28, margin: 56 };
const session: DebriefSessionRow = { id: '0b7c1f7e-8f0a-4a57-9d53-1b2c3d4e5f60', kind: 'live', practice_round: null, source: 'tab', mode: 'manual', title: null, started_at: '2026-11-20T14:00:00.000Z', ended_at: '2026-11-20T14:30:00.000Z', language: null };
const row = (over: Partial<DebriefTurnRow>): DebriefTurnRow => ({ id: 't1', question: 'Tell me about yourself.', answer: '', question_at: '2026-11-20T14:01:00Z', candidate_answer: '', candidate_seconds: null, feedback: null, question_kind: 'other', screen_thumbnail: null, ...over });
/** A word with no space in it, of varied letters and widths ("W" is five times "i"). */
const longWord = (chars: number) => Array.from({ length: chars }, (_, i) => 'AVWaiTo.lmW7,fy'[(i * 7) % 15]).join('');

/** Every text run the PDF draws, with where it starts and how wide it is. */
async function textRuns(bytes: Uint8Array): Promise<{ text: string; x: number; width: number }[]> {
  const { getDocumentProxy } = await import('unpdf');
  const pdf = await getDocumentProxy(bytes.slice());
  const runs: { text: string; x: number; width: number }[] = [];
  for (let p = 1; p <= pdf.numPages; p++) {
    const content = await (await pdf.getPage(p)).getTextContent();
    for (const item of content.items) if ('str' in item && item.str) runs.push({ text: item.str, x: item.transform[4], width: item.width });
  }
  return runs;
}

describe('debrief exports of very long text', () => {
  it('wraps one 8,000-character word into lines that each fit the width, losing no character', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const word = longWord(8_000);
    const width = PAGE.width - 2 * PAGE.margin - 8;
    const lines = wrapParagraph(word, font, 10, width);
    expect(lines.length).toBeGreaterThan(50);
    // Drawn width: the glyphs' widths, as a viewer draws pdf-lib's text (no kerning).
    for (const line of lines) expect(drawnWidth(line, font, 10)).toBeLessThanOrEqual(width);
    // Greedy: each line is as long as fits, so one more character would overflow.
    for (let i = 0; i < lines.length - 1; i++) expect(drawnWidth(lines[i] + lines[i + 1][0], font, 10)).toBeGreaterThan(width);
    expect(lines.join('')).toBe(word);
    // An indent is kept on every line, words wrap between them as before.
    const indented = wrapParagraph(`    ${'alpha beta gamma '.repeat(40)}${word.slice(0, 500)}`, font, 10, width);
    for (const line of indented) expect(line.startsWith('    ') && drawnWidth(line, font, 10) <= width).toBe(true);
    expect(indented[0]).toMatch(/^ {4}alpha beta gamma alpha/);
  });

  it('renders a debrief holding an 8,000-character word and a 2,000-character question, every line inside the page', async () => {
    const question = longWord(2_000);
    const debrief = buildDebrief(session, [row({ question, candidate_answer: longWord(8_000), candidate_seconds: 60, answer: longWord(3_000) })]);
    const bytes = await debriefToPdf(debrief, 'UTC');
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const runs = await textRuns(bytes);
    const drawn = runs.map((r) => r.text).join('');
    expect(drawn).toContain(question.slice(0, 40));
    expect(drawn.length).toBeGreaterThan(13_000);
    for (const run of runs) {
      expect(run.x).toBeGreaterThanOrEqual(PAGE.margin - 0.01);
      expect(run.x + run.width).toBeLessThanOrEqual(PAGE.width - PAGE.margin + 0.01);
    }
  });

  it('caps each field with a visible marker in both exports, and leaves ordinary text whole', async () => {
    const answer = 'word '.repeat(6_000); // 30,000 characters
    const debrief = buildDebrief(session, [row({ question: 'Why? '.repeat(1_000), candidate_answer: answer, candidate_seconds: 600 })]);
    const md = debriefToMarkdown(debrief, 'UTC');
    expect(md).toContain('… (shortened from 30,000 characters)');
    expect(md).toContain('… (shortened from 5,000 characters)');
    expect(md.length).toBeLessThan(answer.length);
    expect(capExportText('short', EXPORT_FIELD_LIMITS.question)).toBe('short');
    expect(capExportText('x'.repeat(EXPORT_FIELD_LIMITS.question), EXPORT_FIELD_LIMITS.question)).toHaveLength(EXPORT_FIELD_LIMITS.question);
    expect(capExportText(`${'a'.repeat(9)}😀`, 10)).toBe(`${'a'.repeat(9)}… (shortened from 11 characters)`);
    const text = (await textRuns(await debriefToPdf(debrief, 'UTC'))).map((r) => r.text).join(' ').replace(/\s+/g, ' ');
    expect(text).toContain('(shortened from 30,000 characters)');
  });
});
