/**
 * Where an answer's unsupported claims (figures, names, titles and dates the server found in
 * none of its sources) occur in a run of its text, so the screen can mark each one.
 *
 * A claim matches as a whole word: "40%" is not found inside "140%", nor "Stripe" inside
 * "Stripes". Case and runs of spaces are ignored, since the server took the claim from this
 * very text. Scripts written without spaces (Chinese, Japanese, Thai, and Korean particles)
 * have no word edges to test, so a claim next to such a letter still matches ("在Stripe工作").
 */

export type ClaimPiece = { text: string; claim?: string };

/** Letters and digits that continue a word across a claim's edge. */
const WORD = /[\p{L}\p{N}\p{M}_]/u;
const NO_SPACES = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

const isWordChar = (ch: string | undefined) => ch !== undefined && WORD.test(ch) && !NO_SPACES.test(ch);

function claimPattern(claim: string): RegExp {
  const escaped = claim.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  return new RegExp(escaped, 'giu');
}

/** Each occurrence of each claim in `text`: start, end, and the claim as the server named it. Longest first where two overlap. */
export function findClaims(text: string, claims: readonly string[]): { start: number; end: number; claim: string }[] {
  const found: { start: number; end: number; claim: string }[] = [];
  for (const claim of claims) {
    if (!claim.trim()) continue;
    const pattern = claimPattern(claim);
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      const before = [...text.slice(0, start)].at(-1);
      const after = [...text.slice(end, end + 2)][0];
      const first = [...match[0]][0];
      const lastChar = [...match[0]].at(-1);
      if (isWordChar(first) && isWordChar(before)) continue;
      if (isWordChar(lastChar) && isWordChar(after)) continue;
      found.push({ start, end, claim });
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - b.start - (a.end - a.start));
  const kept: typeof found = [];
  for (const range of found) {
    if (kept.length === 0 || range.start >= kept[kept.length - 1].end) kept.push(range);
  }
  return kept;
}

/** `text` cut into plain pieces and claim pieces, in order; joined they give `text` back. */
export function markUnsupported(text: string, claims: readonly string[]): ClaimPiece[] {
  if (claims.length === 0 || !text) return text ? [{ text }] : [];
  const pieces: ClaimPiece[] = [];
  let last = 0;
  for (const range of findClaims(text, claims)) {
    if (range.start > last) pieces.push({ text: text.slice(last, range.start) });
    pieces.push({ text: text.slice(range.start, range.end), claim: range.claim });
    last = range.end;
  }
  if (last < text.length) pieces.push({ text: text.slice(last) });
  return pieces;
}
