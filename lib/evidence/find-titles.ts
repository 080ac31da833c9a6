// Job titles in prose, from each language's title words: a seniority word and a role, either
// order and up to two words apart ("Senior Software Engineer", "ingeniero de software sénior"),
// written together in Chinese ("高级软件工程师"), or "<head> of <area>" ("VP of Sales", "Head of
// Engineering", and in languages that write titles in lower case "jefe de producto"). Only the
// singular counts, and not after "the", "our" or "my": a title the candidate claims is their
// own, plurals and someone's title are other people.
import { CLAIM_LANGUAGES, HEAD_WORDS, JOINER_WORDS, ROLE_FIRST_TITLES, ROLE_WORDS, SENIORITY_WORDS, type ClaimLanguage } from './claim-words';
import { fold } from './claim-text';
import { isTitleWord, textTitleKeys } from './title-keys';

export interface TitleClaim {
  text: string;
  index: number;
  /** Its words as English title keys (lib/evidence/title-keys.ts), stop words and joiners left out. */
  words: string[];
  /** Someone else's title ("our VP of Sales"): not a claim, and not a name either. */
  someoneElses?: boolean;
  /**
   * Its words no pack translates ("crédito", "क्रेडिट"): compared letter by letter, so only with a
   * source in the same script; against a source in another script only the translated words count.
   */
  literal: string[];
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alternatives = (words: readonly string[]) => [...new Set(words)].filter(Boolean).sort((a, b) => b.length - a.length).map(escape).join('|');
const GAP = String.raw`(?:[\s-]+[\p{L}\p{M}-]+){0,2}?`;
const END = String.raw`(?![\p{L}\p{M}])`;
const START = String.raw`(?<![\p{L}\p{M}])`;
const spacedWords = (words: readonly string[]) => words.filter((w) => !/\p{Script=Han}/u.test(w));
const SENIORITY_FIRST = new RegExp(`${START}(?:${alternatives(spacedWords(SENIORITY_WORDS))})${GAP}[\\s-]+(?:${alternatives(spacedWords(ROLE_WORDS))})${END}`, 'giu');
const ROLE_FIRST = ROLE_FIRST_TITLES.map((l) => new RegExp(`${START}(?:${alternatives(l.roles)})${GAP}\\s+(?:${alternatives(l.seniority)})${END}`, 'giu'));
// "de la", or an elided "d'" before a vowel ("chargée d'affaires").
const OF = String.raw`(?:(?:of|de|del|do|da|des|du|für|von)\s+(?:the\s+|la\s+|el\s+|a\s+)?|d['’])`;
const AREA = String.raw`[\p{L}\p{M}-]+(?:\s+(?:and|&|y|e|et|und)\s+\p{Lu}[\p{L}\p{M}-]*)?`;
/** A word in any case, in a pattern that is otherwise case-sensitive (the area's "and Marketing" needs its capital). */
const anyCase = (word: string) => [...word].map((c) => (c.toLowerCase() === c.toUpperCase() ? escape(c) : `[${c.toLowerCase()}${c.toUpperCase()}]`)).join('');
const HEAD_OF = new RegExp(`${START}(?:${[...new Set(spacedWords(HEAD_WORDS))].sort((a, b) => b.length - a.length).map(anyCase).join('|')})\\s+${OF}${AREA}${END}`, 'gu');
const words = (text: string | undefined) => (text ?? '').split(/\s+/).filter(Boolean);
const lowerCase = CLAIM_LANGUAGES.filter((l) => l.titlesLowerCase);
const LOWER_CASE_HEADS = new Set(lowerCase.flatMap((l) => words(l.heads)).map(fold));
/**
 * Languages that write titles in lower case also name one by its head and its area, with no
 * "de": "directrice technique", "gerente comercial", "responsable marketing". The area is a
 * word the pack translates, so "directrice a dit" is no title.
 */
const areasOf = (l: ClaimLanguage) => Object.keys(l.titleTranslations ?? {}).filter((w) => !words(l.heads).includes(w) && !words(l.roles).includes(w));
const HEAD_AREA = [
  ...CLAIM_LANGUAGES.filter((l) => l.titlesLowerCase || l.headThenArea).map((l) => new RegExp(`${START}(?:${alternatives(words(l.heads))})(?:\\s+(?:${alternatives(areasOf(l))})){1,2}${END}`, 'giu')),
  // Scripts without capitals that put the area first: "नर्सिंग सुपरिंटेंडेंट".
  ...CLAIM_LANGUAGES.filter((l) => l.titlesAreaFirst).map((l) => new RegExp(`${START}(?:(?:${alternatives(areasOf(l))})\\s+){1,2}(?:${alternatives(words(l.heads))})${END}`, 'gu')),
];
const STANDALONE = new RegExp(`${START}(?:${alternatives(CLAIM_LANGUAGES.flatMap((l) => words(l.standaloneTitles)))})${END}`, 'giu');
/** Where titles end compound words ("Regionalgeschäftsführer", "Vertriebsleiterin"): a word ending in a head or a one-word title. */
const COMPOUND = CLAIM_LANGUAGES.filter((l) => l.compoundTitles).map(
  (l) => new RegExp(`${START}\\p{Lu}[\\p{L}]{2,}?(?:${alternatives([...words(l.heads), ...words(l.standaloneTitles)])})${END}`, 'gu'),
);
const UNSPACED = CLAIM_LANGUAGES.filter((l) => l.titlesUnspaced).flatMap((l) => {
  const standalone = words(l.standaloneTitles);
  const areas = Object.keys(l.titleTranslations ?? {}).filter((w) => !words(l.seniority).includes(w) && !words(l.roles).includes(w));
  return [
    new RegExp(`(?:${alternatives(words(l.seniority))})[\\p{Script=Han}]{0,4}?(?:${alternatives(words(l.roles))})`, 'gu'),
    // "产品总监", "财务总监": an area and a head, which is a title with no seniority word.
    ...(l.heads ? [new RegExp(`(?:${alternatives(areas)})(?:${alternatives(words(l.heads))})`, 'gu')] : []),
    // One-word titles, which need no word edge in a script without spaces: "后来升为总工程师".
    ...(standalone.length > 0 ? [new RegExp(alternatives(standalone), 'gu')] : []),
  ];
});
/** Someone else's title follows these (the answer's language's own, and English's, which answers quote). */
const othersOf = (language: string | undefined) => {
  const from = language ? CLAIM_LANGUAGES.filter((l) => l.code === language || l.code === 'en') : CLAIM_LANGUAGES;
  return { others: new Set(from.flatMap((l) => words(l.otherPersonWords)).map(fold)), as: new Set(from.flatMap((l) => words(l.asWords)).map(fold)) };
};
const WORD_BEFORE = /([\p{L}\p{M}'’]+)[\s]+$/u;

export function findTitles(prose: string, isStopWord: (folded: string) => boolean, language?: string): TitleClaim[] {
  const found: TitleClaim[] = [];
  const before = othersOf(language);
  // The characters a title already covers: a check per character, not per title found before.
  const covered = new Uint8Array(prose.length);
  for (const re of [SENIORITY_FIRST, ...ROLE_FIRST, ...UNSPACED, HEAD_OF, ...HEAD_AREA, STANDALONE, ...COMPOUND]) {
    for (const m of prose.matchAll(re)) {
      const parts = m[0].split(/[\s-]+/).map(fold);
      // Small words between the two ends ("lead a senior engineer") mean it is a sentence, not a
      // title; "head of sales and marketing" is one, which its own pattern keeps to.
      const inner = parts.slice(1, -1);
      if (re !== HEAD_OF && inner.some((w) => isStopWord(w) && !JOINER_WORDS.has(w) && !['the', 'la', 'el'].includes(w))) continue;
      if (re === HEAD_OF && !/\p{Lu}/u.test(m[0]) && !LOWER_CASE_HEADS.has(parts[0])) continue;
      if (covered.subarray(m.index, m.index + m[0].length).includes(1)) continue;
      covered.fill(1, m.index, m.index + m[0].length);
      const kept = parts.filter((w) => !isStopWord(w) && !JOINER_WORDS.has(w));
      const literal = kept.filter((w) => !isTitleWord(w) && !/\p{Script=Han}/u.test(w));
      found.push({ text: m[0], index: m.index, words: textTitleKeys(kept), literal, ...(someoneElses(prose, m.index, before) ? { someoneElses: true } : {}) });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/** "our Staff Engineer", "el jefe de producto": someone else's title, unless "as the …" makes it the candidate's. */
function someoneElses(prose: string, index: number, words: { others: ReadonlySet<string>; as: ReadonlySet<string> }): boolean {
  const before = WORD_BEFORE.exec(prose.slice(Math.max(0, index - 40), index));
  if (!before || !words.others.has(fold(before[1]))) return false;
  const further = WORD_BEFORE.exec(prose.slice(Math.max(0, index - 80), index - before[0].length));
  return !(further && words.as.has(fold(further[1])));
}
