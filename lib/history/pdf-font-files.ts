import 'server-only';
// fontkit's Indic and Arabic shapers were compiled with regenerator and expect its runtime as a
// global; without it, laying out Hindi throws "regeneratorRuntime is not defined".
import 'regenerator-runtime/runtime';
import fontkit from '@pdf-lib/fontkit';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { keepRunCodePoints } from './pdf-glyph-code-points';

/**
 * The Unicode fonts the debrief PDF falls back to when the standard Helvetica cannot draw a
 * character, in the order they are tried. They are the Noto fonts as TrueType files from
 * npm packages (SIL Open Font License), read from node_modules: nothing is fetched when a
 * PDF is made. Noto Sans covers Latin beyond Windows-1252, Greek, Cyrillic and Vietnamese;
 * Noto Sans SC covers Chinese and Japanese kana; Korean Hangul needs Noto Sans KR.
 */
export type FontWeight = 'regular' | 'bold' | 'italic';

type FallbackFamily = { name: string; pkg: string; files: Record<'regular' | 'bold', string> & { italic?: string } };

export const FALLBACK_FAMILIES: readonly FallbackFamily[] = [
  { name: 'Noto Sans', pkg: '@expo-google-fonts/noto-sans', files: { regular: '400Regular/NotoSans_400Regular.ttf', bold: '700Bold/NotoSans_700Bold.ttf', italic: '400Regular_Italic/NotoSans_400Regular_Italic.ttf' } },
  { name: 'Noto Sans Devanagari', pkg: '@expo-google-fonts/noto-sans-devanagari', files: { regular: '400Regular/NotoSansDevanagari_400Regular.ttf', bold: '700Bold/NotoSansDevanagari_700Bold.ttf' } },
  { name: 'Noto Sans Arabic', pkg: '@expo-google-fonts/noto-sans-arabic', files: { regular: '400Regular/NotoSansArabic_400Regular.ttf', bold: '700Bold/NotoSansArabic_700Bold.ttf' } },
  { name: 'Noto Sans SC', pkg: '@expo-google-fonts/noto-sans-sc', files: { regular: '400Regular/NotoSansSC_400Regular.ttf', bold: '700Bold/NotoSansSC_700Bold.ttf' } },
  { name: 'Noto Sans KR', pkg: '@expo-google-fonts/noto-sans-kr', files: { regular: '400Regular/NotoSansKR_400Regular.ttf', bold: '700Bold/NotoSansKR_700Bold.ttf' } },
];

/** The file of a family in a weight; scripts with no italic face use the upright one. */
export function fontFile(family: FallbackFamily, weight: FontWeight): string {
  const file = weight === 'italic' ? (family.files.italic ?? family.files.regular) : family.files[weight];
  // From the working directory rather than require.resolve: the app's bundler rewrites
  // resolution, and `next start`, the tests and the benches all run from the project root.
  // The bundler must not try to trace every file this could name (all of node_modules).
  return path.join(/* turbopackIgnore: true */ process.cwd(), 'node_modules', family.pkg, file);
}

// A CJK face is ten megabytes: each file is read once per process and kept.
const bytesByFile = new Map<string, Uint8Array>();

export function fontBytes(file: string): Uint8Array {
  let bytes = bytesByFile.get(file);
  if (!bytes) bytesByFile.set(file, (bytes = readFileSync(file)));
  return bytes;
}

type Coverage = { hasGlyphForCodePoint(codePoint: number): boolean };
const coverageByFamily = new Map<string, Coverage>();

/** Whether a family draws a character (its regular face; the bold one covers the same set). */
export function familyCovers(family: FallbackFamily, codePoint: number): boolean {
  let coverage = coverageByFamily.get(family.name);
  if (!coverage) coverageByFamily.set(family.name, (coverage = fontkit.create(Buffer.from(fontBytes(fontFile(family, 'regular')))) as Coverage));
  return coverage.hasGlyphForCodePoint(codePoint);
}

type Subset = { _addGlyph(gid: number): number; glyf: Uint8Array[]; offset: number };

/**
 * fontkit as pdf-lib should use it. @pdf-lib/fontkit 1.1.1 writes a subset's glyph offsets in
 * the short `loca` format (offset / 2) without padding glyphs to an even length, so after any
 * odd-length glyph every later glyph is read from the wrong place and viewers draw nothing
 * (a Hindi line lost half its letters). Each glyph is padded here, as the format requires.
 */
const parsed = new WeakMap<Uint8Array, ReturnType<typeof fontkit.create>>();

export const pdfFontkit = {
  create(bytes: Uint8Array) {
    // Parsed once per file and shared by every PDF: parsing a face's layout tables again for
    // each document made a Hindi debrief take most of a second.
    const known = parsed.get(bytes);
    if (known) return known;
    const font = fontkit.create(bytes);
    parsed.set(bytes, font);
    keepRunCodePoints(font as unknown as Parameters<typeof keepRunCodePoints>[0]);
    const createSubset = font.createSubset.bind(font);
    font.createSubset = () => {
      const subset = createSubset() as unknown as Subset;
      const addGlyph = subset._addGlyph.bind(subset);
      subset._addGlyph = (gid: number) => {
        const id = addGlyph(gid);
        if (subset.offset % 2 === 1) {
          // fontkit's bundled Buffer class, which its encoder checks for.
          const last = subset.glyf[subset.glyf.length - 1] as Buffer;
          const BundledBuffer = last.constructor as typeof Buffer;
          subset.glyf[subset.glyf.length - 1] = BundledBuffer.concat([last, BundledBuffer.alloc(1)]);
          subset.offset += 1;
        }
        return id;
      };
      return subset as unknown as ReturnType<typeof createSubset>;
    };
    return font;
  },
};
