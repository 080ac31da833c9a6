// Cuts a resume or job description into passages worth quoting: bullets and lines, with
// long paragraphs split into sentences. Headings and contact lines are dropped.

const MIN_WORDS = 4;
const MAX_CHARS = 280;

export function toPassages(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:[-*•·▪◦]|\d+[.)])\s*/, '').trim())
    .flatMap((line) => (line.length > MAX_CHARS ? line.split(/(?<=[.!?])\s+(?=[A-Z])/) : [line]))
    .map((p) => p.trim())
    .filter((p) => p.split(/\s+/).length >= MIN_WORDS && !/@|https?:\/\/|^\+?\d[\d\s().-]{6,}$/.test(p));
}
