/**
 * Spoken transcripts as tokens: lower-cased words with the pauses around them. Punctuation is
 * a hint (a comma or full stop is a pause), never a requirement: some recognisers give none.
 */
export type Token = {
  /** Lower-cased word, apostrophes kept ("i'd", "don't"). */
  word: string;
  /** The word as written, for capitalisation checks. */
  raw: string;
  /** A comma, full stop or dash came right before it: a spoken pause. */
  pauseBefore: boolean;
  /** A comma, full stop or dash came right after it. */
  pauseAfter: boolean;
};

// Letters include combining marks: Devanagari writes its vowels as marks ("बताइए"). Pauses
// include the full-width and Devanagari stops of the scripts the product lists.
const TOKEN = /[\p{L}\p{N}][\p{L}\p{M}\p{N}'’.%+#-]*[\p{L}\p{M}\p{N}%+#]|[\p{L}\p{N}]\p{M}*|[,.;:!?—–。，、！？；：।॥؟¿¡]+/gu;
const PAUSE = /^[,.;:!?—–。，、！？；：।॥؟¿¡]+$/u;
/** Scripts written without spaces between words: each character is a token of its own. */
const CHARACTER_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const CHARACTER_RUNS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+/gu;

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let pause = true;
  for (const match of text.matchAll(TOKEN)) {
    const piece = match[0];
    if (PAUSE.test(piece)) {
      if (tokens.length > 0) tokens[tokens.length - 1].pauseAfter = true;
      pause = true;
      continue;
    }
    const pieces = CHARACTER_SCRIPT.test(piece) ? (piece.match(CHARACTER_RUNS) ?? [piece]) : [piece];
    for (const part of pieces) {
      const raw = part.replace(/’/g, "'").replace(/\.$/, '');
      if (!raw) continue;
      tokens.push({ word: raw.toLowerCase(), raw, pauseBefore: pause, pauseAfter: false });
      pause = false;
    }
  }
  return tokens;
}

/** A token that is one character of a script written without spaces. */
export function isCharacterToken(token: Token): boolean {
  return token.word.length === 1 && CHARACTER_SCRIPT.test(token.word);
}

