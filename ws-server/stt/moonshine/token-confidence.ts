// How sure the decoder was of what it wrote: the geometric mean of the probabilities it gave its
// own tokens (the end token counted), so 1 is certain and a long utterance is not judged lower
// for being long. Moonshine tiny knows English only: on other languages it still writes fluent
// English, but picks each token among several close guesses, and this mean falls. It is read
// from the model's raw logits, before any session's phrase bias, so a resume's terms do not make
// a wrong reading look sure.

/**
 * Below this confidence a reading is probably not English at all (Spanish or Hindi written as
 * fluent English; measured by `npm run bench:language-mismatch`): the session's language watch
 * warns on finals under it, and the transcriber lends no such reading to the next as context.
 */
export const PROBABLY_NOT_ENGLISH_BELOW = 0.65;

/** Below the best logit by more than this, a token's weight is under 1e-8 of the best one's: left out of the sum. */
const NEGLIGIBLE = 18.5;

/** The log-probability the row at `offset` gives `token` (a log-softmax of one entry). */
export function tokenLogProb(logits: ArrayLike<number>, offset: number, vocabulary: number, token: number): number {
  let max = -Infinity;
  for (let i = 0; i < vocabulary; i++) if (logits[offset + i] > max) max = logits[offset + i];
  // Run at every step of every decode, over tens of thousands of logits: as in the beam search,
  // those far below the best cost a comparison, not an exp().
  let sum = 0;
  for (let i = 0; i < vocabulary; i++) {
    const v = logits[offset + i];
    if (v >= max - NEGLIGIBLE) sum += Math.exp(v - max);
  }
  return logits[offset + token] - max - Math.log(sum);
}

/** Sums the log-probabilities of the tokens written; `confidence` is their per-token mean, as a probability. */
export interface ConfidenceTally {
  add(logProb: number): void;
  /** 0..1; undefined when no token was scored (an utterance too short to read). */
  confidence(): number | undefined;
}

export function createConfidenceTally(): ConfidenceTally {
  let sum = 0;
  let count = 0;
  return {
    add(logProb) {
      sum += logProb;
      count++;
    },
    confidence: () => meanProbability(sum, count),
  };
}

/** The per-token mean of `count` tokens' summed log-probabilities, as a probability; undefined for none. */
export function meanProbability(logProbSum: number, count: number): number | undefined {
  return count === 0 ? undefined : Math.exp(logProbSum / count);
}
