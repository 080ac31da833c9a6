/** "7/10"; an average keeps one decimal ("6.5/10") but drops a trailing ".0". */
export function formatScore(score: number): string {
  const clamped = Math.min(10, Math.max(0, Number.isFinite(score) ? score : 0));
  const rounded = Math.round(clamped * 10) / 10;
  return `${Number.isInteger(rounded) ? rounded.toFixed(0) : rounded.toFixed(1)}/10`;
}
