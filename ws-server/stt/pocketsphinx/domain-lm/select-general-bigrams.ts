// The general model's most informative bigrams among a vocabulary, for mixing into a session's
// domain model. The general model stores two million; pocketsphinx reads a session model as text
// at every utterance, so only a share can go in. Each bigram is scored by how much it adds over
// the general model's own estimate without it, weighted by how often its context occurs:
// P(v) * P(w | v) * log(P(w | v) / (backoff(v) * P(w))), the relative-entropy criterion used to
// prune n-gram models. The highest scores are kept.
import type { BackgroundBigrams } from './mix-background-bigrams';
import type { TrieModel } from './read-trie-model';

const SENTENCE_MARKS = new Set(['<s>', '</s>']);

export function selectGeneralBigrams(model: TrieModel, vocabulary: Map<string, number>, count: number): BackgroundBigrams {
  const inVocabulary = model.words.map((w) => vocabulary.has(w) || SENTENCE_MARKS.has(w));
  // The model gives <s> no probability of its own (it is never predicted); it opens a sentence
  // as often as </s> closes one.
  const contextLog10 = Float64Array.from(model.unigramLog10Prob);
  const start = model.words.indexOf('<s>');
  const end = model.words.indexOf('</s>');
  if (start >= 0 && end >= 0) contextLog10[start] = model.unigramLog10Prob[end];
  const scores: number[] = [];
  const entries: number[] = []; // context, word pairs, flattened
  const probs: number[] = [];
  model.forEachBigram((b) => {
    if (!inVocabulary[b.context] || !inVocabulary[b.word]) return;
    const estimate = model.unigramLog10Backoff[b.context] + model.unigramLog10Prob[b.word];
    const gain = b.log10Prob - estimate;
    if (gain <= 0) return; // the estimate already gives it as much
    scores.push(10 ** (contextLog10[b.context] + b.log10Prob) * gain);
    entries.push(b.context, b.word);
    probs.push(10 ** b.log10Prob);
  });
  const order = Array.from(scores.keys()).sort((a, b) => scores[b] - scores[a]).slice(0, count);

  const result: BackgroundBigrams = { probs: new Map(), backoffs: new Map(), unigrams: new Map() };
  for (const i of order) {
    const v = model.words[entries[2 * i]];
    const w = model.words[entries[2 * i + 1]];
    let after = result.probs.get(v);
    if (!after) result.probs.set(v, (after = new Map()));
    after.set(w, probs[i]);
  }
  model.words.forEach((word, i) => {
    if (!inVocabulary[i]) return;
    result.unigrams.set(word, 10 ** model.unigramLog10Prob[i]);
    // Bigrams left out fall back to this estimate; the mixed model renormalises every context.
    result.backoffs.set(word, 10 ** model.unigramLog10Backoff[i]);
  });
  return result;
}
