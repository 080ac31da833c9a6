// Chooses the resume and job-description passages most relevant to a question with BM25.
// When nothing in the resume matches the question's words, achievements (numbers, strong
// verbs of any language table, since a resume's language need not be the answer's) stand in,
// so a behavioural question still gets an example to talk about.
import { Bm25Index } from '../../../lib/retrieval/bm25';
import { OFFLINE_LANGUAGES } from './offline-languages';
import { toPassages } from '../../evidence/passages';
import { tokenize } from '../../../lib/retrieval/rank-terms';

export interface SelectedPassages {
  resume: string[];
  job: string[];
  /** True when the resume passages matched the question's words (not the achievement fallback). */
  resumeMatched: boolean;
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const achievementWords = OFFLINE_LANGUAGES.flatMap((l) => l.achievementWords);
const alternatives = (unspaced: boolean) => achievementWords.filter((w) => /\p{Script=Han}/u.test(w) === unspaced).map(escape).join('|');
/** A number, a word standing alone (no letter or mark touching it), or a Chinese word anywhere (Chinese has no spaces). */
export const ACHIEVEMENT = new RegExp(`\\d|%|(?<![\\p{L}\\p{M}])(?:${alternatives(false)})(?![\\p{L}\\p{M}])|${alternatives(true)}`, 'iu');

export function selectPassages(question: string, resume: string, jobDescription: string, limits = { resume: 4, job: 2 }): SelectedPassages {
  const query = tokenize(question);
  const resumePassages = toPassages(resume);
  const jobPassages = toPassages(jobDescription);
  let resumeBest = rank(resumePassages, query, limits.resume);
  const resumeMatched = resumeBest.length > 0;
  if (!resumeMatched) resumeBest = resumePassages.filter((p) => ACHIEVEMENT.test(p)).slice(0, limits.resume);
  let jobBest = rank(jobPassages, query, limits.job);
  // The role itself is always relevant context, even when the question's words are not in it.
  if (jobBest.length === 0) jobBest = jobPassages.slice(0, 1);
  return { resume: resumeBest, job: jobBest, resumeMatched };
}

function rank(passages: string[], query: string[], limit: number): string[] {
  if (passages.length === 0 || query.length === 0) return [];
  const index = new Bm25Index(passages.map(tokenize));
  return index.rank(query, limit).map((r) => passages[r.index]);
}
