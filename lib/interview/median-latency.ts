// The session's typical wait for an answer: the median, over answers that have one, of the
// time from the end of the question to the first words. The median, not the mean, so one slow
// answer (a provider hiccup) does not misstate the rest.
export function medianLatency(latencies: readonly (number | null)[]): number | null {
  const known = latencies.filter((v): v is number => v !== null && Number.isFinite(v)).sort((a, b) => a - b);
  if (known.length === 0) return null;
  const mid = Math.floor(known.length / 2);
  return known.length % 2 === 1 ? known[mid] : (known[mid - 1] + known[mid]) / 2;
}
