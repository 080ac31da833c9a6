// Word error rate: (substitutions + deletions + insertions) / reference words, by edit distance
// over words after lower-casing and dropping punctuation.
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9' ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

export function wordErrors(reference: string[], hypothesis: string[]): number {
  let previous = Array.from({ length: hypothesis.length + 1 }, (_, j) => j);
  for (let i = 1; i <= reference.length; i++) {
    const row = [i];
    for (let j = 1; j <= hypothesis.length; j++) {
      const cost = reference[i - 1] === hypothesis[j - 1] ? 0 : 1;
      row.push(Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost));
    }
    previous = row;
  }
  return previous[hypothesis.length];
}
