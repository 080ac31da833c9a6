// Numbers what was picked for one answer into its sources, 1..n: a behavioural question is
// answered with a story, so fitting stories come first and the resume follows; any other
// question rests on the resume first. Job-description lines come last. The same numbers go into
// the prompt, the offline answer and the list under the answer, so a citation [n] means the same
// passage everywhere.
import { MAX_SOURCE_TEXT_CHARS, MAX_SOURCES, type AnswerSource } from '../../lib/evidence/answer-source';
import type { StoryForAnswer } from '../../lib/prep/prep-types';
import { storyText } from '../../lib/prep/rank-stories';
import type { LinePassage } from './passage-index';

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

export interface PickedEvidence {
  behavioural: boolean;
  /** Whether the candidate has any stories at all (for storyFit). */
  hasStories: boolean;
  /** The fitting stories, best first. */
  stories: readonly StoryForAnswer[];
  resume: readonly LinePassage[];
  job: readonly LinePassage[];
}

const MAX_LABEL_CHARS = 240;

export function numberSources(picked: PickedEvidence): Evidence {
  const evidence: Evidence = { sources: [], stories: [], resume: [], job: [] };
  const next = () => (evidence.sources.length < MAX_SOURCES ? evidence.sources.length + 1 : 0);
  const addStories = () => {
    for (const story of picked.stories) {
      const n = next();
      if (!n) return;
      evidence.sources.push({ n, kind: 'story', label: clip(`Story: ${story.title.trim()}`, MAX_LABEL_CHARS), text: clip(storyText(story), MAX_SOURCE_TEXT_CHARS), story_id: story.id });
      evidence.stories.push({ story, n });
    }
  };
  const addLines = (kind: 'resume' | 'job', passages: readonly LinePassage[]) => {
    const name = kind === 'resume' ? 'Resume' : 'Job description';
    for (const p of passages) {
      const n = next();
      if (!n) return;
      const text = clip(p.text, MAX_SOURCE_TEXT_CHARS);
      evidence.sources.push({ n, kind, label: `${name}, line ${p.line}`, text, line: p.line });
      evidence[kind].push({ text, line: p.line, n });
    }
  };

  if (picked.behavioural) {
    addStories();
    addLines('resume', picked.resume);
  } else {
    addLines('resume', picked.resume);
    addStories();
  }
  addLines('job', picked.job);
  if (picked.behavioural && picked.hasStories) evidence.storyFit = picked.stories.length > 0 ? 'fits' : 'none';
  return evidence;
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
