import { ToldMarks } from '@/components/rounds/told-marks';
import type { DebriefRounds } from '@/lib/rounds/debrief-rounds';
import { changedFigureLabel } from '@/lib/rounds/compare-figures';
import { FIGURE_CHANGED, FIRST_TELLING, ROUNDS_HEADING, howTold, roundLine } from '@/lib/rounds/round-labels';

/**
 * The stories a live interview for an application told, each with where it was told before and
 * any figure that differs from an earlier round: "40% in round 1, 60% today".
 */
export function DebriefRoundsSection({ rounds, application }: { rounds: DebriefRounds; application?: string | null }) {
  if (rounds.stories.length === 0) return null;
  return (
    <section aria-labelledby="debrief-rounds" className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6" data-testid="debrief-rounds">
      <h2 id="debrief-rounds" className="text-lg font-semibold text-ink">
        {ROUNDS_HEADING}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{roundLine(rounds.round, application)}</p>
      <ul className="mt-3 space-y-3">
        {rounds.stories.map((story) => (
          <li key={story.storyId} className="rounded-xl border border-slate-200 p-3" data-testid="debrief-round-story">
            <p className="font-semibold break-words text-ink" dir="auto">
              {story.title}
            </p>
            <p className="mt-0.5 text-xs text-slate-600">{howTold(story)}</p>
            {story.toldBefore.length > 0 ? <ToldMarks told={story.toldBefore} className="mt-2" /> : <p className="mt-2 text-xs text-slate-600">{FIRST_TELLING}</p>}
            {story.changed.length > 0 && (
              <ul className="mt-2 space-y-1" aria-label={`${FIGURE_CHANGED}: ${story.title}`}>
                {story.changed.map((c) => (
                  <li key={changedFigureLabel(c)} className="rounded-lg bg-amber-50 px-2 py-1 text-sm text-amber-900" data-testid="figure-changed">
                    <span className="font-semibold">{FIGURE_CHANGED}:</span> {changedFigureLabel(c)}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
