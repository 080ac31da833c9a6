import type { ToldStory } from '@/lib/rounds/fetch-told-stories';
import { ToldMarks } from './told-marks';

/** The stories already told for an application, each with where: the Start panel's and the prep sheet's list. */
export function ToldStoriesList({ stories, className = '' }: { stories: readonly ToldStory[]; className?: string }) {
  return (
    <ul className={`space-y-1.5 ${className}`} data-testid="told-stories">
      {stories.map((s) => (
        <li key={s.storyId} className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm" data-testid="told-story">
          <span className="font-medium break-words text-ink" dir="auto">
            {s.title}
          </span>
          <ToldMarks told={s.rounds} />
        </li>
      ))}
    </ul>
  );
}
