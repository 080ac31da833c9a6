// Tokens counted without a tokenizer (nothing to download, the same for every provider).
// BPE tokenizers average about four characters a token on English prose, and a word is
// never less than one token; numbers, code and punctuation split further. Taking the larger
// of the two keeps the estimate on the safe side for dense text such as skill lists.
export function estimateTokens(text: string): number {
  if (!text) return 0;
  const words = text.match(/\S+/g)?.length ?? 0;
  return Math.max(Math.ceil(text.length / 4), words);
}
