// The numbered sources one answer is given: the candidate's stories that fit the question, the
// resume lines and the job-description lines most relevant to it. A behavioural question is
// answered with a story, so fitting stories come first; any other question rests on the resume
// first, with at most one story. The same numbers go into the prompt, the offline answer and
// the list under the answer, so a citation [n] means the same passage everywhere.
import { MAX_SOURCE_TEXT_CHARS, MAX_SOURCES, type AnswerSource } from '../../lib/evidence/answer-source';
import type { StoryForAnswer } from '../../lib/prep/prep-types';
import { rankStories, storyText } from '../../lib/prep/rank-stories';
import { tokenize } from '../../lib/retrieval/rank-terms';
import { rankJobPassages, rankResumePassages, type LinePassage } from './rank-passages';

export interface EvidenceInput {
  question: string;
  context?: string;
  behavioural: boolean;
  resume: string;
  jobDescription: string;
  stories: readonly StoryForAnswer[];
  /** Whether a resume line states an achievement (a figure, a strong verb in any language): quoted when nothing matched the question. */
  isAchievement(passage: string): boolean;
}

export interface Evidence {
  /** Numbered 1..n, at most MAX_SOURCES. */
  sources: AnswerSource[];
  /** Stories among the sources, best first, with their source numbers (for the offline engine to lay out). */
  stories: { story: StoryForAnswer; n: number }[];
  /** Resume passages among the sources, best first, with their numbers. */
  resume: { text: string; line: number; n: number }[];
  job: { text: string; line: number; n: number }[];
  /** Behavioural questions only: 'fits' when a story fits, 'none' when the candidate has stories but none fits, undefined when they have none or the question is not behavioural. */
  storyFit?: 'fits' | 'none';
}

const LIMITS = {
  behavioural: { stories: 2, resume: 5, job: 2 },
  other: { stories: 1, resume: 5, job: 2 },
};
const MAX_LABEL_CHARS = 240;

export function buildEvidence(input: EvidenceInput): Evidence {
  const limits = input.behavioural ? LIMITS.behavioural : LIMITS.other;
  const query = tokenize([input.question, input.context ?? ''].join('\n'));
  const fitting = rankStories(input.stories, { question: input.question, context: input.context, jobDescription: input.jobDescription })
    .filter((r) => r.fits)
    .slice(0, limits.stories)
    .map((r) => r.story);
  const resume = rankResumePassages(input.resume, query, limits.resume, input.isAchievement);
  const job = rankJobPassages(input.jobDescription, query, limits.job);

  const evidence: Evidence = { sources: [], stories: [], resume: [], job: [] };
  const next = () => (evidence.sources.length < MAX_SOURCES ? evidence.sources.length + 1 : 0);
  const addStories = () => {
    for (const story of fitting) {
      const n = next();
      if (!n) return;
      evidence.sources.push({ n, kind: 'story', label: clip(`Story: ${story.title.trim()}`, MAX_LABEL_CHARS), text: clip(storyText(story), MAX_SOURCE_TEXT_CHARS), story_id: story.id });
      evidence.stories.push({ story, n });
    }
  };
  const addLines = (kind: 'resume' | 'job', passages: LinePassage[]) => {
    const name = kind === 'resume' ? 'Resume' : 'Job description';
    for (const p of passages) {
      const n = next();
      if (!n) return;
      const text = clip(p.text, MAX_SOURCE_TEXT_CHARS);
      evidence.sources.push({ n, kind, label: `${name}, line ${p.line}`, text, line: p.line });
      evidence[kind].push({ text, line: p.line, n });
    }
  };

  if (input.behavioural) {
    addStories();
    addLines('resume', resume);
  } else {
    addLines('resume', resume);
    addStories();
  }
  addLines('job', job);
  if (input.behavioural && input.stories.length > 0) evidence.storyFit = fitting.length > 0 ? 'fits' : 'none';
  return evidence;
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
