// Tokens counted without a tokenizer (nothing to download, the same for every provider).
// BPE tokenizers average about four characters a token on English prose, and a word is
// never less than one token; numbers, code and punctuation split further. Taking the larger
// of the two keeps the estimate on the safe side for dense text such as skill lists.
// Other scripts cost more: a Chinese or Japanese character is about a token of its own, and
// the letters of other non-Latin scripts (Devanagari, Cyrillic, Arabic, Hangul) about half one,
// so a Hindi or Chinese resume is not let through at a quarter of its real size.
const CHARACTER_A_TOKEN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;
const HALF_A_TOKEN = /[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;

export function estimateTokens(text: string): number {
  if (!text) return 0;
  const words = text.match(/\S+/g)?.length ?? 0;
  const wide = text.match(CHARACTER_A_TOKEN)?.length ?? 0;
  const half = text.match(HALF_A_TOKEN)?.length ?? 0;
  const rest = text.length - wide - half;
  return Math.max(Math.ceil(rest / 4 + half / 2 + wide), words);
}
