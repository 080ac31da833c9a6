import type { PDFFont } from 'pdf-lib';

/**
 * Greedy word wrap for the PDF export, in time linear in the paragraph's length.
 *
 * A line is as wide as the sum of its characters' widths: pdf-lib's drawText writes a plain
 * `Tj`, which viewers draw without kerning (its widthOfTextAtSize subtracts kerning, and lines
 * measured so ran a point or two into the right margin). Each character is measured once per
 * font, in font units (integers, so sums are exact), and a line is measured as it grows. The old
 * wrap shortened a too-wide word one character at a time and measured the whole prefix again
 * each time: cubic in the word's length (one 8,000-character word took 19.5 s).
 */
const UNITS = 1000;
const widthsByFont = new WeakMap<PDFFont, Map<string, number>>();

/** The width of one character, in 1/1000 em. */
function charUnits(font: PDFFont): (c: string) => number {
  let widths = widthsByFont.get(font);
  if (!widths) widthsByFont.set(font, (widths = new Map()));
  const known = widths;
  return (c) => {
    let width = known.get(c);
    if (width === undefined) known.set(c, (width = font.widthOfTextAtSize(c, UNITS)));
    return width;
  };
}

/** The width of a line as drawn, in points. */
export function drawnWidth(text: string, font: PDFFont, size: number): number {
  const units = charUnits(font);
  let total = 0;
  for (let i = 0; i < text.length; i++) total += units(text[i]);
  return (total * size) / UNITS;
}

/**
 * One paragraph (no newlines; characters the font can draw, one UTF-16 unit each, as the
 * PDF's font set passes text Helvetica draws whole) as lines no wider than `width` points at
 * `size`. Leading spaces indent every line; a word wider than a line is cut between
 * characters, over as many lines as it needs.
 */
export function wrapParagraph(paragraph: string, font: PDFFont, size: number, width: number): string[] {
  if (!paragraph.trim()) return [''];
  const units = charUnits(font);
  const maxUnits = (width * UNITS) / size;
  const indent = /^\s*/.exec(paragraph)![0];
  let indentUnits = 0;
  for (let i = 0; i < indent.length; i++) indentUnits += units(indent[i]);
  const space = units(' ');
  const lines: string[] = [];
  let line = indent;
  let lineUnits = indentUnits;
  let hasWord = false;

  for (const word of paragraph.trim().split(/\s+/)) {
    let wordUnits = 0;
    for (let i = 0; i < word.length; i++) wordUnits += units(word[i]);
    const joined = hasWord ? space : 0;
    if (lineUnits + joined + wordUnits <= maxUnits) {
      line += hasWord ? ` ${word}` : word;
      lineUnits += joined + wordUnits;
      hasWord = true;
      continue;
    }
    if (hasWord) lines.push(line);
    // The word starts a new line; one too wide for any line is cut where it stops fitting.
    let start = 0;
    lineUnits = indentUnits;
    for (let i = 0; i < word.length; i++) {
      const w = units(word[i]);
      if (i > start && lineUnits + w > maxUnits) {
        lines.push(indent + word.slice(start, i));
        start = i;
        lineUnits = indentUnits;
      }
      lineUnits += w;
    }
    line = indent + word.slice(start);
    hasWord = true;
  }
  if (hasWord) lines.push(line);
  return lines;
}
