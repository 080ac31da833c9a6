// Every decimal digit Unicode knows, read as the ASCII digit of the same value: Devanagari
// "४०%" is "40%", Arabic-Indic "٤٠" and full-width "４０" too, so a figure is compared by its
// value whatever script wrote it. Unicode keeps each script's digits in one run of ten code
// points, zero first, so a digit's value is its distance from the start of its run (mod 10,
// for the mathematical digits, whose five runs sit end to end).

export interface FoldedText {
  text: string;
  /** Where each character of `text` (and its end, at text.length) starts in the original. */
  origin(index: number): number;
}

const DIGIT = /\p{Nd}/u;
const ANY_NON_ASCII_DIGIT = /(?![0-9])\p{Nd}/u;
const values = new Map<number, string>();

function digitValue(codePoint: number): string {
  let value = values.get(codePoint);
  if (value === undefined) {
    let start = codePoint;
    while (DIGIT.test(String.fromCodePoint(start - 1))) start--;
    value = String((codePoint - start) % 10);
    values.set(codePoint, value);
  }
  return value;
}

export function foldDigits(text: string): FoldedText {
  if (!ANY_NON_ASCII_DIGIT.test(text)) return { text, origin: (i) => i };
  const out: string[] = [];
  // Only digits outside the Basic Multilingual Plane change the length (two code units become one).
  let shifts: number[] | undefined;
  for (let i = 0; i < text.length; ) {
    const cp = text.codePointAt(i)!;
    const width = cp > 0xffff ? 2 : 1;
    const ch = String.fromCodePoint(cp);
    const isOtherDigit = cp > 0x7f && DIGIT.test(ch);
    if (isOtherDigit && width === 2) {
      shifts ??= Array.from({ length: out.length }, (_, k) => k);
      shifts.push(i);
      out.push(digitValue(cp));
    } else if (isOtherDigit) {
      shifts?.push(i);
      out.push(digitValue(cp));
    } else {
      for (let k = 0; k < width; k++) {
        shifts?.push(i + k);
        out.push(text[i + k]);
      }
    }
    i += width;
  }
  const folded = out.join('');
  if (!shifts) return { text: folded, origin: (i) => i };
  const map = shifts;
  return { text: folded, origin: (i) => (i >= map.length ? text.length : map[i]) };
}
