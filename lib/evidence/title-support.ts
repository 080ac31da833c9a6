// Whether a source backs a title claim: the title's keys (English title words, from
// ./title-keys.ts) all in one stretch of the source, in any order, since word order differs
// across languages. A key may name alternatives, "head|manager|lead", for a word that
// translates to more than one English title word ("responsable", "Leiter"); either one in the
// source will do. Words no pack translates are compared letter by letter, so only with a source
// in the same script. A word that lowers a title ("deputy", "assistant") just before the stretch
// or inside it, and not in the claim, makes it another title.
import type { TitleClaim } from './find-titles';

/** Title words that make a lesser title of the rest (as English words: packs translate theirs to these). */
const LOWERING = new Set(['deputy', 'assistant', 'vice', 'associate', 'junior', 'sub', 'acting', 'interim', 'trainee', 'intern']);
const isLatin = (key: string) => /^[\p{Script=Latin}\d&|' .-]+$/u.test(key);

interface SourceIndex {
  latin: boolean;
  /** Where each key (and each alternative of one) stands in the source, in order. */
  at: Map<string, number[]>;
}

/** Each source's keys are indexed once: the same resume backs every title of every answer of a session. */
const indexes = new WeakMap<readonly string[], SourceIndex>();

function indexOf(keys: readonly string[]): SourceIndex {
  let index = indexes.get(keys);
  if (!index) {
    const at = new Map<string, number[]>();
    keys.forEach((k, i) => {
      for (const alt of k.split('|')) {
        const list = at.get(alt);
        if (list) list.push(i);
        else at.set(alt, [i]);
      }
    });
    index = { latin: keys.filter(isLatin).length * 2 >= keys.length, at };
    indexes.set(keys, index);
  }
  return index;
}

export function titleSupported(title: TitleClaim, sourceKeys: readonly (readonly string[])[]): boolean {
  return sourceKeys.some((keys) => supportedIn(title, keys));
}

function supportedIn(title: TitleClaim, keys: readonly string[]): boolean {
  const index = indexOf(keys);
  const literal = new Set(title.literal.filter((w) => isLatin(w) !== index.latin));
  const wanted = [...new Set(title.words)].filter((k) => !literal.has(k)).map((k) => k.split('|'));
  if (wanted.length === 0) return title.words.length === 0;
  const span = wanted.length + 4;
  const claimed = new Set(wanted.flat());
  const matches = (w: number, key: string) => key.split('|').some((alt) => wanted[w].includes(alt));
  // Only where a wanted key stands can a stretch start.
  const starts = [...new Set(wanted.flat().flatMap((alt) => index.at.get(alt) ?? []))].sort((a, b) => a - b);
  return starts.some((start) => {
    const seen = new Set<number>();
    let last = start;
    keys.slice(start, start + span).forEach((k, offset) => {
      for (let w = 0; w < wanted.length; w++) {
        if (!seen.has(w) && matches(w, k)) {
          seen.add(w);
          last = start + offset;
        }
      }
    });
    if (seen.size < wanted.length) return false;
    return !keys.slice(Math.max(0, start - 1), last + 1).some((k) => k.split('|').some((alt) => LOWERING.has(alt) && !claimed.has(alt)));
  });
}
