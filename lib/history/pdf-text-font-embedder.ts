import 'server-only';
import { CustomFontEmbedder, PDFHexString, PDFString, type PDFContext, type PDFRef } from 'pdf-lib';
import type { Font, Fontkit, Subset } from 'pdf-lib/cjs/types/fontkit';
import { drawnGlyphs } from './pdf-drawn-glyphs';

type Cid = { gid: number; width: number; text: string };

/**
 * Embeds a subset of a TrueType font whose text copies as it was written. pdf-lib's own
 * subset embedder codes each glyph by its id and maps it to one piece of text in the font's
 * ToUnicode map, so a glyph drawn for two different texts ("इ" alone and as part of "ई") reads
 * as one of them everywhere. Here each code (CID) is one glyph standing for one text: a glyph
 * drawn for two texts gets two codes that a CIDToGIDMap points at the same outline, so the
 * subset holds each outline once and the ToUnicode map has an entry per code.
 */
export class PdfTextFontEmbedder extends CustomFontEmbedder {
  private readonly subset: Subset;
  private readonly cidByKey = new Map<string, number>();
  /** By CID; code 0 is the missing glyph, never drawn. */
  private readonly cids: Cid[] = [{ gid: 0, width: 0, text: '' }];

  static async forFont(fontkit: Fontkit, bytes: Uint8Array): Promise<PdfTextFontEmbedder> {
    return new PdfTextFontEmbedder(await fontkit.create(bytes), bytes);
  }

  private constructor(font: Font, bytes: Uint8Array) {
    super(font, bytes);
    this.subset = this.font.createSubset();
  }

  encodeText(text: string): PDFHexString {
    let hex = '';
    for (const glyph of drawnGlyphs(this.font, text, this.fontFeatures)) {
      const key = `${glyph.id} ${glyph.text}`;
      let cid = this.cidByKey.get(key);
      if (cid === undefined) {
        cid = this.cids.push({ gid: this.subset.includeGlyph(glyph.id), width: glyph.advanceWidth * this.scale, text: glyph.text }) - 1;
        if (cid > 0xffff) throw new Error('PDF font: more than 65,535 distinct glyph texts in one document');
        this.cidByKey.set(key, cid);
      }
      hex += cid.toString(16).padStart(4, '0');
    }
    return PDFHexString.of(hex);
  }

  /** The Noto files are TrueType (glyf outlines), which a CIDToGIDMap can address. */
  protected isCFF(): boolean {
    return false;
  }

  protected serializeFont(): Promise<Uint8Array> {
    return new Promise((resolve) => {
      const parts: Uint8Array[] = [];
      this.subset
        .encodeStream()
        .on('data', (bytes: Uint8Array) => parts.push(bytes))
        .on('end', () => resolve(Buffer.concat(parts)));
    });
  }

  protected async embedCIDFontDict(context: PDFContext): Promise<PDFRef> {
    const descriptor = await this.embedFontDescriptor(context);
    const cidToGid = new Uint8Array(this.cids.length * 2);
    this.cids.forEach(({ gid }, cid) => cidToGid.set([gid >> 8, gid & 0xff], cid * 2));
    return context.register(
      context.obj({
        Type: 'Font',
        Subtype: 'CIDFontType2',
        CIDToGIDMap: context.register(context.flateStream(cidToGid)),
        BaseFont: this.baseFontName,
        CIDSystemInfo: { Registry: PDFString.of('Adobe'), Ordering: PDFString.of('Identity'), Supplement: 0 },
        FontDescriptor: descriptor,
        W: this.computeWidths(),
      }),
    );
  }

  protected computeWidths(): (number | number[])[] {
    return [1, this.cids.slice(1).map((c) => c.width)];
  }

  protected embedUnicodeCmap(context: PDFContext): PDFRef {
    return context.register(context.flateStream(toUnicodeCmap(this.cids)));
  }
}

/** A CMap from each code to its text (UTF-16BE), at most 100 entries a block as the format requires. */
function toUnicodeCmap(cids: Cid[]): string {
  const hex = (units: number[]) => units.map((u) => u.toString(16).padStart(4, '0')).join('');
  const utf16 = (text: string) => Array.from({ length: text.length }, (_, i) => text.charCodeAt(i));
  const entries = cids.flatMap(({ text }, cid) => (cid > 0 ? [`<${hex([cid])}> <${hex(utf16(text))}>`] : []));
  const blocks: string[] = [];
  for (let i = 0; i < entries.length; i += 100) blocks.push(`${Math.min(100, entries.length - i)} beginbfchar\n${entries.slice(i, i + 100).join('\n')}\nendbfchar`);
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange\n<0000> <ffff>\nendcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}
