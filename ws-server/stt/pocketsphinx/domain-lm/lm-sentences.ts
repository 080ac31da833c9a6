// Text → the word sequences a language model is trained on, spelled as the recogniser prints
// them: lower case, apostrophes kept, other punctuation a word break (so "Node.js" is "node
// js", as a transcript scorer would read it), small numbers and years in words.

/** One entry per sentence; `surface` maps each word to how the text wrote it (for acronyms). */
export interface LmSentences {
  sentences: string[][];
  surface: Map<string, string>;
}

export function lmSentences(text: string, into: LmSentences = { sentences: [], surface: new Map() }): LmSentences {
  for (const sentence of text.split(/[\n.!?;:]+(?=\s|$)|\n|[•·]|\s[-–—*]\s/)) {
    const words: string[] = [];
    for (const raw of sentence.split(/[^A-Za-z0-9']+/)) {
      const token = raw.replace(/^'+|'+$/g, '');
      if (!token) continue;
      if (/^\d+$/.test(token)) {
        words.push(...spellNumber(token));
        continue;
      }
      // "EC2", "S3", "K8s": letters and digits said apart
      for (const part of token.match(/\d+|[^\d]+/g) ?? []) {
        if (/^\d+$/.test(part)) words.push(...spellNumber(part));
        else {
          const word = part.toLowerCase();
          if (!into.surface.has(word) || /[A-Z]/.test(part)) into.surface.set(word, part);
          words.push(word);
        }
      }
    }
    if (words.length > 0) into.sentences.push(words);
  }
  return into;
}

const ONES = 'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(' ');
const TENS = ' ten twenty thirty forty fifty sixty seventy eighty ninety'.split(' ');

/** Numbers as said: 42 → forty two, 2019 → twenty nineteen, 300 → three hundred; long digit runs digit by digit. */
export function spellNumber(digits: string): string[] {
  const n = Number(digits);
  if (digits.length > 4 || (digits.length > 1 && digits.startsWith('0'))) return [...digits].map((d) => ONES[Number(d)]);
  if (n < 100) return belowHundred(n);
  if (digits.length === 4 && n % 1000 >= 10 && !(n >= 2000 && n < 2010)) {
    return [...belowHundred(Math.floor(n / 100)), ...(n % 100 < 10 ? ['oh', ONES[n % 100]] : belowHundred(n % 100))];
  }
  const words: string[] = [];
  if (n >= 1000) words.push(...belowHundred(Math.floor(n / 1000)), 'thousand');
  if (n % 1000 >= 100) words.push(ONES[Math.floor((n % 1000) / 100)], 'hundred');
  if (n % 100 > 0) words.push(...belowHundred(n % 100));
  return words;
}

function belowHundred(n: number): string[] {
  if (n < 20) return [ONES[n]];
  return n % 10 === 0 ? [TENS[n / 10]] : [TENS[Math.floor(n / 10)], ONES[n % 10]];
}
