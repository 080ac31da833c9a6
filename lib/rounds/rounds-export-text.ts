// What the debrief's Markdown and PDF say of the round: the page's section as plain lines, the
// dates in the zone the download was asked for.
import { changedFigureLabel } from './compare-figures';
import type { DebriefRounds } from './debrief-rounds';
import { FIGURE_CHANGED, FIRST_TELLING, howTold, roundLine } from './round-labels';
import { toldLabel } from './told-label';

export interface RoundStoryText {
  title: string;
  /** How it was told, where before (or that it was not), and each changed figure. */
  lines: string[];
}

export function roundsExportText(rounds: DebriefRounds, application: string | null | undefined, timeZone?: string): { line: string; stories: RoundStoryText[] } {
  return {
    line: roundLine(rounds.round, application),
    stories: rounds.stories.map((s) => ({
      title: s.title.replace(/\s+/g, ' ').trim(),
      lines: [
        howTold(s),
        ...(s.toldBefore.length > 0 ? s.toldBefore.map((t) => toldLabel(t, timeZone)) : [FIRST_TELLING]),
        ...s.changed.map((c) => `${FIGURE_CHANGED}: ${changedFigureLabel(c)}`),
      ],
    })),
  };
}
