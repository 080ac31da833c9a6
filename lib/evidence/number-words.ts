// Numbers written as words, read to their value with each language's number words (its claim
// words): "two million" is 2,000,000, "doscientos cincuenta" 250, "zweihundertfünfzig" 250,
// "quatre-vingt-dix" 90, "दो लाख पचास हज़ार" 250,000, "两百万" 2,000,000. Words are read in
// groups the way the languages count: units and tens add up, a hundred multiplies what came
// before it, and a thousand or more closes a group ("two thousand five hundred"). A run mixes
// no languages, so "très" (French "very", folded "tres") never joins a Spanish "tres".
import { CLAIM_LANGUAGES, type ClaimLanguage } from './claim-words';
import { fold } from './claim-text';

export interface WordNumber {
  start: number;
  end: number;
  value: number;
  /** Written with a hundred, a thousand or more ("two million"), not units and tens alone. */
  scaled: boolean;
  /** How many number words it took ("forty" 1, "two million" 2, "两百万" 3). */
  words: number;
}

interface Lexicon {
  code: string;
  values: Map<string, number>;
  multipliers: Map<string, number>;
  joiners: Set<string>;
  articles: Set<string>;
  compound: boolean;
  /** Every form, longest first, for reading compounds ("zweihundertfünfzig"). */
  forms: string[];
}

const foldAll = (words: string | undefined) => new Set((words ?? '').split(/\s+/).filter(Boolean).map(fold));
const foldEntries = (record: Readonly<Record<string, number>> | undefined) => new Map(Object.entries(record ?? {}).map(([w, v]) => [fold(w), v]));

function lexicon(l: ClaimLanguage): Lexicon {
  const values = foldEntries(l.numberWords);
  const multipliers = foldEntries(l.numberMultipliers);
  const joiners = foldAll(l.numberJoiners);
  return { code: l.code, values, multipliers, joiners, articles: foldAll(l.numberArticles), compound: l.numbersCompound ?? false, forms: [...values.keys(), ...multipliers.keys(), ...joiners].sort((a, b) => b.length - a.length) };
}

