// Ranks the candidate's stories against one question: the story index (story-index.ts) built
// for this question alone. A caller that asks many questions of the same stories (a live
// session) keeps one StoryIndex instead.
import type { StoryForAnswer } from './prep-types';
import { StoryIndex, type RankedStory, type StoryQuestion } from './story-index';

export type { RankedStory } from './story-index';

export interface StoryQuery extends StoryQuestion {
  jobDescription?: string;
}

export function rankStories<S extends StoryForAnswer>(stories: readonly S[], query: StoryQuery, options: { limit?: number } = {}): RankedStory<S>[] {
  return new StoryIndex(stories, query.jobDescription).rank(query, options);
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
