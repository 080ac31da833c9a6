import 'server-only';
import type { Glyph, GlyphRun } from 'pdf-lib/cjs/types/fontkit';

type GlyphInfo = { id: number; codePoints: number[] };
type Engine = { glyphInfos: GlyphInfo[] | null; substitute?(run: GlyphRun): void };
type LaidOutFont = {
  glyphsForString(text: string): Glyph[];
  getGlyph(id: number): Glyph;
  _layoutEngine: { engine?: Engine };
};

const VARIATION_SELECTOR = (cp: number) => (cp >= 0xfe00 && cp <= 0xfe0f) || (cp >= 0xe0100 && cp <= 0xe01ef);

/**
 * Makes a fontkit font's layout report, for each glyph, the code points it stands for in the
 * text just laid out. fontkit keeps one Glyph object per glyph id for the life of the font and
 * stores on it the code points of whichever text first produced it: Noto Sans Devanagari draws
 * "ई" as the glyph of "इ" plus a mark, so once either was laid out the other read as it, in
 * every later document (the font is parsed once per process), and the shaper classified
 * characters by those stale code points too. Each glyph a layout returns is now a view of the
 * shared glyph (outline and metrics shared) with this text's code points.
 */
export function keepRunCodePoints(font: LaidOutFont): void {
  const glyphsForString = font.glyphsForString.bind(font);
  // fontkit's own rule: a variation selector joins the character before it, others are dropped.
  font.glyphsForString = (text: string) => {
    const groups: number[][] = [];
    let previous: number | undefined;
    for (const char of text) {
      const cp = char.codePointAt(0)!;
      if (!VARIATION_SELECTOR(cp)) groups.push([cp]);
      else if (previous !== undefined && !VARIATION_SELECTOR(previous)) groups[groups.length - 1].push(cp);
      previous = cp;
    }
    const glyphs = glyphsForString(text);
    return glyphs.length === groups.length ? glyphs.map((glyph, i) => withCodePoints(glyph, groups[i])) : glyphs;
  };
  const engine = font._layoutEngine.engine;
  if (!engine?.substitute) return;
  const substitute = engine.substitute.bind(engine);
  // The shaper's glyph infos carry each output glyph's code points (a ligature's all of them,
  // the second glyph of a decomposed vowel none); fontkit then swaps them for the shared glyphs.
  engine.substitute = (run: GlyphRun) => {
    substitute(run);
    const infos = engine.glyphInfos;
    if (infos && infos.length === run.glyphs.length) run.glyphs = infos.map((info) => withCodePoints(font.getGlyph(info.id), info.codePoints));
  };
}

function withCodePoints(glyph: Glyph, codePoints: number[]): Glyph {
  // Metrics are cached on the object that first reads them: read them on the shared glyph.
  void glyph.advanceWidth;
  return Object.create(glyph, { codePoints: { value: codePoints, enumerable: true } }) as Glyph;
}
