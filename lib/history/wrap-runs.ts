import type { FontWeight } from './pdf-font-files';
import { fitsWinAnsi, prepare, type PdfFontSet } from './pdf-font-set';
import { wrapParagraph } from './wrap-text';

/**
 * Word wrap for a paragraph in any script, its pieces measured in the fonts that draw them.
 * A paragraph Helvetica draws whole wraps exactly as before (wrap-text.ts), so an English
 * PDF keeps its lines. Otherwise a line may break at a space, or between two characters of
 * Chinese or Japanese (written without spaces); a piece wider than a line is cut between
 * grapheme clusters, so a Devanagari syllable is never split from its vowel sign.
 */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u;
/** Punctuation that must not start a line (it stays with the character before it). */
const CLOSING = /^[、。，．：；？！）」』】〉》”’ー\u3001\u3002\uff01\uff09\uff0c\uff1a\uff1b\uff1f]$/u;
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

type Piece = { text: string; spaced: boolean };

export function wrapRuns(raw: string, fonts: PdfFontSet, weight: FontWeight, size: number, width: number): string[] {
  const paragraph = prepare(raw);
  if (fitsWinAnsi(paragraph)) return wrapParagraph(paragraph, fonts.standardFont(weight), size, width);
  if (!paragraph.trim()) return [''];
  const measure = (text: string) => fonts.runs(text, weight).reduce((sum, run) => sum + fonts.width(run, size), 0);
  const indent = /^\s*/.exec(paragraph)![0];
  const indentWidth = measure(indent);
  const space = measure(' ');
  const lines: string[] = [];
  let line = '';
  let lineWidth = indentWidth;

  for (const piece of pieces(paragraph.trim())) {
    const pieceWidth = measure(piece.text);
    const joined = line && piece.spaced ? space : 0;
    if (lineWidth + joined + pieceWidth <= width) {
      line += (line && piece.spaced ? ' ' : '') + piece.text;
      lineWidth += joined + pieceWidth;
      continue;
    }
    if (line) lines.push(indent + line);
    line = '';
    lineWidth = indentWidth;
    // Starts a new line; a piece too wide for any line is cut where it stops fitting.
    for (const { segment } of graphemes.segment(piece.text)) {
      const w = measure(segment);
      if (line && lineWidth + w > width) {
        lines.push(indent + line);
        line = '';
        lineWidth = indentWidth;
      }
      line += segment;
      lineWidth += w;
    }
  }
  if (line) lines.push(indent + line);
  return lines;
}

/** Words, with each Chinese or Japanese character a piece of its own (closing punctuation kept with the one before). */
function pieces(text: string): Piece[] {
  const out: Piece[] = [];
  for (const word of text.split(/\s+/)) {
    let spaced = true;
    let current = '';
    let previous = '';
    for (const char of word) {
      const breaks = current && (UNSPACED.test(char) || UNSPACED.test(previous)) && !CLOSING.test(char);
      if (breaks) {
        out.push({ text: current, spaced });
        spaced = false;
        current = '';
      }
      current += char;
      previous = char;
    }
    if (current) out.push({ text: current, spaced });
  }
  return out;
}
