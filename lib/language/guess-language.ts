// A quick guess at the language of a short text, for Auto-detect when the recogniser does not
// say (the offline ones never do) and for text that arrives without one (a question typed by
// hand). Each pack's hints (packs/<code>/guess.ts) say how its language gives itself away:
// scripts settle most languages outright; those that share an alphabet are told apart by
// their most frequent small words and by letters only they use. Undefined when unsure: a
// caller then keeps what it had, and English stays the default.
import { packsWith } from './packs/registry';

const HINTS = packsWith('guess');
const SCRIPTS = HINTS.flatMap(({ code, data }) => (data.script ? [{ code, ...data.script }] : [])).sort((a, b) => a.order - b.order);
const ALPHABETS = HINTS.flatMap(({ code, data }) => (data.alphabet ? [{ code, ...data.alphabet }] : []));
const FUNCTION_WORDS = HINTS.flatMap(({ code, data }) => (data.functionWords ? [{ code, words: new Set(data.functionWords) }] : []));
const UNIQUE_LETTERS = HINTS.flatMap(({ code, data }) => (data.uniqueLetters ? [{ code, letters: data.uniqueLetters }] : []));

const WORD = /[\p{L}'’]+/gu;

export function guessLanguage(text: string): string | undefined {
  const sample = text.slice(0, 2000);
  for (const { letters, code } of SCRIPTS) if (countMatches(sample, letters) >= 2 || (letters.test(sample) && !/[a-z]/i.test(sample))) return code;
  const lower = sample.toLowerCase();
  const sharing = ALPHABETS.filter((a) => a.letters.test(lower));
  if (sharing.length > 0) return (sharing.find((a) => a.tells?.test(lower)) ?? sharing.find((a) => !a.tells))?.code;
  const words = lower.match(WORD) ?? [];
  if (words.length === 0) return undefined;
  const scores = new Map<string, number>();
  for (const { code, words: set } of FUNCTION_WORDS) scores.set(code, words.filter((w) => set.has(w)).length);
  for (const { letters, code } of UNIQUE_LETTERS) if (letters.test(lower)) scores.set(code, (scores.get(code) ?? 0) + 1.5);
  const ranked = [...scores.entries()].sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  // One function word is not evidence; a tie between two languages is not a guess.
  if (!best || best[1] < 2 || best[1] === second?.[1]) return undefined;
  return best[0];
}

function countMatches(text: string, script: RegExp): number {
  let count = 0;
  for (const ch of text) if (script.test(ch) && ++count >= 2) break;
  return count;
}
