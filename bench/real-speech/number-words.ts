// Numbers written as digits, spelt out the way a speaker most likely said them, so a recogniser
// that prints "1990" is scored against a reference that reads "nineteen ninety" (and the other
// way round). Pure functions; the rules are guesses at the common reading, not an oracle:
// four digits read as a year, a code of five or more digits (or one with a leading zero) digit
// by digit, anything else as a cardinal without "and".

const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES: [number, string][] = [
  [1e9, 'billion'],
  [1e6, 'million'],
  [1e3, 'thousand'],
];
const IRREGULAR_ORDINALS: Record<string, string> = { one: 'first', two: 'second', three: 'third', five: 'fifth', eight: 'eighth', nine: 'ninth', twelve: 'twelfth' };

/** 0 to 999: "one hundred twenty five". */
function underThousand(n: number): string[] {
  const words: string[] = [];
  if (n >= 100) words.push(ONES[Math.floor(n / 100)], 'hundred');
  const rest = n % 100;
  if (rest === 0) return words.length ? words : ['zero'];
  if (rest < 20) return [...words, ONES[rest]];
  return [...words, TENS[Math.floor(rest / 10)], ...(rest % 10 ? [ONES[rest % 10]] : [])];
}

/** A whole number as a cardinal: 1234567 → "one million two hundred thirty four thousand five hundred sixty seven". */
export function cardinal(n: number): string[] {
  if (n < 1000) return underThousand(n);
  const words: string[] = [];
  let rest = n;
  for (const [size, name] of SCALES) {
    if (rest < size) continue;
    words.push(...cardinal(Math.floor(rest / size)), name);
    rest %= size;
  }
  return rest ? [...words, ...underThousand(rest)] : words;
}

/** Four digits as a year: 1990 → "nineteen ninety", 1905 → "nineteen oh five", 1900 → "nineteen hundred", 2005 → "two thousand five". */
export function year(n: number): string[] {
  const high = Math.floor(n / 100);
  const low = n % 100;
  if (high % 10 === 0 && low < 10) return cardinal(n); // 2000, 2005, 1000: read as thousands
  if (low === 0) return [...underThousand(high), 'hundred'];
  return [...underThousand(high), ...(low < 10 ? ['oh', ONES[low]] : underThousand(low))];
}

/** The ordinal of a spelt number: "twenty one" → "twenty first". */
export function ordinal(words: string[]): string[] {
  const last = words[words.length - 1];
  const spelt = IRREGULAR_ORDINALS[last] ?? (last.endsWith('y') ? `${last.slice(0, -1)}ieth` : `${last}th`);
  return [...words.slice(0, -1), spelt];
}

/** The plural of a spelt number, as in "the 1990s" → "nineteen nineties". */
export function plural(words: string[]): string[] {
  const last = words[words.length - 1];
  return [...words.slice(0, -1), last.endsWith('y') ? `${last.slice(0, -1)}ies` : `${last}s`];
}

/**
 * One number as it was written (digits, maybe with thousands commas and a decimal part):
 * "25", "1,000", "3.5", "1990", "90210", "007".
 */
export function numberWords(written: string): string[] {
  const [whole, fraction] = written.replace(/,/g, '').split('.');
  const digits = (s: string) => [...s].map((d) => ONES[Number(d)]);
  let words: string[];
  if (whole.length > 1 && (whole.startsWith('0') || (whole.length >= 5 && !written.includes(',')))) words = digits(whole);
  else if (whole.length === 4 && !written.includes(',') && fraction === undefined) words = year(Number(whole));
  else words = cardinal(Number(whole));
  return fraction ? [...words, 'point', ...digits(fraction)] : words;
}

/**
 * Every number in a lower-cased text spelt out, with the signs that go with numbers: "$5" →
 * "five dollars", "5%" → "five percent", "3rd" → "third", "1990s" → "nineteen nineties".
 */
export function spellNumbers(text: string): string {
  const number = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
  const spelt = (w: string[]) => ` ${w.join(' ')} `;
  return text
    .replace(new RegExp(String.raw`\$\s?(${number})`, 'g'), (_, n: string) => spelt([...numberWords(n), n === '1' ? 'dollar' : 'dollars']))
    .replace(new RegExp(String.raw`(${number})\s?%`, 'g'), (_, n: string) => spelt([...numberWords(n), 'percent']))
    .replace(/(\d+)(st|nd|rd|th)\b/g, (_, n: string) => spelt(ordinal(numberWords(n))))
    .replace(/(\d+)'?s\b/g, (_, n: string) => spelt(plural(numberWords(n))))
    .replace(new RegExp(number, 'g'), (n) => spelt(numberWords(n)))
    .replace(/%/g, ' percent ');
}
