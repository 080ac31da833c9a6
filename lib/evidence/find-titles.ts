// Job titles in prose, from each language's title words: a seniority word and a role, either
// order and up to two words apart ("Senior Software Engineer", "ingeniero de software sénior"),
// or "<head> of <area>" with a capital in it ("VP of Sales", "Head of Engineering"). Only the
// singular counts: a title the candidate claims is their own, plurals are other people.
import { HEAD_WORDS, JOINER_WORDS, ROLE_FIRST_TITLES, ROLE_WORDS, SENIORITY_WORDS } from './claim-words';
import { fold } from './claim-text';

export interface TitleClaim {
  text: string;
  index: number;
  /** Its words that must appear in a source, in order, lower case. */
  words: string[];
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alternatives = (words: readonly string[]) => [...words].sort((a, b) => b.length - a.length).map(escape).join('|');
const GAP = String.raw`(?:\s+[\p{L}\p{M}-]+){0,2}?`;
const END = String.raw`(?![\p{L}\p{M}])`;
const START = String.raw`(?<![\p{L}\p{M}])`;
const SENIORITY_FIRST = new RegExp(`${START}(?:${alternatives(SENIORITY_WORDS)})${GAP}\\s+(?:${alternatives(ROLE_WORDS)})${END}`, 'giu');
const ROLE_FIRST = ROLE_FIRST_TITLES.map((l) => new RegExp(`${START}(?:${alternatives(l.roles)})${GAP}\\s+(?:${alternatives(l.seniority)})${END}`, 'giu'));
const HEAD_OF = new RegExp(
  `${START}(?:${alternatives(HEAD_WORDS)})\\s+(?:of|de|del|do|da|des|du|für|von)\\s+(?:the\\s+|la\\s+|el\\s+)?[\\p{L}\\p{M}-]+(?:\\s+(?:and|&|y|e|et|und)\\s+\\p{Lu}[\\p{L}\\p{M}-]*)?${END}`,
  'gu',
);

export function findTitles(prose: string, isStopWord: (folded: string) => boolean): TitleClaim[] {
  const found: TitleClaim[] = [];
  // The characters a title already covers: a check per character, not per title found before.
  const covered = new Uint8Array(prose.length);
  for (const re of [SENIORITY_FIRST, ...ROLE_FIRST, HEAD_OF]) {
    for (const m of prose.matchAll(re)) {
      const words = m[0].split(/\s+/).map(fold);
      // Small words between the two ends ("lead a senior engineer") mean it is a sentence, not a title.
      const inner = words.slice(1, -1);
      if (inner.some((w) => isStopWord(w) && !JOINER_WORDS.has(w) && !['the', 'la', 'el'].includes(w))) continue;
      if (re === HEAD_OF && !/\p{Lu}/u.test(m[0])) continue;
      if (covered.subarray(m.index, m.index + m[0].length).includes(1)) continue;
      covered.fill(1, m.index, m.index + m[0].length);
      found.push({ text: m[0], index: m.index, words: words.filter((w) => !isStopWord(w) && !JOINER_WORDS.has(w)) });
    }
  }
  return found;
}

/** The title's words in a source in the same order, at most three other words between each two. */
export function titleSupported(title: TitleClaim, sourceWords: readonly (readonly string[])[]): boolean {
  return sourceWords.some((words) =>
    words.some((w, start) => {
      if (w !== title.words[0]) return false;
      let at = start;
      for (const next of title.words.slice(1)) {
        const found = words.slice(at + 1, at + 5).indexOf(next);
        if (found < 0) return false;
        at += found + 1;
      }
      return true;
    }),
  );
}
