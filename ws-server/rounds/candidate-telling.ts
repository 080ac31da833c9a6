// The candidate's own words (a /both interview's microphone, echo removed) as they tell their
// stories: each final utterance joins a window of what they said since the interviewer's last
// question (its newest words only), the window is measured against their stories, and the
// figures they said in it, from where the telling starts, are attributed to the story it tells. Figures said outside any story
// are kept without one once they leave the window. The words themselves are never kept beyond
// the window, nor logged.
import { claimedFigures } from '../../lib/rounds/claimed-figures';
import type { FigureClaim } from '../../lib/rounds/round-types';
import type { ToldStoryMatcher } from './match-told-story';

/** A figure with the story it was told with (null: none). */
export interface SettledFigure extends FigureClaim {
  storyId: string | null;
}

export interface TellingUpdate {
  /** The story the window now tells, when it tells one. */
  told?: string;
  /** Figures whose story is decided: attributed now, or leaving the window without one. */
  figures: SettledFigure[];
}

/** About a minute of speech: long enough for one story, short enough not to mix two. */
export const TELLING_WINDOW_WORDS = 160;
/** Words of the story an utterance must share to be where its telling starts. */
const TELLING_STARTS_WITH = 2;

interface Utterance {
  words: number;
  text: string;
  /** Figures not yet attributed. */
  pending: FigureClaim[];
}

export class CandidateTelling {
  private window: Utterance[] = [];
  private words = 0;

  constructor(
    private readonly matcher: ToldStoryMatcher,
    private readonly windowWords = TELLING_WINDOW_WORDS,
  ) {}

  hear(text: string): TellingUpdate {
    const clean = text.replace(/\s+/g, ' ').trim();
    if (!clean) return { figures: [] };
    const count = clean.split(' ').length;
    this.window.push({ words: count, text: clean, pending: claimedFigures(clean) });
    this.words += count;
    const figures: SettledFigure[] = [];
    while (this.window.length > 1 && this.words > this.windowWords) {
      const gone = this.window.shift()!;
      this.words -= gone.words;
      figures.push(...settle(gone, null));
    }
    if (this.matcher.size === 0) return { figures };
    const told = this.matcher.told(this.window.map((u) => u.text).join(' '))?.storyId;
    if (!told) return { figures };
    // The telling starts where the candidate first speaks of the story: what they said before
    // it in the same answer ("I've been an engineer for 8 years") is not the story's.
    const start = this.window.findIndex((u) => this.matcher.sharedWith(u.text, told) >= TELLING_STARTS_WITH);
    for (const u of this.window.slice(Math.max(0, start))) figures.push(...settle(u, told));
    return { told, figures };
  }

  /** The interviewer asked another question: what was said before it is one answer, done. */
  nextQuestion(): SettledFigure[] {
    const figures = this.window.flatMap((u) => settle(u, null));
    this.window = [];
    this.words = 0;
    return figures;
  }
}

function settle(u: Utterance, storyId: string | null): SettledFigure[] {
  const settled = u.pending.map((f) => ({ ...f, storyId }));
  u.pending = [];
  return settled;
}
