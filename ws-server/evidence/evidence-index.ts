// What answers in one session are grounded in, indexed once: the resume and the job description
// cut into passages and indexed, the story bank indexed with its job-description bonus worked
// out. Each answer then only queries it for the stories that fit its question, the resume lines
// and the job-description lines most relevant to it (number-sources.ts numbers them). When
// nothing in the resume matches the question's words, its achievements (a figure, a strong verb)
// stand in, so a behavioural question still gets an example; when nothing in the job description
// matches, its first passage stands in, since the role itself is always relevant. What counts as
// an achievement is each language's knowledge, which the caller brings.
import type { StoryForAnswer } from '../../lib/prep/prep-types';
import { StoryIndex } from '../../lib/prep/story-index';
import { tokenize } from '../../lib/retrieval/rank-terms';
import { numberSources, type Evidence } from './number-sources';
import { PassageIndex, type LinePassage } from './passage-index';

export interface EvidenceDocuments {
  resume: string;
  jobDescription: string;
  stories: readonly StoryForAnswer[];
}

export interface EvidenceQuestion {
  question: string;
  /** What was said before the question. */
  context?: string;
  behavioural: boolean;
}

/**
 * The most stories one index holds: a session reads at most 100 (MAX_SESSION_STORIES), so this
 * only bounds a caller that passes more. What an index holds grows with the distinct words in
 * it, and each story's fields are bounded by the story table: 300 ordinary stories take about
 * 1 MB, 300 with every field full of words that never repeat about 40 MB (`npm run
 * bench:evidence` prints both). The resume and the job description are bounded by the protocol.
 */
export const MAX_INDEXED_STORIES = 300;

const LIMITS = {
  behavioural: { stories: 2, resume: 5, job: 2 },
  other: { stories: 1, resume: 5, job: 2 },
};

export class EvidenceIndex {
  private readonly stories: StoryIndex;
  private readonly resume: PassageIndex;
  private readonly job: PassageIndex;
  /** The resume's achievements, in document order: they stand in when no line matches. */
  private readonly achievements: readonly LinePassage[];

  constructor(documents: EvidenceDocuments, isAchievement: (passage: string) => boolean) {
    this.stories = new StoryIndex(documents.stories.slice(0, MAX_INDEXED_STORIES), documents.jobDescription);
    this.resume = new PassageIndex(documents.resume);
    this.job = new PassageIndex(documents.jobDescription);
    this.achievements = this.resume.passages.filter((p) => isAchievement(p.text));
  }

  evidenceFor(q: EvidenceQuestion): Evidence {
    const limits = q.behavioural ? LIMITS.behavioural : LIMITS.other;
    const query = tokenize([q.question, q.context ?? ''].join('\n'));
    const stories = this.stories
      .rank(q)
      .filter((r) => r.fits)
      .slice(0, limits.stories)
      .map((r) => r.story);
    const resume = this.resume.rank(query, limits.resume);
    const job = this.job.rank(query, limits.job);
    return numberSources({
      behavioural: q.behavioural,
      hasStories: this.stories.stories.length > 0,
      stories,
      resume: resume.length > 0 ? resume : this.achievements.slice(0, limits.resume),
      job: job.length > 0 ? job : this.job.passages.slice(0, Math.min(1, limits.job)),
    });
  }
}
