// The candidate's stories, tokenised and indexed once, ranked against any number of questions.
// BM25 over each story with its title and skills (tags) counted three times, since they say what
// a story is about, and the STAR text and figures once. The job description is a weaker second
// signal: a bonus of at most a quarter, never a score of its own, so among stories that fit
// equally the one closer to the role wins, and a story only the job description mentions is never
// offered for a question it does not answer. Everything that depends on the stories and the job
// description alone (the index, each story's job score, its topic words) is worked out here once;
// a question costs one score per story.
import { Bm25Index } from '../retrieval/bm25';
import { tokenize } from '../retrieval/rank-terms';
import type { StoryForAnswer } from './prep-types';
import { GENERIC_STORY_QUESTION_WORDS } from './story-fit-words';

export interface RankedStory<S extends StoryForAnswer = StoryForAnswer> {
  story: S;
  score: number;
  /** fits the question well enough to be told as the answer */
  fits: boolean;
}

export interface StoryQuestion {
  question: string;
  /** What was said before the question: it narrows the topic but counts half. */
  context?: string;
}

const HEAD_WEIGHT = 3;
const CONTEXT_WEIGHT = 0.5;
const JOB_WEIGHT = 0.25;
/** The job description's most frequent terms are its topic; the rest is boilerplate. */
const JOB_TERMS = 30;
/** A story fits only when it scores at least this share of the best story's score. */
const FIT_FLOOR = 0.5;

const GENERIC = new Set(GENERIC_STORY_QUESTION_WORDS.flatMap(tokenize));

export class StoryIndex<S extends StoryForAnswer = StoryForAnswer> {
  private readonly index: Bm25Index;
  /**
   * How often each term of a story's title and skills occurs there (the topic check). Whether a
   * term is in its STAR text follows from the index: it occurs there more often than the title
   * and skills put it, three times each. Not a set of its own: that would double what a long
   * story holds.
   */
  private readonly heads: Map<string, number>[];
  /** 1 plus each story's job-description bonus: its topical score is multiplied by it. */
  private readonly jobFactor: number[];

  constructor(
    readonly stories: readonly S[],
    jobDescription = '',
  ) {
    const heads = stories.map((s) => tokenize([s.title, ...s.tags].join(' ')));
    const bodies = stories.map((s) => tokenize([s.situation, s.task, s.action, s.result, s.figures].join(' ')));
    this.index = new Bm25Index(stories.map((_, i) => [...repeat(heads[i], HEAD_WEIGHT), ...bodies[i]]));
    this.heads = heads.map(countTerms);
    const jobTerms = topTerms(tokenize(jobDescription), JOB_TERMS);
    const job = stories.map((_, i) => this.index.score(jobTerms, i));
    const bestJob = Math.max(0, ...job);
    this.jobFactor = job.map((score) => 1 + (bestJob > 0 ? (JOB_WEIGHT * score) / bestJob : 0));
  }

  /** The stories that score above zero for the question, best first (ties keep the bank's order). */
  rank(query: StoryQuestion, options: { limit?: number } = {}): RankedStory<S>[] {
    if (this.stories.length === 0) return [];
    const questionTerms = tokenize(query.question);
    const asked = new Set(questionTerms);
    const contextTerms = tokenize(query.context ?? '').filter((t) => !asked.has(t));
    const topicWords = [...asked].filter((t) => !GENERIC.has(t));
    const scores = this.stories.map((_, i) => (this.index.score(questionTerms, i) + CONTEXT_WEIGHT * this.index.score(contextTerms, i)) * this.jobFactor[i]);
    const best = Math.max(0, ...scores);
    const ranked = this.stories
      .map((story, i) => ({ story, score: scores[i], fits: scores[i] >= FIT_FLOOR * best && this.sharesTopic(topicWords, i), i }))
      .filter((r) => r.score > 0)
      .sort((a, b) => b.score - a.score || a.i - b.i)
      .map(({ story, score, fits }) => ({ story, score, fits }));
    return options.limit === undefined ? ranked : ranked.slice(0, Math.max(0, options.limit));
  }

  /**
   * The question itself, not only the role, must name what the story is about: one of its
   * content words in the story's title or skills, or two in its body. Words every behavioural
   * question uses ("team", "project") were left out of `topicWords`.
   */
  private sharesTopic(topicWords: readonly string[], i: number): boolean {
    const head = this.heads[i];
    if (topicWords.some((t) => head.has(t))) return true;
    return topicWords.filter((t) => this.index.termFrequency(t, i) > HEAD_WEIGHT * (head.get(t) ?? 0)).length >= 2;
  }
}

function repeat<T>(items: T[], times: number): T[] {
  return Array.from({ length: times }, () => items).flat();
}

function countTerms(terms: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const t of terms) counts.set(t, (counts.get(t) ?? 0) + 1);
  return counts;
}

function topTerms(terms: string[], limit: number): string[] {
  // Map keeps first appearance order, so equal counts keep the description's own order.
  return [...countTerms(terms).entries()].sort((a, b) => b[1] - a[1]).slice(0, limit).map(([t]) => t);
}
