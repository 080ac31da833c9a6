// Cuts a resume or job description into passages worth quoting: bullets and lines, with
// long paragraphs split into sentences. Headings and contact lines are dropped. Written
// Chinese and Japanese have no spaces, so their characters are counted two to a word (a
// four-character heading, "工作经历", is still a heading) and three to a Latin character's
// length (a paragraph of them is as long to read as the English it would take).

const MIN_WORDS = 4;
const MAX_CHARS = 280;
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;
/** Full-width punctuation ("。", "，"): not a word of its own once the characters around it are counted. */
const WIDE_PUNCTUATION = /[\u3000-\u303f\uff01-\uff0f\uff1a-\uff20]/g;
/** After a sentence's end: Latin before a capital, or the full-width and Devanagari stops. */
const SENTENCE_END = /(?<=[.!?])\s+(?=[A-Z])|(?<=[。！？।])\s*/u;

export function toPassages(text: string): string[] {
  return toNumberedPassages(text).map((p) => p.text);
}

/** The same passages, each with the 1-based line of the text it comes from (a source's "line 12"). */
export function toNumberedPassages(text: string): { text: string; line: number }[] {
  return text
    .split(/\r?\n/)
    .map((raw, i) => ({ text: raw.replace(/^\s*(?:[-*•·▪◦]|\d+[.)、])\s*/, '').trim(), line: i + 1 }))
    .flatMap((p) => (readingLength(p.text) > MAX_CHARS ? p.text.split(SENTENCE_END).map((text) => ({ text, line: p.line })) : [p]))
    .map((p) => ({ text: p.text.trim(), line: p.line }))
    .filter((p) => wordCount(p.text) >= MIN_WORDS && !/@|https?:\/\/|^\+?\d[\d\s().-]{6,}$/.test(p.text));
}

function wordCount(passage: string): number {
  const unspaced = passage.match(UNSPACED)?.length ?? 0;
  const spaced = passage.replace(UNSPACED, ' ').replace(WIDE_PUNCTUATION, ' ').split(/\s+/).filter(Boolean).length;
  return spaced + Math.floor(unspaced / 2);
}

function readingLength(passage: string): number {
  return passage.length + 2 * (passage.match(UNSPACED)?.length ?? 0);
}
