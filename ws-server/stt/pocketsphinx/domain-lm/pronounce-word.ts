// Pronunciations for words the dictionary lacks (company names, products, acronyms from a
// resume or job description), in the acoustic model's phone set. In order of trust: an
// acronym is spelled out ("AWS" → "ay double-u ess"); each camel-case hump that is, or splits
// into, dictionary words takes their pronunciations ("Northwind" → north + wind, "TypeScript"
// → type + script, the "SQL" of "PostgreSQL" spelled); what is left goes through a small set
// of English letter-to-sound rules.
import type { Pronunciations } from './read-cmudict';

const LETTERS: Record<string, string> = {
  a: 'EY', b: 'B IY', c: 'S IY', d: 'D IY', e: 'IY', f: 'EH F', g: 'JH IY', h: 'EY CH', i: 'AY', j: 'JH EY', k: 'K EY', l: 'EH L', m: 'EH M',
  n: 'EH N', o: 'OW', p: 'P IY', q: 'K Y UW', r: 'AA R', s: 'EH S', t: 'T IY', u: 'Y UW', v: 'V IY', w: 'D AH B AH L Y UW', x: 'EH K S', y: 'W AY', z: 'Z IY',
};

// Longest grapheme first; a rule's phones may be empty (silent letters).
const RULES: [RegExp, string][] = [
  [/^tion/, 'SH AH N'], [/^sion/, 'ZH AH N'], [/^ough/, 'AO'], [/^igh/, 'AY'], [/^tch/, 'CH'], [/^dge/, 'JH'],
  [/^sch/, 'S K'], [/^qu/, 'K W'], [/^ch/, 'CH'], [/^sh/, 'SH'], [/^th/, 'TH'], [/^ph/, 'F'], [/^wh/, 'W'], [/^ck/, 'K'], [/^ng/, 'NG'],
  [/^gh/, 'G'], [/^kn/, 'N'], [/^wr/, 'R'], [/^ee/, 'IY'], [/^ea/, 'IY'], [/^oo/, 'UW'], [/^ou/, 'AW'], [/^ow/, 'OW'], [/^oi/, 'OY'], [/^oy/, 'OY'],
  [/^ai/, 'EY'], [/^ay/, 'EY'], [/^au/, 'AO'], [/^aw/, 'AO'], [/^ei/, 'EY'], [/^ey/, 'EY'], [/^ie/, 'IY'], [/^ue/, 'UW'], [/^ew/, 'UW'],
  [/^er/, 'ER'], [/^ir/, 'ER'], [/^ur/, 'ER'], [/^ar/, 'AA R'], [/^or/, 'AO R'], [/^x/, 'K S'], [/^c(?=[eiy])/, 'S'], [/^g(?=[ei])/, 'JH'],
  [/^e$/, ''], [/^es$/, 'Z'], [/^y$/, 'IY'], [/^y(?=[aeiou])/, 'Y'], [/^y/, 'IH'], [/^a(?=[^aeiou]e$)/, 'EY'], [/^i(?=[^aeiou]e$)/, 'AY'],
  [/^o(?=[^aeiou]e$)/, 'OW'], [/^u(?=[^aeiou]e$)/, 'UW'], [/^([bdfklmnprstvz])\1/, '$1'],
  [/^a/, 'AE'], [/^b/, 'B'], [/^c/, 'K'], [/^d/, 'D'], [/^e/, 'EH'], [/^f/, 'F'], [/^g/, 'G'], [/^h/, 'HH'], [/^i/, 'IH'], [/^j/, 'JH'],
  [/^k/, 'K'], [/^l/, 'L'], [/^m/, 'M'], [/^n/, 'N'], [/^o/, 'AA'], [/^p/, 'P'], [/^q/, 'K'], [/^r/, 'R'], [/^s/, 'S'], [/^t/, 'T'],
  [/^u/, 'AH'], [/^v/, 'V'], [/^w/, 'W'], [/^z/, 'Z'],
];

const SINGLE: Record<string, string> = { b: 'B', d: 'D', f: 'F', g: 'G', k: 'K', l: 'L', m: 'M', n: 'N', p: 'P', r: 'R', s: 'S', t: 'T', v: 'V', z: 'Z' };

/**
 * Pronunciations for `surface` (the word as written, case kept), lower-cased as the LM spells
 * it. Dictionary words keep the dictionary's own; never returns an empty list.
 */
export function pronounceWord(surface: string, dict: Pronunciations): string[] {
  const word = surface.toLowerCase();
  const known = dict.get(word);
  if (known) return known;
  if (!/^[a-z']+$/.test(word)) throw new Error('a word to pronounce has letters and apostrophes only');
  if (isAcronym(surface)) return [spell(word)];
  return [humps(surface).map((hump) => pronounceHump(hump, dict)).join(' ')];
}

/** Camel-case humps: "TypeScript" → Type, Script; "PostgreSQL" → Postgre, SQL. */
function humps(surface: string): string[] {
  return surface.replace(/'/g, '').match(/[A-Z]{2,}(?![a-z])|[A-Z]?[a-z]+|[A-Z]/g) ?? [surface];
}

function pronounceHump(hump: string, dict: Pronunciations): string {
  const lower = hump.toLowerCase();
  const known = dict.get(lower);
  if (known) return known[0];
  if (/^[A-Z]{2,}$/.test(hump)) return spell(lower);
  const pieces = segment(lower, dict);
  if (pieces) return pieces.map((p) => dict.get(p)![0]).join(' ');
  return letterToSound(lower);
}

/** "AWS", "SQL", "ML", "K" and vowel-less runs like "js" are said letter by letter. */
function isAcronym(surface: string): boolean {
  const letters = surface.replace(/'s$/, '').replace(/'/g, '');
  return (/^[A-Z]{1,5}s?$/.test(letters) && letters.length <= 6) || (letters.length <= 4 && !/[aeiouy]/i.test(letters));
}

function spell(letters: string): string {
  return [...letters.replace(/'/g, '')].map((l) => LETTERS[l]).join(' ');
}

function segment(word: string, dict: Pronunciations): string[] | undefined {
  const best: (string[] | undefined)[] = [[]];
  for (let end = 1; end <= word.length; end++) {
    for (let start = Math.max(0, end - 20); start <= end - 3; start++) {
      const prefix = best[start];
      const piece = word.slice(start, end);
      if (!prefix || !dict.has(piece)) continue;
      if (!best[end] || best[end]!.length > prefix.length + 1) best[end] = [...prefix, piece];
    }
  }
  return best[word.length];
}

function letterToSound(word: string): string {
  const phones: string[] = [];
  let rest = word;
  while (rest.length > 0) {
    const rule = RULES.find(([pattern]) => pattern.test(rest));
    if (!rule) {
      rest = rest.slice(1);
      continue;
    }
    const match = rest.match(rule[0])!;
    const out = rule[1] === '$1' ? SINGLE[match[1]] : rule[1];
    if (out) phones.push(out);
    rest = rest.slice(match[0].length);
  }
  return phones.join(' ') || spell(word);
}
