// Ranks the candidate's stories against a question with BM25: the title and the skills (tags)
// count three times, since they say what a story is about; the STAR text and figures once. The
// job description is a weaker second signal (a bonus of at most a quarter, never a score of its
// own), so among stories that fit equally the one closer to the role wins, and a story that only
// the job description mentions is never offered for a question it does not answer.
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

export interface StoryQuery {
  question: string;
  /** What was said before the question: it narrows the topic but counts half. */
  context?: string;
  jobDescription?: string;
}

const HEAD_WEIGHT = 3;
const CONTEXT_WEIGHT = 0.5;
const JOB_WEIGHT = 0.25;
/** The job description's most frequent terms are its topic; the rest is boilerplate. */
const JOB_TERMS = 30;
/** A story fits only when it scores at least this share of the best story's score. */
const FIT_FLOOR = 0.5;

const GENERIC = new Set(GENERIC_STORY_QUESTION_WORDS.flatMap(tokenize));

export function rankStories<S extends StoryForAnswer>(
  stories: readonly S[],
  query: StoryQuery,
  options: { limit?: number } = {},
): RankedStory<S>[] {
  if (stories.length === 0) return [];
  const heads = stories.map((s) => tokenize([s.title, ...s.tags].join(' ')));
  const bodies = stories.map((s) => tokenize([s.situation, s.task, s.action, s.result, s.figures].join(' ')));
  const index = new Bm25Index(stories.map((_, i) => [...repeat(heads[i], HEAD_WEIGHT), ...bodies[i]]));

  const questionTerms = tokenize(query.question);
  const asked = new Set(questionTerms);
  const contextTerms = tokenize(query.context ?? '').filter((t) => !asked.has(t));
  const jobTerms = topTerms(tokenize(query.jobDescription ?? ''), JOB_TERMS);

  const topical = stories.map((_, i) => index.score(questionTerms, i) + CONTEXT_WEIGHT * index.score(contextTerms, i));
  const job = stories.map((_, i) => index.score(jobTerms, i));
  const bestJob = Math.max(0, ...job);
  const scores = topical.map((s, i) => s * (1 + (bestJob > 0 ? (JOB_WEIGHT * job[i]) / bestJob : 0)));
  const best = Math.max(0, ...scores);

  const ranked = stories
    .map((story, i) => ({ story, score: scores[i], fits: scores[i] >= FIT_FLOOR * best && sharesTopic(asked, heads[i], bodies[i]) }))
    .map((r, i) => ({ ...r, i }))
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map(({ story, score, fits }) => ({ story, score, fits }));
  return options.limit === undefined ? ranked : ranked.slice(0, Math.max(0, options.limit));
}

/** The labelled STAR text a story's source shows; empty parts are left out. */
export function storyText(story: StoryForAnswer): string {
  const parts: [string, string][] = [
    ['Situation', story.situation],
    ['Task', story.task],
    ['Action', story.action],
    ['Result', story.result],
    ['Figures', story.figures],
  ];
  return parts
    .map(([label, text]) => [label, text.trim()] as const)
    .filter(([, text]) => text.length > 0)
    .map(([label, text]) => `${label}: ${text}`)
    .join('\n');
}

/**
 * The question itself, not only the role, must name what the story is about: one of its
 * content words in the story's title or skills, or two in its body. Words every behavioural
 * question uses ("team", "project") do not count.
 */
function sharesTopic(asked: Set<string>, head: string[], body: string[]): boolean {
  const topical = [...asked].filter((t) => !GENERIC.has(t));
  const inHead = new Set(head);
  const inBody = new Set(body);
  if (topical.some((t) => inHead.has(t))) return true;
  return topical.filter((t) => inBody.has(t)).length >= 2;
}

function repeat<T>(items: T[], times: number): T[] {
  return Array.from({ length: times }, () => items).flat();
}

function topTerms(terms: string[], limit: number): string[] {
  const counts = new Map<string, number>();
  for (const t of terms) counts.set(t, (counts.get(t) ?? 0) + 1);
  // Map keeps first appearance order, so equal counts keep the description's own order.
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, limit).map(([t]) => t);
}
