/** The key with the largest count, the first inserted on a tie; undefined when none counts above 0. */
export function mostCounted(counts: ReadonlyMap<string, number>): string | undefined {
  let best: string | undefined;
  let most = 0;
  for (const [key, n] of counts) {
    if (n > most) [best, most] = [key, n];
  }
  return best;
}
