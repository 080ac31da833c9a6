// Word error rate: (substitutions + deletions + insertions) / reference words, by edit distance
// over words after lower-casing and dropping punctuation.
import { editDistance } from '../../ws-server/text/edit-distance';

export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9' ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

export function wordErrors(reference: string[], hypothesis: string[]): number {
  return editDistance(reference, hypothesis);
}
