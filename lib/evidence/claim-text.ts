// The prose of an answer, for the claim checks: Markdown marks, code, links' addresses,
// citation markers and list numbers are taken out (none of them is a claim), and each word is
// read with whether it opens a sentence, since a capital there says nothing about a name.

export interface ProseWord {
  text: string;
  index: number;
  /** Lower case without accents, possessive "'s" off: how words are compared with the sources. */
  folded: string;
  /** First word of a line, or after ". ", "! ", "? ", ": " (a label such as "Result:"). */
  opensSentence: boolean;
}

const FENCE = /(^|\n)[ \t]*(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:\n[ \t]*\2[^\n]*(?=\n|$)|$)/g;
const CODE_SPAN = /(`+)[^`]*?\1/g;
const LINK = /!?\[([^\]\n]*)\]\([^)\n]*\)/g;
const CITATION = /\[\d{1,3}(?:\s*[,;]\s*\d{1,3})*\]/g;
const LINE_MARKS = /^[ \t]*(?:(?:#{1,6}|>)[ \t]*)*(?:(?:[-*+•]|\d{1,3}[.)])[ \t]+)?/gm;
const EMPHASIS = /\*{1,3}|(?<![\p{L}\p{N}])_{1,3}|_{1,3}(?![\p{L}\p{N}])/gu;
/** Chinese and Japanese need no spaces: set their runs apart so "在Acme" is two words, not one. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff01-\uff5e]+/gu;
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}'’.&+#-]*[\p{L}\p{M}\p{N}+#]|[\p{L}\p{N}]/gu;
const OPENING_MARKS = new Set([...' \t\r"“‘\'(«¿¡']);
const SPACED_ENDS = new Set([...'.!?:;…']);
const WIDE_ENDS = new Set([...'。！？：；']);

export function answerProse(answer: string): string {
  return answer
    .replace(FENCE, '$1\n')
    .replace(CODE_SPAN, ' ')
    .replace(LINK, '$1')
    .replace(CITATION, ' ')
    .replace(LINE_MARKS, '')
    .replace(EMPHASIS, '')
    .replace(UNSPACED, ' $& ');
}

export function proseWords(prose: string): ProseWord[] {
  return [...prose.matchAll(WORD)].map((m) => {
    const text = m[0].replace(/['’]s$/u, '').replace(/\.$/, '');
    return { text, index: m.index, folded: fold(text), opensSentence: opensSentence(prose, m.index) };
  });
}

/** A line break before the word, or . ! ? : ; … and a space, with opening quotes or brackets between. */
function opensSentence(prose: string, index: number): boolean {
  let at = index - 1;
  let spaced = false;
  for (; at >= 0 && OPENING_MARKS.has(prose[at]); at--) spaced ||= /\s/.test(prose[at]);
  if (at < 0 || prose[at] === '\n' || WIDE_ENDS.has(prose[at])) return true;
  return spaced && SPACED_ENDS.has(prose[at]);
}

export function fold(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').normalize('NFC');
}
