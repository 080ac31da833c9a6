// Word error rate: (substitutions + deletions + insertions) / reference words, by edit distance
// over words after lower-casing and dropping punctuation. Letters of any script count; Chinese
// and Japanese, written without spaces, are compared character by character.
import { editDistance } from '../../ws-server/text/edit-distance';

export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}' ]+/gu, ' ')
    .replace(/([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])/gu, ' $1 ')
    .split(/\s+/)
    .filter(Boolean);
}

export function wordErrors(reference: string[], hypothesis: string[]): number {
  return editDistance(reference, hypothesis);
}
