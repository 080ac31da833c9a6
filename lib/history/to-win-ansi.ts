import type { PDFFont } from 'pdf-lib';

/**
 * Text the PDF's standard fonts can draw: they only cover the WinAnsi (Windows-1252)
 * characters, and pdf-lib throws on anything else. Common symbols get a plain stand-in,
 * accented letters outside the set lose their accent, and the rest becomes "?". Control
 * characters other than the newline go too.
 */
const STAND_INS: Record<string, string> = {
  '→': '->',
  '←': '<-',
  '⇒': '=>',
  '≤': '<=',
  '≥': '>=',
  '≠': '!=',
  '≈': '~',
  '×': 'x',
  '✓': 'v',
  '✔': 'v',
  '✗': 'x',
  '−': '-',
  '‐': '-',
  '‑': '-',
  '\u00a0': ' ',
  '\u2009': ' ',
  '\u202f': ' ',
  '\t': '    ',
};

/** The WinAnsi code points beyond Latin-1 (0x80–0x9F in Windows-1252). */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const fontSets = new WeakMap<PDFFont, Set<number>>();

/** Whether Helvetica and the other standard fonts draw the character. */
export function isWinAnsi(char: string): boolean {
  return drawable(char);
}

/**
 * What stands in for a character no font of the PDF draws: a plain symbol (→ as ->), the
 * letter without its accent, nothing for a control character or a lone mark, or undefined
 * when nothing sensible does (the caller draws "?").
 */
export function drawableStandIn(char: string): string | undefined {
  if (STAND_INS[char] !== undefined) return STAND_INS[char];
  const plain = char.normalize('NFKD').replace(/\p{M}/gu, '');
  if (plain && [...plain].every((c) => drawable(c))) return plain;
  return /[\p{C}\p{M}]/u.test(char) ? '' : undefined;
}

/** The stand-in kept for a symbol even where a Unicode font could draw it, so English reads as it always has. */
export function symbolStandIn(char: string): string | undefined {
  return STAND_INS[char];
}

function drawable(char: string, font?: PDFFont): boolean {
  if (font) {
    let set = fontSets.get(font);
    if (!set) fontSets.set(font, (set = new Set(font.getCharacterSet())));
    return set.has(char.codePointAt(0)!);
  }
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
}

export function toWinAnsi(text: string, font?: PDFFont): string {
  let out = '';
  for (const char of text.replace(/\r\n?/g, '\n')) {
    if (char === '\n' || drawable(char, font)) out += char;
    else if (STAND_INS[char] !== undefined) out += STAND_INS[char];
    else {
      const plain = char.normalize('NFKD').replace(/\p{M}/gu, '');
      out += plain && [...plain].every((c) => drawable(c, font)) ? plain : /\p{C}/u.test(char) ? '' : '?';
    }
  }
  return out;
}
