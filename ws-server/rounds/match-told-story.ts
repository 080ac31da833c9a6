// Which of the candidate's stories their own words are telling. The question ranker asks "does
// this story answer the question?"; this asks "is the candidate telling this story?", so it
// measures how much of the story's own vocabulary the candidate used: the share of the story's
// distinctive words (weighted by how rare each is across the candidate's bank, so words every
// story shares count little) that appear in what they said. Generic interview words ("team",
// "project") and stop words never count. A story is told when that share reaches a threshold
// and enough distinct words back it; the threshold was chosen with npm run bench:told-stories,
// on tellings in other words and on talk about something else (docs/prep.md has the figures).
import type { StoryForAnswer } from '../../lib/prep/prep-types';
import { GENERIC_STORY_QUESTION_WORDS } from '../../lib/prep/story-fit-words';
import { tokenize } from '../../lib/retrieval/rank-terms';

export interface ToldMatch {
  storyId: string;
  /** The weighted share of the story's words the candidate used, 0 to 1. */
  coverage: number;
  /** Distinct story words the candidate used. */
  shared: number;
}

export interface ToldMatchOptions {
  /** Coverage a telling must reach. */
  threshold?: number;
  /** Distinct shared words a telling needs besides, so a short story is not told by two words. */
  minShared?: number;
}

/** Measured: see the bench's table in docs/prep.md. */
export const TOLD_THRESHOLD = 0.3;
export const TOLD_MIN_SHARED = 5;

const GENERIC = new Set(GENERIC_STORY_QUESTION_WORDS.flatMap(tokenize));

interface Indexed {
  id: string;
  terms: Map<string, number>;
  total: number;
}

export class ToldStoryMatcher {
  private readonly stories: Indexed[];
  private readonly threshold: number;
  private readonly minShared: number;

  constructor(stories: readonly StoryForAnswer[], options: ToldMatchOptions = {}) {
    this.threshold = options.threshold ?? TOLD_THRESHOLD;
    this.minShared = options.minShared ?? TOLD_MIN_SHARED;
    const sets = stories.map((s) => new Set(storyTerms(s)));
    const frequency = new Map<string, number>();
    for (const set of sets) for (const t of set) frequency.set(t, (frequency.get(t) ?? 0) + 1);
    // BM25's idf, which never goes negative: a word in every story still counts a little.
    const idf = (t: string) => Math.log(1 + (sets.length - (frequency.get(t) ?? 0) + 0.5) / ((frequency.get(t) ?? 0) + 0.5));
    this.stories = stories.map((s, i) => {
      const terms = new Map([...sets[i]].map((t) => [t, idf(t)]));
      return { id: s.id, terms, total: [...terms.values()].reduce((a, b) => a + b, 0) };
    });
  }

  get size(): number {
    return this.stories.length;
  }

  /** Every story's measure against `words`, best first (stories sharing nothing left out). */
  measure(words: string): ToldMatch[] {
    const said = new Set(tokenize(words).filter((t) => !GENERIC.has(t)));
    return this.stories
      .map((s) => {
        let weight = 0;
        let shared = 0;
        for (const [t, w] of s.terms) {
          if (!said.has(t)) continue;
          weight += w;
          shared++;
        }
        return { storyId: s.id, coverage: s.total > 0 ? weight / s.total : 0, shared };
      })
      .filter((m) => m.shared > 0)
      .sort((a, b) => b.coverage - a.coverage || b.shared - a.shared);
  }

  /** How many distinct words of story `storyId` appear in `words`. */
  sharedWith(words: string, storyId: string): number {
    const story = this.stories.find((s) => s.id === storyId);
    if (!story) return 0;
    return new Set(tokenize(words).filter((t) => story.terms.has(t))).size;
  }

  /** The story `words` tell, if any: the best measure, when it passes both bars. */
  told(words: string): ToldMatch | undefined {
    const best = this.measure(words)[0];
    return best && best.coverage >= this.threshold && best.shared >= this.minShared ? best : undefined;
  }
}

function storyTerms(story: StoryForAnswer): string[] {
  return tokenize([story.title, ...story.tags, story.situation, story.task, story.action, story.result, story.figures].join('\n')).filter((t) => !GENERIC.has(t));
}
