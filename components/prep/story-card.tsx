'use client';
import { ConfirmAction } from '@/components/app-shell/confirm-action';
import { Button } from '@/components/ui/button';
import type { Story } from '@/lib/prep/prep-types';
import { StoryStarList } from './story-star-list';


/** One story in the bank: title, skills, which applications it serves; the STAR text on demand. */
export function StoryCard({ story, usedFor, onEdit, onDelete }: { story: Story; usedFor: string[]; onEdit: () => void; onDelete: () => Promise<void> }) {
  return (
    <article aria-label={story.title} data-testid="prep-story" className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 className="font-semibold break-words text-ink">{story.title}</h3>
      {story.tags.length > 0 && (
        <ul aria-label="Skills" className="mt-2 flex flex-wrap gap-1.5">
          {story.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium break-all text-brand-700">
              {tag}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2 text-sm break-words text-slate-700">
        <span className="font-medium text-slate-600">Use for: </span>
        {usedFor.length === 0 ? 'All applications' : usedFor.join(', ')}
      </p>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-medium text-brand-700">Show the story</summary>
        <StoryStarList story={story} />
      </details>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" className="py-1.5 text-xs" onClick={onEdit}>
          Edit
        </Button>
        <ConfirmAction label="Delete" title="Delete this story?" body={`"${story.title}" is deleted for good.`} confirmLabel="Delete story" action={onDelete} buttonClassName="py-1.5 text-xs" />
      </div>
    </article>
  );
}
