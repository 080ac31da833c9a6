'use client';
import { Button } from '@/components/ui/button';
import { deleteStory } from '@/lib/prep/prep-queries';
import { applicationTitle, type JobApplication, type Story } from '@/lib/prep/prep-types';
import { StoryCard } from './story-card';

/** The story bank on /prep. */
export function StoriesSection({
  stories,
  applications,
  ready,
  onAdd,
  onEdit,
  onChanged,
}: {
  stories: Story[];
  applications: JobApplication[];
  ready: boolean;
  onAdd: () => void;
  onEdit: (story: Story) => void;
  onChanged: () => Promise<void>;
}) {
  const titles = new Map(applications.map((a) => [a.id, applicationTitle(a)]));
  return (
    <section aria-labelledby="prep-stories" className="min-w-0">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="prep-stories" className="text-xl font-semibold text-ink">
          Stories
        </h2>
        <Button onClick={onAdd} disabled={!ready}>
          Add story
        </Button>
      </div>
      {ready && stories.length === 0 && (
        <p className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-sm text-slate-600">
          No stories yet. A story is something you did, told as Situation, Task, Action and Result; answers to &ldquo;Tell me about a time…&rdquo; questions
          use your own stories first. Add one, or save one from a practice answer.
        </p>
      )}
      <ul className="mt-4 grid gap-3">
        {stories.map((story) => (
          <li key={story.id}>
            <StoryCard
              story={story}
              usedFor={story.applicationIds.map((id) => titles.get(id)).filter((t): t is string => t !== undefined)}
              onEdit={() => onEdit(story)}
              onDelete={async () => {
                await deleteStory(story.id);
                await onChanged();
              }}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
