// Beam search for a decoder that writes one token at a time: instead of the single likeliest
// token at each step (greedy), the `width` likeliest token sequences so far are kept, so a word
// whose first token is a close second ("▁back" before "▁and" where the speaker said "backend")
// can still win on the tokens that follow it. Scores are summed log-probabilities of the logits
// after the session's phrase bias; a finished sequence is ranked by its score per token, so
// short readings are not preferred for being short. Each sequence also keeps its log-probability
// under the model's raw logits, which is how sure the model itself was (its confidence, which no
// bias may raise). The decoder runs outside: this file only picks, step by step, which sequences go on.
import type { PhraseBiasPass } from './phrase-bias';

export interface Beam {
  tokens: number[];
  logProb: number;
  /** The same sum under the raw logits, before the phrase bias. */
  rawLogProb: number;
  pass: PhraseBiasPass;
}

export interface FinishedBeam {
  tokens: number[];
  logProb: number;
  rawLogProb: number;
}

export interface BeamStep {
  /** The sequences that go on, each with the index of the beam it extends (for the decoder's cache). */
  beams: (Beam & { parent: number })[];
  /** Sequences that ended at this step. */
  finished: FinishedBeam[];
}

/**
 * One step: `logits` holds one row of `vocabulary` values per beam, in order. Of the best
 * `2 × width` extensions over all beams, those that end among the first `width` are finished,
 * and the best `width` that do not end go on.
 */
export function stepBeams(beams: readonly Beam[], logits: ArrayLike<number>, vocabulary: number, width: number, endToken: number): BeamStep {
  const candidates: { parent: number; token: number; logProb: number; rawLogProb: number }[] = [];
  beams.forEach((beam, parent) => {
    for (const { token, logProb, rawLogProb } of likeliestTokens(logits, parent * vocabulary, vocabulary, beam.pass, 2 * width)) {
      candidates.push({ parent, token, logProb: beam.logProb + logProb, rawLogProb: beam.rawLogProb + rawLogProb });
    }
  });
  candidates.sort((a, b) => b.logProb - a.logProb);
  const step: BeamStep = { beams: [], finished: [] };
  for (const [rank, c] of candidates.entries()) {
    if (step.beams.length === width) break;
    const parent = beams[c.parent];
    if (c.token === endToken) {
      if (rank < width) step.finished.push({ tokens: parent.tokens, logProb: c.logProb, rawLogProb: c.rawLogProb });
      continue;
    }
    const pass = parent.pass.fork();
    pass.advance(c.token);
    step.beams.push({ tokens: [...parent.tokens, c.token], logProb: c.logProb, rawLogProb: c.rawLogProb, pass, parent: c.parent });
  }
  return step;
}

/** The best sequence by log-probability per token (the end token counted), or none. */
export function bestBeam(finished: readonly FinishedBeam[]): FinishedBeam | undefined {
  let best: FinishedBeam | undefined;
  const perToken = (b: FinishedBeam) => b.logProb / (b.tokens.length + 1);
  for (const b of finished) if (!best || perToken(b) > perToken(best)) best = b;
  return best;
}

/** Below the best logit by more than this, a token adds under 1e-8 of the best one's weight to the normalisation. */
const NEGLIGIBLE = 18.5;

/**
 * The `n` likeliest tokens of one row with their log-probabilities, each token the phrase bias
 * lifts raised by its bonus first, and with their raw ones. Two passes over the row and no copy
 * (three with a bias): it runs for every beam at every step, over tens of thousands of tokens.
 */
function likeliestTokens(logits: ArrayLike<number>, offset: number, vocabulary: number, pass: PhraseBiasPass, n: number): { token: number; logProb: number; rawLogProb: number }[] {
  const lifted = new Set([...pass.lifted()].filter((t) => t < vocabulary));
  const value = (i: number) => logits[offset + i] + (lifted.has(i) ? pass.bonus : 0);
  let rawMax = -Infinity;
  for (let i = 0; i < vocabulary; i++) if (logits[offset + i] > rawMax) rawMax = logits[offset + i];
  let max = rawMax;
  for (const t of lifted) max = Math.max(max, value(t));
  let sum = 0;
  const top: number[] = [];
  const consider = (i: number, v: number) => {
    if (top.length === n && v <= value(top[n - 1])) return;
    let at = top.length === n ? n - 1 : top.length;
    top[at] = i;
    while (at > 0 && v > value(top[at - 1])) {
      [top[at], top[at - 1]] = [top[at - 1], top[at]];
      at--;
    }
  };
  for (let i = 0; i < vocabulary; i++) {
    if (lifted.has(i)) continue;
    const v = logits[offset + i];
    if (v < max - NEGLIGIBLE) continue;
    sum += Math.exp(v - max);
    consider(i, v);
  }
  for (const t of lifted) {
    sum += Math.exp(value(t) - max);
    consider(t, value(t));
  }
  const norm = max + Math.log(sum);
  const rawNorm = lifted.size === 0 ? norm : rawMax + Math.log(rawSum(logits, offset, vocabulary, rawMax));
  return top.map((token) => ({ token, logProb: value(token) - norm, rawLogProb: logits[offset + token] - rawNorm }));
}

function rawSum(logits: ArrayLike<number>, offset: number, vocabulary: number, max: number): number {
  let sum = 0;
  for (let i = 0; i < vocabulary; i++) {
    const v = logits[offset + i];
    if (v >= max - NEGLIGIBLE) sum += Math.exp(v - max);
  }
  return sum;
}
