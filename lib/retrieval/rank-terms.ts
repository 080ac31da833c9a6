// Terms for ranking passages, in any script: lower-case words of Unicode letters (with their
// combining marks, which Devanagari vowels are) and digits; stop words of every language pack
// out; a light English suffix stemmer so "led" and "leading", "migrations" and "migration" meet.
// Symbols that name technologies stay (c++, c#, node.js). Chinese and Japanese are written
// without spaces, and Korean glues particles to its words, so their runs become overlapping
// character pairs: a Chinese question then shares "支付", "迁移" with a Chinese resume line.
// Accents are folded ("migración" meets "migracion") since resumes are often typed without them.
import { RANKING_STOP_WORDS } from './ranking-stop-words';

/** Scripts written without spaces between words (or with particles attached): paired, not split. */
const PAIRED = '[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}\\u30fc\\u3005]';
const PAIRED_RUN = new RegExp(`${PAIRED}+`, 'gu');
const IS_PAIRED = new RegExp(`^${PAIRED}+$`, 'u');
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}+#.]*[\p{L}\p{M}\p{N}+#]|[\p{L}\p{N}]/gu;
/** A pair of hiragana is grammar in Japanese (particles, verb endings), not a topic. */
const HIRAGANA_ONLY = /^\p{Script=Hiragana}+$/u;

function fold(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').normalize('NFC');
}

const STOP = new Set(RANKING_STOP_WORDS.map(fold));

export function tokenize(text: string): string[] {
  const spaced = fold(text).replace(PAIRED_RUN, (run) => ` ${run} `);
  const terms: string[] = [];
  for (const [word] of spaced.matchAll(WORD)) {
    if (IS_PAIRED.test(word)) terms.push(...pairs(word));
    else if (!STOP.has(word)) terms.push(stem(word));
  }
  return terms;
}

function pairs(run: string): string[] {
  const chars = [...run];
  if (chars.length === 1) return STOP.has(run) || HIRAGANA_ONLY.test(run) ? [] : [run];
  const result: string[] = [];
  for (let i = 0; i < chars.length - 1; i++) {
    const pair = chars[i] + chars[i + 1];
    if (!STOP.has(pair) && !HIRAGANA_ONLY.test(pair)) result.push(pair);
  }
  return result;
}

function stem(word: string): string {
  if (word.length <= 3 || /[^a-z]/.test(word)) return word;
  let w = word;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (/(?:ings?|ed)$/.test(w) && w.replace(/(?:ings?|ed)$/, '').length >= 3) w = w.replace(/(?:ings?|ed)$/, '');
  else if (w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  // "resolve", "resolved", "resolving" all become "resolv".
  return w.length > 4 && w.endsWith('e') ? w.slice(0, -1) : w;
}
