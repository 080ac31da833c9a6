import 'server-only';
import type { Font, TypeFeatures } from 'pdf-lib/cjs/types/fontkit';

/** A glyph as drawn, with the text it stands for when the PDF's text is copied or read aloud. */
export type DrawnGlyph = { id: number; advanceWidth: number; text: string };

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const NON_SPACING = /\p{Mn}/u;
const isNonSpacing = (cp: number) => NON_SPACING.test(String.fromCodePoint(cp));
/**
 * The text of a glyph that stands for none (the mark of "ई", drawn as "इ" plus a mark). A
 * viewer given no text for a code shows the code itself as a character; a zero-width space is
 * a format character, which pdf.js and others leave out of the text.
 */
const NOTHING = '\u200b';

/**
 * Shapes text and gives each glyph the text a reader should get from it: the code points it
 * was shaped from in this text (pdf-glyph-code-points.ts). Left to right, where the shaper
 * moved a glyph within a character cluster (the vowel sign of "हि" is drawn first, the "र्"
 * of "चर्चा" last), the cluster's code points are dealt out again in the order written, so the
 * text copies as written.
 */
export function drawnGlyphs(font: Font, text: string, features?: TypeFeatures): DrawnGlyph[] {
  const run = font.layout(text, features);
  const source = [...text].map((c) => c.codePointAt(0)!);
  const indices = sourceIndices(source, run.glyphs.map((g) => g.codePoints));
  const texts = indices.map((at) => at.map((i) => source[i]));
  if (run.direction !== 'rtl') {
    for (const span of clusterSpans(text, indices)) {
      const written = span.flatMap((g) => indices[g]).sort((a, b) => a - b);
      let next = 0;
      const dealt = span.map((g) => written.slice(next, (next += indices[g].length)).map((i) => source[i]));
      span.forEach((g, k) => (texts[g] = dealt[k]));
    }
    // pdf.js takes a glyph whose text has a non-spacing mark (as the ् of "क्या") to be
    // zero-width and does not look for a space before it: the first glyph keeps the text up to
    // its first such mark and the next glyph's text starts with the rest.
    const cut = texts[0]?.findIndex(isNonSpacing) ?? -1;
    if (cut > 0 && texts.length > 1 && run.glyphs[0].advanceWidth > 0) {
      texts[1] = [...texts[0].slice(cut), ...texts[1]];
      texts[0] = texts[0].slice(0, cut);
    }
  }
  return run.glyphs.map((glyph, g) => ({ id: glyph.id, advanceWidth: glyph.advanceWidth, text: texts[g].length ? String.fromCodePoint(...texts[g]) : NOTHING }));
}

/** For each glyph, where in the text its code points are (the first not yet taken, in order). */
function sourceIndices(source: number[], glyphCodePoints: number[][]): number[][] {
  const taken = new Array<boolean>(source.length).fill(false);
  let open = 0;
  return glyphCodePoints.map((codePoints) =>
    codePoints.flatMap((cp) => {
      while (open < source.length && taken[open]) open++;
      for (let i = open; i < source.length; i++) {
        if (!taken[i] && source[i] === cp) {
          taken[i] = true;
          return [i];
        }
      }
      return [];
    }),
  );
}

/** Runs of consecutive glyphs drawing one character cluster, or clusters a glyph or a reordering joins. */
function clusterSpans(text: string, indices: number[][]): number[][] {
  const clusterOf: number[] = [];
  [...graphemes.segment(text)].forEach(({ segment }, k) => [...segment].forEach(() => clusterOf.push(k)));
  const spans: number[][] = [];
  let reach = -1;
  indices.forEach((at, g) => {
    const clusters = at.map((i) => clusterOf[i]);
    const first = clusters.length ? Math.min(...clusters) : reach;
    // A glyph starts a new span when everything before it belongs to earlier clusters.
    if (spans.length === 0 || first > reach) spans.push([g]);
    else spans[spans.length - 1].push(g);
    reach = Math.max(reach, ...clusters);
  });
  return spans.filter((span) => span.length > 1);
}
