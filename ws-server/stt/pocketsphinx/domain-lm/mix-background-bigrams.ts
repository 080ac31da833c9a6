// Mixes a general model's bigrams into a domain model, so ordinary word sequences ("how are
// you", "tell me about") keep the likelihood the general model gives them while the domain's
// own phrases keep theirs. Linear interpolation, P(w | v) = (1 - mu) P_domain(w | v) + mu P_general(w | v),
// at the bigram level; the domain's trigrams are mixed with that new bigram distribution the same
// way. A context lists every word either model lists after it, and its backoff weight is
// recomputed so that each context's distribution sums to one over the vocabulary again.
// Probabilities here are plain (not logs); keys are words joined by single spaces.

export interface BackgroundBigrams {
  /** context word → following word → P_general(word | context), for the bigrams the general model stores. */
  probs: Map<string, Map<string, number>>;
  /** context word → the general model's backoff weight after it. */
  backoffs: Map<string, number>;
  /** word → P_general(word), for estimating the bigrams it does not store. */
  unigrams: Map<string, number>;
}

export interface NgramLevels {
  /** probs[k] maps (k+1)-grams to probabilities; backoffs[k] maps (k+1)-word contexts to weights. */
  probs: Map<string, number>[];
  backoffs: Map<string, number>[];
}

export function mixBackgroundBigrams(model: NgramLevels, background: BackgroundBigrams, weight: number, vocabulary: Set<string>): NgramLevels {
  const [unigram, domainBigrams] = model.probs;
  const domainBackoff = model.backoffs[0] ?? new Map<string, number>();
  const mu = Math.min(1, Math.max(0, weight));

  const domainBigram = (v: string, w: string) => domainBigrams?.get(`${v} ${w}`) ?? (domainBackoff.get(v) ?? 1) * (unigram.get(w) ?? 0);
  const generalBigram = (v: string, w: string) =>
    background.probs.get(v)?.get(w) ?? (background.backoffs.get(v) ?? 1) * (background.unigrams.get(w) ?? 0);

  // Every context either model lists words after, with the union of those words.
  const listed = new Map<string, Set<string>>();
  const list = (v: string, w: string) => {
    let words = listed.get(v);
    if (!words) listed.set(v, (words = new Set()));
    words.add(w);
  };
  for (const key of domainBigrams?.keys() ?? []) {
    const cut = key.indexOf(' ');
    list(key.slice(0, cut), key.slice(cut + 1));
  }
  for (const [v, words] of background.probs) {
    if (!vocabulary.has(v) && v !== '<s>') continue;
    for (const w of words.keys()) if (vocabulary.has(w)) list(v, w);
  }

  const bigrams = new Map<string, number>();
  const bigramBackoffs = new Map<string, number>();
  for (const [v, words] of listed) {
    let mass = 0;
    let lowerMass = 0;
    for (const w of words) {
      const p = (1 - mu) * domainBigram(v, w) + mu * generalBigram(v, w);
      bigrams.set(`${v} ${w}`, p);
      mass += p;
      lowerMass += unigram.get(w) ?? 0;
    }
    bigramBackoffs.set(v, normaliser(mass, lowerMass));
  }
  const mixedBigram = (v: string, w: string) => bigrams.get(`${v} ${w}`) ?? (bigramBackoffs.get(v) ?? 1) * (unigram.get(w) ?? 0);

  const probs = [unigram, bigrams];
  const backoffs = [bigramBackoffs];
  const domainTrigrams = model.probs[2];
  if (domainTrigrams) {
    const byContext = new Map<string, string[]>();
    for (const key of domainTrigrams.keys()) {
      const cut = key.lastIndexOf(' ');
      const h = key.slice(0, cut);
      const words = byContext.get(h) ?? [];
      words.push(key.slice(cut + 1));
      byContext.set(h, words);
    }
    const trigrams = new Map<string, number>();
    const contextBackoffs = new Map<string, number>();
    for (const [h, words] of byContext) {
      const v = h.slice(h.indexOf(' ') + 1);
      let mass = 0;
      let lowerMass = 0;
      for (const w of words) {
        const lower = mixedBigram(v, w);
        const p = (1 - mu) * domainTrigrams.get(`${h} ${w}`)! + mu * lower;
        trigrams.set(`${h} ${w}`, p);
        mass += p;
        lowerMass += lower;
      }
      contextBackoffs.set(h, normaliser(mass, lowerMass));
    }
    probs.push(trigrams);
    backoffs.push(contextBackoffs);
  }
  return { probs, backoffs };
}

/** The weight that spreads what a context leaves over the words it does not list, by the lower order. */
function normaliser(mass: number, lowerMass: number): number {
  const left = Math.max(1 - mass, 1e-9);
  const lowerLeft = Math.max(1 - lowerMass, 1e-9);
  return left / lowerLeft;
}
