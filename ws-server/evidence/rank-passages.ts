// The resume and job-description passages most relevant to a question, with the line each
// starts on. When nothing in the resume matches the question's words, its achievements (a
// number or a strong verb) stand in, so a behavioural question still gets an example; when
// nothing in the job description matches, its first passage stands in, since the role itself
// is always relevant. What counts as an achievement is knowledge of each language's verbs,
// which the caller brings: ranking itself knows no language.
import { Bm25Index } from '../../lib/retrieval/bm25';
import { tokenize } from '../../lib/retrieval/rank-terms';
import { toNumberedPassages } from './passages';

export interface LinePassage {
  text: string;
  /** 1-based line of the document the passage starts on. */
  line: number;
}

export function rankResumePassages(resume: string, query: string[], limit: number, isAchievement: (passage: string) => boolean): LinePassage[] {
  const passages = unique(toNumberedPassages(resume));
  const best = rank(passages, query, limit);
  return best.length > 0 ? best : passages.filter((p) => isAchievement(p.text)).slice(0, limit);
}

export function rankJobPassages(jobDescription: string, query: string[], limit: number): LinePassage[] {
  const passages = unique(toNumberedPassages(jobDescription));
  const best = rank(passages, query, limit);
  return best.length > 0 ? best : passages.slice(0, Math.min(1, limit));
}

function rank(passages: LinePassage[], query: string[], limit: number): LinePassage[] {
  if (passages.length === 0 || query.length === 0 || limit <= 0) return [];
  const index = new Bm25Index(passages.map((p) => tokenize(p.text)));
  return index.rank(query, limit).map((r) => passages[r.index]);
}

/** A line repeated in the document is one source, numbered where it first appears. */
function unique(passages: LinePassage[]): LinePassage[] {
  const seen = new Set<string>();
  return passages.filter((p) => !seen.has(p.text) && (seen.add(p.text), true));
}
