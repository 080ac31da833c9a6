// One document (a resume or a job description) cut into passages worth quoting and indexed
// once, each passage with the line it starts on; then ranked against any number of questions.
// A line repeated in the document is one passage, numbered where it first appears.
import { Bm25Index } from '../../lib/retrieval/bm25';
import { tokenize } from '../../lib/retrieval/rank-terms';
import { toNumberedPassages } from './passages';

export interface LinePassage {
  text: string;
  /** 1-based line of the document the passage starts on. */
  line: number;
}

export class PassageIndex {
  readonly passages: readonly LinePassage[];
  private readonly index: Bm25Index;

  constructor(text: string) {
    this.passages = unique(toNumberedPassages(text));
    this.index = new Bm25Index(this.passages.map((p) => tokenize(p.text)));
  }

  /** The best `limit` passages that share a term with the query, best first (ties in document order). */
  rank(query: readonly string[], limit: number): LinePassage[] {
    if (this.passages.length === 0 || query.length === 0 || limit <= 0) return [];
    return this.index.rank(query, limit).map((r) => this.passages[r.index]);
  }
}

function unique(passages: LinePassage[]): LinePassage[] {
  const seen = new Set<string>();
  return passages.filter((p) => !seen.has(p.text) && (seen.add(p.text), true));
}
