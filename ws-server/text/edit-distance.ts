// Edit distance (insertions, deletions and substitutions at cost 1, or a substitution cost of
// the caller's) between two sequences: words of two transcripts, letters of two words. One
// table for every comparison the server makes between what two recognisers, or two readings
// of one recogniser, printed.

type Substitution<T> = (a: T, b: T) => number;

const exact = <T>(a: T, b: T) => (a === b ? 0 : 1);

/**
 * The cheapest edits turning all of `a` into the first j items of `b`, for every j from 0 to
 * `b.length`: the last row of the edit-distance table.
 */
export function editCostsToPrefixes<T>(a: ArrayLike<T>, b: ArrayLike<T>, substitution: Substitution<T> = exact): number[] {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + substitution(a[i - 1], b[j - 1]));
    previous = row;
  }
  return previous;
}

/** The cheapest edits turning `a` into `b`. */
export function editDistance<T>(a: ArrayLike<T>, b: ArrayLike<T>, substitution: Substitution<T> = exact): number {
  return editCostsToPrefixes(a, b, substitution)[b.length];
}
