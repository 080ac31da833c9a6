// Contextual biasing for a decoder that writes one token at a time: the session's words (the
// companies and technologies of the resume and job description) are kept as a tree of their
// token sequences, and while decoding, a token that starts one of them or carries on one
// already begun gets a fixed bonus on its logit. A close call between "▁North ▁Wind" and
// "▁North wind" then goes to the resume's "Northwind"; a clear preference of the model is
// never overturned, since the bonus is small against the logits' spread. Only a token that
// says something on its own may start a phrase: "Kafka" is "▁K afka", and a bonus on every
// "▁K" turned "Hi there" into "Kai there".

interface PhraseNode {
  children: Map<number, PhraseNode>;
}

export interface PhraseBias {
  /** A decoding pass: its own record of which phrases are under way. */
  start(): PhraseBiasPass;
}

export interface PhraseBiasPass {
  /** The token to write: the best of the raw logits, or a phrase's token if its bonus lifts it above. */
  choose(logits: ArrayLike<number>, offset: number, vocabulary: number): number;
  /** The token written (chosen here or not): phrases it carries on stay under way. */
  advance(token: number): void;
  /** The tokens that would start or carry on a phrase now, each lifted by `bonus`. */
  lifted(): Iterable<number>;
  readonly bonus: number;
  /** A copy that goes on on its own (one per hypothesis of a beam search). */
  fork(): PhraseBiasPass;
}

/**
 * `opensPhrase` says whether a token is distinctive enough to start a phrase (by default any is);
 * a phrase whose first token is not is left out, since it would have to start on the model's word alone.
 */
export function createPhraseBias(phrases: readonly (readonly number[])[], bonus: number, opensPhrase: (token: number) => boolean = () => true): PhraseBias {
  const root: PhraseNode = { children: new Map() };
  for (const tokens of phrases) {
    if (tokens.length === 0 || !opensPhrase(tokens[0])) continue;
    let node = root;
    for (const token of tokens) {
      let child = node.children.get(token);
      if (!child) node.children.set(token, (child = { children: new Map() }));
      node = child;
    }
  }
  const pass = (underWay: PhraseNode[]): PhraseBiasPass => ({
    bonus,
    choose(logits, offset, vocabulary) {
      let best = 0;
      for (let i = 1; i < vocabulary; i++) if (logits[offset + i] > logits[offset + best]) best = i;
      if (bonus <= 0) return best;
      let bestScore = logits[offset + best];
      for (const token of this.lifted()) {
        if (token < vocabulary && logits[offset + token] + bonus > bestScore) {
          best = token;
          bestScore = logits[offset + token] + bonus;
        }
      }
      return best;
    },
    advance(token) {
      underWay = [root, ...underWay].flatMap((node) => {
        const next = node.children.get(token);
        return next && next.children.size > 0 ? [next] : [];
      });
    },
    *lifted() {
      if (bonus <= 0) return;
      for (const node of [root, ...underWay]) yield* node.children.keys();
    },
    fork: () => pass(underWay),
  });
  return { start: () => pass([]) };
}

/** No biasing: the plain greedy choice. */
export const NO_PHRASE_BIAS: PhraseBias = createPhraseBias([], 0);

/**
 * The spellings of a term a speech model may write: as given, and capitalised (a sentence may
 * open with it), each after a space, the way a word inside a sentence is tokenised.
 */
export function phraseSpellings(term: string): string[] {
  const trimmed = term.trim();
  if (!trimmed) return [];
  const capitalised = trimmed[0].toUpperCase() + trimmed.slice(1);
  return [...new Set([trimmed, capitalised])].map((t) => ` ${t}`);
}
