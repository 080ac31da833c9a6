import { STAR_LABELS } from '@/lib/prep/prep-sheet-labels';
import type { StoryForAnswer } from '@/lib/prep/prep-types';

/** A story's Situation, Task, Action and Result (a dash for an empty one), then its figures if any: on /prep and on the prep sheet alike. */
export function StoryStarList({ story }: { story: Pick<StoryForAnswer, 'situation' | 'task' | 'action' | 'result' | 'figures'> }) {
  return (
    <dl className="mt-2 space-y-2">
      {STAR_LABELS.map(([key, label]) => (
        <div key={key}>
          <dt className="font-semibold text-slate-800">{label}</dt>
          <dd className="break-words whitespace-pre-line text-slate-700" dir="auto">
            {story[key] || '—'}
          </dd>
        </div>
      ))}
      {story.figures && (
        <div>
          <dt className="font-semibold text-slate-800">Figures</dt>
          <dd className="break-words text-slate-700" dir="auto">
            {story.figures}
          </dd>
        </div>
      )}
    </dl>
  );
}
