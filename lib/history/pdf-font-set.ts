import 'server-only';
import { PDFFont, StandardFonts, type PDFDocument } from 'pdf-lib';
import { FALLBACK_FAMILIES, familyCovers, fontBytes, fontFile, pdfFontkit, type FontWeight } from './pdf-font-files';
import { PdfTextFontEmbedder } from './pdf-text-font-embedder';
import { drawableStandIn, isWinAnsi, symbolStandIn } from './to-win-ansi';
import { drawnWidth } from './wrap-text';

/** A piece of a line drawn in one font. */
export type FontRun = { font: PDFFont; text: string; rtl: boolean };

const STANDARD: Record<FontWeight, StandardFonts> = { regular: StandardFonts.Helvetica, bold: StandardFonts.HelveticaBold, italic: StandardFonts.HelveticaOblique };
/** Characters that belong to the run before them: combining marks and joiners (Devanagari's vowel signs, ZWJ, variation selectors). */
const CLINGS = /^[\p{M}\u200c\u200d\ufe00-\ufe0f]$/u;
const RTL = /\p{Script=Arabic}/u;
const SPACE = /^\s$/u;

/**
 * The fonts of one PDF. A word Helvetica can draw whole is drawn in Helvetica, so English
 * looks and weighs as it always has; any other word is drawn character by character in the
 * first Noto font that has the character (a Hindi word in Noto Sans Devanagari, a Polish one
 * in Noto Sans). Only the families the document's text needs are embedded, each as a subset
 * of the glyphs used.
 */
export class PdfFontSet {
  private readonly shapedWidths = new Map<PDFFont, Map<string, number>>();

  private constructor(
    private readonly standard: Record<FontWeight, PDFFont>,
    private readonly fallback: Map<string, PDFFont>,
  ) {}

  /** Embeds the fonts for every text the document will draw, in the weight it is drawn in. */
  static async embed(doc: PDFDocument, texts: readonly { text: string; weight: FontWeight }[]): Promise<PdfFontSet> {
    const standard = { regular: await doc.embedFont(STANDARD.regular), bold: await doc.embedFont(STANDARD.bold), italic: await doc.embedFont(STANDARD.italic) };
    const needed = new Set<string>();
    for (const { text, weight } of texts) {
      for (const word of prepare(text).split(/\s+/)) {
        if (fitsWinAnsi(word)) continue;
        for (const char of word) {
          const family = familyFor(char);
          if (family !== undefined) needed.add(key(family, weight));
        }
      }
    }
    const fallback = new Map<string, PDFFont>();
    for (const file of needed) fallback.set(file, PDFFont.of(doc.context.nextRef(), doc, await PdfTextFontEmbedder.forFont(pdfFontkit, fontBytes(file))));
    return new PdfFontSet(standard, fallback);
  }

  /**
   * Writes the Noto subsets into the document: call once everything is drawn. They are not
   * the document's own fonts (doc.embedFont would code glyphs its way), so doc.save() leaves them out.
   */
  async writeFonts(): Promise<void> {
    for (const font of this.fallback.values()) await font.embed();
  }

  /** Helvetica in a weight: the font of text that is all Windows-1252. */
  standardFont(weight: FontWeight): PDFFont {
    return this.standard[weight];
  }

  /** A run's width in points, as drawn: Helvetica per character without kerning (wrap-text.ts), a Noto font as shaped. */
  width(run: FontRun, size: number): number {
    if (Object.values(this.standard).includes(run.font)) return drawnWidth(run.text, run.font, size);
    // Shaping a piece of Devanagari takes a fontkit layout; wrapping measures the same words again.
    let widths = this.shapedWidths.get(run.font);
    if (!widths) this.shapedWidths.set(run.font, (widths = new Map()));
    let units = widths.get(run.text);
    if (units === undefined) widths.set(run.text, (units = run.font.widthOfTextAtSize(run.text, 1000)));
    return (units * size) / 1000;
  }

  /** The text as runs of one font each, in reading order. */
  runs(text: string, weight: FontWeight): FontRun[] {
    const runs: FontRun[] = [];
    const push = (font: PDFFont, piece: string) => {
      const last = runs[runs.length - 1];
      if (last && last.font === font) last.text += piece;
      else runs.push({ font, text: piece, rtl: false });
    };
    for (const piece of prepare(text).split(/(\s+)/)) {
      if (!piece) continue;
      if (SPACE.test(piece[0]) || fitsWinAnsi(piece)) {
        push(this.standard[weight], piece);
        continue;
      }
      for (const char of piece) {
        const last = runs[runs.length - 1];
        if (last && CLINGS.test(char) && last.font !== this.standard[weight]) {
          last.text += char;
          continue;
        }
        const family = familyFor(char);
        const font = family === undefined ? undefined : this.fallback.get(key(family, weight));
        push(font ?? this.standard[weight], font ? char : (drawableStandIn(char) ?? '?'));
      }
    }
    for (const run of runs) run.rtl = RTL.test(run.text);
    return runs;
  }
}

/** Fonts are keyed by file: a script with no italic face draws italic text in its upright one. */
const key = (family: number, weight: FontWeight) => fontFile(FALLBACK_FAMILIES[family], weight);

/** Line ends as "\n", stand-ins for symbols Helvetica lacks (→ as ->), composed accents (NFC). */
export function prepare(text: string): string {
  let out = '';
  for (const char of text.replace(/\r\n?/g, '\n').normalize('NFC')) {
    if (char === '\n' || isWinAnsi(char)) out += char;
    else if (symbolStandIn(char) !== undefined) out += symbolStandIn(char);
    else if (CLINGS.test(char) || familyFor(char) !== undefined) out += char;
    else out += drawableStandIn(char) ?? '?';
  }
  return out;
}

export function fitsWinAnsi(word: string): boolean {
  for (const char of word) if (!isWinAnsi(char)) return false;
  return true;
}

const familyByCodePoint = new Map<number, number>();

/** The index of the first fallback family drawing the character, if any does. */
function familyFor(char: string): number | undefined {
  if (CLINGS.test(char)) return undefined;
  const codePoint = char.codePointAt(0)!;
  let index = familyByCodePoint.get(codePoint);
  if (index === undefined) familyByCodePoint.set(codePoint, (index = FALLBACK_FAMILIES.findIndex((family) => familyCovers(family, codePoint))));
  return index < 0 ? undefined : index;
}
