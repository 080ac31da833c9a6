// The prose of an answer, for the claim checks: Markdown marks, code, links' addresses,
// citation markers and list numbers are taken out (none of them is a claim), and each word is
// read with whether it opens a sentence, since a capital there says nothing about a name.
import { codeRanges } from './code-ranges';

export interface ProseWord {
  text: string;
  index: number;
  /** Lower case without accents, possessive "'s" off: how words are compared with the sources. */
  folded: string;
  /** First word of a line, or after ". ", "! ", "? ", ": " (a label such as "Result:"). */
  opensSentence: boolean;
}

const CITATION = /\[\d{1,3}(?:\s*[,;]\s*\d{1,3})*\]/g;
const LINE_MARKS = /^[ \t]*(?:(?:#{1,6}|>)[ \t]*)*(?:(?:[-*+•]|\d{1,3}[.)])[ \t]+)?/gm;
const EMPHASIS = /\*{1,3}|(?<![\p{L}\p{N}])_{1,3}|_{1,3}(?![\p{L}\p{N}])/gu;
/** Chinese and Japanese need no spaces: set their runs apart so "在Acme" is two words, not one. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff01-\uff5e]+/gu;
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}'’.&+#-]*[\p{L}\p{M}\p{N}+#]|[\p{L}\p{N}]/gu;
const OPENING_MARKS = new Set([...' \t\r"“‘\'(«¿¡']);
const SPACED_ENDS = new Set([...'.!?:;…']);
const WIDE_ENDS = new Set([...'。！？：；']);

export interface Prose {
  text: string;
  /** Whether the character at an index came from inline code: a figure there is a claim, a name an identifier. */
  inCode(index: number): boolean;
  /** Whether it came from inline code that reads as code ("retries >= 3 && age < 60"): no figure there is a claim. */
  inCodeLike(index: number): boolean;
}

/** Operators, brackets and identifiers: a code span that has them is code, not a figure in backticks. */
const CODE_LIKE = /[=<>&|{}();[\]]|\w_\w|\w\.\w+\(/;

/** Marks around inline code while the prose is made (private-use characters no step removes), spaces after. */
const CODE_OPEN = '\uE000';
const CODE_CLOSE = '\uE001';

export function answerProse(answer: string): string {
  return answerProseWithCode(answer).text;
}

export function answerProseWithCode(answer: string): Prose {
  const marked = linkTexts(withCodeMarked(answer))
    .replace(CITATION, ' ')
    .replace(LINE_MARKS, '')
    .replace(EMPHASIS, '')
    .replace(UNSPACED, ' $& ');
  if (!marked.includes(CODE_OPEN)) return { text: marked, inCode: () => false, inCodeLike: () => false };
  // 1: inline code; 2: inline code that reads as code.
  const code = new Uint8Array(marked.length);
  let open = -1;
  for (let i = 0; i < marked.length; i++) {
    if (marked[i] === CODE_OPEN) open = i;
    else if (marked[i] === CODE_CLOSE && open >= 0) {
      code.fill(CODE_LIKE.test(marked.slice(open + 1, i)) ? 2 : 1, open, i + 1);
      open = -1;
    }
  }
  return { text: marked.replace(/[\uE000\uE001]/g, ' '), inCode: (i) => code[i] > 0, inCodeLike: (i) => code[i] === 2 };
}

/**
 * A fenced block becomes a line break: code is never a claim. An inline code span keeps its
 * text, marked, since a model can put a figure in backticks ("cut latency by `40%`").
 */
function withCodeMarked(answer: string): string {
  const pieces: string[] = [];
  let copied = 0;
  for (const [start, end, block] of codeRanges(answer)) {
    pieces.push(answer.slice(copied, start).replace(/[\uE000\uE001]/g, ' '));
    if (block) pieces.push('\n');
    else {
      let ticks = 0;
      while (answer[start + ticks] === '`') ticks++;
      pieces.push(' ', CODE_OPEN, answer.slice(start + ticks, end - ticks).replace(/[\uE000\uE001]/g, ' '), CODE_CLOSE, ' ');
    }
    copied = end;
  }
  pieces.push(answer.slice(copied).replace(/[\uE000\uE001]/g, ' '));
  return pieces.join('');
}

/**
 * "[text](address)" and "![text](address)" on one line become their text. The next "]", ")"
 * and line end after each position are found once, from the right, so a line of 20,000 "["
 * costs what a line of letters does (a pattern that looked for the "]" from each "[" did not).
 */
function linkTexts(text: string): string {
  const n = text.length;
  const nextClose = new Int32Array(n + 1).fill(n);
  const nextParen = new Int32Array(n + 1).fill(n);
  const nextLine = new Int32Array(n + 1).fill(n);
  for (let i = n - 1; i >= 0; i--) {
    nextClose[i] = text[i] === ']' ? i : nextClose[i + 1];
    nextParen[i] = text[i] === ')' ? i : nextParen[i + 1];
    nextLine[i] = text[i] === '\n' ? i : nextLine[i + 1];
  }
  const pieces: string[] = [];
  let copied = 0;
  for (let open = text.indexOf('['); open !== -1; open = text.indexOf('[', open + 1)) {
    if (open < copied) continue;
    const close = nextClose[open + 1];
    if (close >= nextLine[open] || text[close + 1] !== '(') continue;
    const paren = nextParen[close + 2];
    if (paren >= nextLine[close]) continue;
    const start = text[open - 1] === '!' && open - 1 >= copied ? open - 1 : open;
    pieces.push(text.slice(copied, start), text.slice(open + 1, close));
    copied = paren + 1;
  }
  pieces.push(text.slice(copied));
  return pieces.join('');
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