const LEXICONS: readonly Lexicon[] = CLAIM_LANGUAGES.filter((l) => l.numberWords).map(lexicon);
/** The first two letters of every form, joiner and article: a word starting otherwise is no number word in any language. */
const OPENINGS = new Set(LEXICONS.flatMap((l) => [...l.forms, ...l.articles].map((f) => f.slice(0, 2))));
const mayBeNumber = (folded: string) => OPENINGS.has(folded.slice(0, 2)) || /^\p{Script=Han}/u.test(folded);
/** A word, hyphenated parts and all; Chinese and Japanese runs are one "word" each. */
const WORD = /[\p{L}\p{M}]+(?:[-‐'’][\p{L}\p{M}]+)*/gu;

type Part = { kind: 'value' | 'multiplier'; value: number } | { kind: 'joiner' } | { kind: 'article' };

/**
 * Every run of number words in `text`, in order, each read in the one language that reads it
 * longest. `suffixEnd(end)` says where the words that qualify a number ending at `end` stop
 * ("por ciento", "Millionen"): those words are not read as numbers of their own.
 */
export function findWordNumbers(text: string, languages?: readonly string[], suffixEnd: (end: number) => number = (end) => end): WordNumber[] {
  const lexicons = languages ? LEXICONS.filter((l) => languages.includes(l.code)) : LEXICONS;
  if (lexicons.length === 0) return [];
  // An elided article is not part of the number: "d'un million" is "un million".
  const words = [...text.matchAll(WORD)].map((m) => {
    const elided = /^\p{L}{1,2}['’]/u.exec(m[0]);
    const start = m.index + (elided ? elided[0].length : 0);
    return { start, end: m.index + m[0].length, folded: fold(m[0].slice(start - m.index)) };
  });
  const found: WordNumber[] = [];
  for (let i = 0; i < words.length; ) {
    if (!mayBeNumber(words[i].folded)) {
      i++;
      continue;
    }
    let best: (WordNumber & { next: number }) | undefined;
    for (const lex of lexicons) {
      const run = lex.compound && /^\p{Script=Han}/u.test(words[i].folded) ? undefined : readRun(text, words, i, lex);
      if (run && (!best || run.end > best.end)) best = run;
    }
    for (const lex of lexicons) {
      if (!lex.compound) continue;
      for (const inner of readInside(words[i], lex)) found.push(inner);
    }
    if (best) {
      found.push({ start: best.start, end: best.end, value: best.value, scaled: best.scaled, words: best.words });
      const skipTo = suffixEnd(best.end);
      i = best.next;
      while (i < words.length && words[i].start < skipTo) i++;
    } else i++;
  }
  return found.sort((a, b) => a.start - b.start).filter((n, k, all) => k === 0 || n.start >= all[k - 1].end);
}

/** Words from `i` that are number words of one language, joined by its small words and blanks only. */
function readRun(text: string, words: { start: number; end: number; folded: string }[], i: number, lex: Lexicon): (WordNumber & { next: number }) | undefined {
  const parts: Part[][] = [];
  let j = i;
  for (; j < words.length; j++) {
    if (j > i && !/^[ \t\u00a0]+$/.test(text.slice(words[j - 1].end, words[j].start))) break;
    const word = words[j].folded;
    // An article opens a run ("a million"), or stands before a fraction inside one ("two and a half").
    const article = lex.articles.has(word) && (parts.length === 0 || fractionAt(words, j + 1, lex));
    const read = article ? [{ kind: 'article' } as Part] : readWord(word, lex);
    // A run starts with a number, and stops where the next word would not continue it ("un cuarenta").
    if (!read || (parts.length === 0 && read[0].kind === 'joiner')) break;
    if (read[0].kind !== 'article' && !valueOf([...parts.flat(), ...read], true)) break;
    parts.push(read);
  }
  // Small words and articles at the end belong to the sentence, not the number.
  while (parts.length > 0 && parts[parts.length - 1].every((p) => p.kind === 'joiner' || p.kind === 'article')) {
    parts.pop();
    j--;
  }
  if (parts.length === 0) return undefined;
  const flat = parts.flat();
  if (flat[0].kind === 'article' && !(flat[1] && (flat[1].kind === 'multiplier' || (flat[1].kind === 'value' && flat[1].value >= 100)))) return undefined;
  // A scale word alone ("millions of users") counts nothing.
  if (flat[0].kind !== 'article' && flat.every((p) => p.kind !== 'value' || p.value >= 1000)) return undefined;
  const read = valueOf(flat);
  if (read === undefined) return undefined;
  return { start: words[i].start, end: words[j - 1].end, value: read.value, scaled: read.scaled, words: flat.filter((p) => p.kind === 'value' || p.kind === 'multiplier').length, next: j };
}

/** One word as number parts: a form, hyphenated forms ("vingt-et-un", "quatre-vingt-dix"), or a compound of forms. */
function readWord(word: string, lex: Lexicon): Part[] | undefined {
  const pieces = word.split(/[-‐]/);
  const parts: Part[] = [];
  for (let k = 0; k < pieces.length; ) {
    // The longest hyphenated form first: "quatre-vingt" is 80, not 4 and 20.
    let m = pieces.length;
    let read: Part | Part[] | undefined;
    for (; m > k && !read; m--) {
      const form = pieces.slice(k, m).join('-');
      read = m - k > 1 ? formPart(form, lex) : lex.compound ? splitCompound(form, lex) : formPart(form, lex);
    }
    if (!read) return undefined;
    parts.push(...(Array.isArray(read) ? read : [read]));
    k = m + 1;
  }
  return parts.every((p) => p.kind === 'joiner') ? (pieces.length === 1 ? [{ kind: 'joiner' }] : undefined) : parts;
}

/** Whether the word at `j` is a fraction of this language ("half", "medio"). */
function fractionAt(words: readonly { folded: string }[], j: number, lex: Lexicon): boolean {
  const value = words[j] ? lex.values.get(words[j].folded) : undefined;
  return value !== undefined && value < 1;
}

function formPart(form: string, lex: Lexicon): Part | undefined {
  const multiplier = lex.multipliers.get(form);
  if (multiplier !== undefined) return { kind: 'multiplier', value: multiplier };
  const value = lex.values.get(form);
  if (value !== undefined) return { kind: 'value', value };
  return lex.joiners.has(form) ? { kind: 'joiner' } : undefined;
}

/** "zweihundertfünfzig" as zwei + hundert + fünfzig: the forms it is made of, tried longest first. */
function splitCompound(word: string, lex: Lexicon, depth = 0): Part[] | undefined {
  if (word === '') return [];
  if (depth > 12) return undefined;
  for (const form of lex.forms) {
    if (!word.startsWith(form)) continue;
    const rest = splitCompound(word.slice(form.length), lex, depth + 1);
    if (rest) return [formPart(form, lex)!, ...rest];
  }
  return undefined;
}

/** Number runs inside a word written without spaces (Chinese "两百万用户"): the longest runs of forms. */
function* readInside(word: { start: number; folded: string }, lex: Lexicon): Generator<WordNumber> {
  if (!/^\p{Script=Han}/u.test(word.folded)) return;
  const chars = [...word.folded];
  for (let i = 0; i < chars.length; ) {
    let j = i;
    while (j < chars.length && formPart(chars[j], lex)) j++;
    if (j > i) {
      const parts = chars.slice(i, j).map((c) => formPart(c, lex)!);
      const read = valueOf(parts);
      if (read) yield { start: word.start + i, end: word.start + j, value: read.value, scaled: read.scaled, words: j - i };
      i = j;
    } else i++;
  }
}

/**
 * The value of number parts, read in groups: units and tens add, a hundred (or a multiplier)
 * multiplies the units before it within the group, a thousand or more closes the group; a
 * larger scale after a smaller one with nothing between multiplies all ("dos mil millones").
 */
function valueOf(parts: readonly Part[], strict = false): { value: number; scaled: boolean } | undefined {
  let total = 0;
  let section = 0;
  let current = 0;
  let lastScale = 0;
  let scaled = false;
  let any = false;
  let joined = false;
  for (const part of parts) {
    if (part.kind === 'joiner') {
      joined = true;
      continue;
    }
    if (part.kind === 'article') {
      // "a million" is one million; "and a half" is the half alone.
      if (current === 0 && section === 0 && total === 0) current = 1;
      continue;
    }
    any = true;
    const v = part.value;
    if (part.kind === 'multiplier' || (v >= 100 && v < 1000)) {
      section += (current || 1) * v;
      current = 0;
      scaled = true;
    } else if (v >= 1000) {
      const group = section + current;
      if (group === 0 && total > 0 && v > lastScale) total *= v;
      else total += (group || 1) * v;
      section = current = 0;
      lastScale = v;
      scaled = true;
    } else if (current > 0 && current < 1 && v >= 1 && v < 100 && !joined) {
      // Hindi "साढ़े चार": a half and the number after it, four and a half.
      current += v;
    } else if (v < 1 && lastScale > 0 && section === 0 && current === 0) {
      // "un millón y medio", "quatro milhões e meio": half of the scale before it.
      total += v * lastScale;
    } else {
      if (strict && current > 0 && !continues(current, v, joined)) return undefined;
      current += v;
    }
    joined = false;
  }
  return any ? { value: total + section + current, scaled } : undefined;
}

/**
 * Whether `next` may add to the units and tens read so far: a unit after a ten ("twenty five",
 * "treinta y dos"), a teen or ten after a French score ("soixante-dix", "quatre-vingt-onze"), a
 * ten after a unit joined by "und" / "en" (German "fünfundzwanzig"). Two units in a row are two
 * numbers, or none ("un cuarenta").
 */
function continues(current: number, next: number, joined: boolean): boolean {
  if (next < 1) return joined && Number.isInteger(current);
  if (current < 1) return !joined && next < 100;
  // French "dix-sept", "dix-neuf": ten and a unit.
  if (current === 10) return next < 10;
  if (current % 10 === 0 && current >= 20) return next < (current === 60 || current === 80 ? 20 : 10);
  return joined && current < 10 && next >= 20 && next < 100 && next % 10 === 0;
}
