// Okapi BM25 over short passages (resume bullets, job-description lines).

export interface Bm25Options {
  /** Term-frequency saturation. */
  k1?: number;
  /** Length normalisation: 0 ignores passage length, 1 normalises fully. */
  b?: number;
}

export class Bm25Index {
  private readonly k1: number;
  private readonly b: number;
  private readonly docFreq = new Map<string, number>();
  private readonly termFreqs: Map<string, number>[];
  private readonly lengths: number[];
  private readonly averageLength: number;

  constructor(documents: string[][], options: Bm25Options = {}) {
    this.k1 = options.k1 ?? 1.2;
    this.b = options.b ?? 0.75;
    this.termFreqs = documents.map((terms) => {
      const counts = new Map<string, number>();
      for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
      for (const term of counts.keys()) this.docFreq.set(term, (this.docFreq.get(term) ?? 0) + 1);
      return counts;
    });
    this.lengths = documents.map((terms) => terms.length);
    this.averageLength = this.lengths.reduce((a, b) => a + b, 0) / Math.max(1, documents.length) || 1;
  }

  /** Inverse document frequency, the variant that never goes negative. */
  idf(term: string): number {
    const n = this.termFreqs.length;
    const df = this.docFreq.get(term) ?? 0;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  /** How often `term` occurs in document `doc`. */
  termFrequency(term: string, doc: number): number {
    return this.termFreqs[doc].get(term) ?? 0;
  }

  score(query: readonly string[], doc: number): number {
    const counts = this.termFreqs[doc];
    const norm = 1 - this.b + this.b * (this.lengths[doc] / this.averageLength);
    let score = 0;
    for (const term of new Set(query)) {
      const tf = counts.get(term) ?? 0;
      if (tf > 0) score += this.idf(term) * ((tf * (this.k1 + 1)) / (tf + this.k1 * norm));
    }
    return score;
  }

  /** Indexes of the best `limit` documents with a positive score, best first. */
  rank(query: readonly string[], limit: number): { index: number; score: number }[] {
    return this.termFreqs
      .map((_, index) => ({ index, score: this.score(query, index) }))
      .filter((r) => r.score > 0)
      .sort((a, b) => b.score - a.score || a.index - b.index)
      .slice(0, limit);
  }
}
