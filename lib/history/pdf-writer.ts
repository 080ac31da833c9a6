import 'server-only';
import { rgb, type PDFDocument, type PDFPage } from 'pdf-lib';
import type { FontWeight } from './pdf-font-files';
import { PdfFontSet, type FontRun } from './pdf-font-set';
import { wrapRuns } from './wrap-runs';

export const PAGE = { width: 595.28, height: 841.89, margin: 56 };
export const MUTED = rgb(0.33, 0.37, 0.45);

export type Style = { weight: FontWeight; size: number; color: ReturnType<typeof rgb>; indent?: number; gapBefore?: number };
type Block = { text: string; style: Style } | { space: number };

/**
 * Lays text out on A4 pages, wrapped to the page width, a new page when one is full. Blocks
 * are collected first and drawn in finish(): which fonts a PDF embeds depends on every
 * character it will draw, and embedding is asynchronous.
 */
export class PdfWriter {
  private readonly blocks: Block[] = [];
  private page!: PDFPage;
  private y = 0;

  constructor(private readonly doc: PDFDocument) {}

  text(text: string, style: Style) {
    this.blocks.push({ text, style });
  }

  space(points: number) {
    this.blocks.push({ space: points });
  }

  /** Draws every block, then a footer on each page ("<title> · page i of n"). */
  async finish(footer: string): Promise<void> {
    const texts = this.blocks.flatMap((b) => ('text' in b ? [{ text: b.text, weight: b.style.weight }] : []));
    const fonts = await PdfFontSet.embed(this.doc, [...texts, { text: footer, weight: 'regular' }]);
    this.newPage();
    for (const block of this.blocks) {
      if ('space' in block) this.y -= block.space;
      else this.draw(fonts, block.text, block.style);
    }
    const pages = this.doc.getPages();
    pages.forEach((page, i) => {
      const runs = fonts.runs(`${footer} · page ${i + 1} of ${pages.length}`, 'regular');
      drawRuns(page, fonts, runs, PAGE.margin, PAGE.margin / 2, 8, MUTED);
    });
    await fonts.writeFonts();
  }

  private newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  private draw(fonts: PdfFontSet, text: string, style: Style) {
    const { weight, size, color } = style;
    const indent = style.indent ?? 0;
    const lineHeight = size * 1.4;
    const width = PAGE.width - 2 * PAGE.margin - indent;
    this.y -= style.gapBefore ?? 0;
    for (const paragraph of text.replace(/\r\n?/g, '\n').split('\n')) {
      for (const line of wrapRuns(paragraph, fonts, weight, size, width)) {
        if (this.y - lineHeight < PAGE.margin) this.newPage();
        this.y -= lineHeight;
        if (!line) continue;
        const runs = fonts.runs(line, weight);
        // A line that starts in Arabic reads right to left: its runs go in reverse order from
        // the right margin (each Arabic run comes out of the shaper already in visual order).
        const rtl = runs.find((r) => r.text.trim())?.rtl ?? false;
        const lineWidth = runs.reduce((sum, r) => sum + fonts.width(r, size), 0);
        const x = rtl ? PAGE.margin + indent + width - lineWidth : PAGE.margin + indent;
        drawRuns(this.page, fonts, rtl ? [...runs].reverse() : runs, x, this.y + size * 0.3, size, color);
      }
    }
  }
}

function drawRuns(page: PDFPage, fonts: PdfFontSet, runs: FontRun[], x: number, y: number, size: number, color: ReturnType<typeof rgb>) {
  let at = x;
  for (const run of runs) {
    if (run.text.trim()) page.drawText(run.text, { x: at, y, size, font: run.font, color });
    at += fonts.width(run, size);
  }
}
