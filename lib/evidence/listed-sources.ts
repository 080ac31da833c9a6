// How an answer's sources are listed under it, on the screen, in the history and in the
// debrief's exports alike: the ones its text cites first, marked as cited, then the rest, each
// group in number order; headed "Sources" when it cites any, "Sources offered" when it cites none.
import type { AnswerSource } from './answer-source';
import { citationTree, citedNumbers } from './render-citations';

export interface ListedSources<S extends AnswerSource = AnswerSource> {
  heading: 'Sources' | 'Sources offered';
  entries: { source: S; cited: boolean }[];
}

export function listSources<S extends AnswerSource>(sources: readonly S[], cited: readonly number[]): ListedSources<S> {
  const citedSet = new Set(cited);
  const entries = sources.map((source) => ({ source, cited: citedSet.has(source.n) })).sort((a, b) => Number(b.cited) - Number(a.cited) || a.source.n - b.source.n);
  return { heading: entries.some((e) => e.cited) ? 'Sources' : 'Sources offered', entries };
}

/**
 * The sources of an answer kept in the history, listed as the screen lists them once the answer
 * is done: what its text cites among them (the history keeps only citations that exist). Null
 * when it was given none, as answers from before sources were kept were.
 */
export function listAnswerSources<S extends AnswerSource>(answer: string, sources: readonly S[] | undefined): ListedSources<S> | null {
  if (!sources || sources.length === 0) return null;
  return listSources(sources, citedNumbers(citationTree(answer, new Set(sources.map((s) => s.n)))));
}
