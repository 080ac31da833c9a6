// What an answer shown to the candidate tells: the stories it rested on (the story sources its
// text cites; the offline layout of a story cites it on every line) and, for a candidate whose
// own words are not heard, the figures it put in their mouth, each with the story cited beside
// it. Only an answer shown in full counts: one cut off by a newer question was not read out.
import { checkCitations } from '../../lib/evidence/check-citations';
import type { AnswerSource } from '../../lib/evidence/answer-source';
import { claimedFigures } from '../../lib/rounds/claimed-figures';
import type { SettledFigure } from './candidate-telling';

export interface ShownAnswer {
  answer: string;
  status: 'complete' | 'aborted' | 'failed';
  sources?: readonly AnswerSource[];
}

/** Sentences and lines of a list: a citation marks what its own sentence claims (one after the full stop stays with it). */
const SEGMENT_BREAK = /(?<=[.!?](?:\s*\[\d{1,3}(?:\s*[,;]\s*\d{1,3})*\])*)\s+(?!\[)|\n+/;

export function toldByAnswer(shown: ShownAnswer, withFigures: boolean): { stories: string[]; figures: SettledFigure[] } {
  const stories = (shown.sources ?? []).filter((s) => s.kind === 'story' && s.story_id);
  if (shown.status !== 'complete' || stories.length === 0) return { stories: [], figures: [] };
  const numbers = (shown.sources ?? []).map((s) => s.n);
  const storyOf = new Map(stories.map((s) => [s.n, s.story_id!]));
  const cited = checkCitations(shown.answer, numbers).citations.filter((n) => storyOf.has(n));
  const figures: SettledFigure[] = [];
  if (withFigures) {
    for (const segment of shown.answer.split(SEGMENT_BREAK)) {
      const story = checkCitations(segment, numbers).citations.find((n) => storyOf.has(n));
      if (story !== undefined) figures.push(...claimedFigures(segment).map((f) => ({ ...f, storyId: storyOf.get(story)! })));
    }
  }
  return { stories: [...new Set(cited.map((n) => storyOf.get(n)!))], figures };
}
