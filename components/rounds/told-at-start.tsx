'use client';
import { useId } from 'react';
import { toldToHeading } from '@/lib/rounds/round-labels';
import { useToldStories } from '@/lib/rounds/use-told-stories';
import { ToldStoriesList } from './told-stories-list';

interface Props {
  userId: string | undefined;
  application: { id: string; company: string } | null;
  /** A session of this screen is running: the list waits for Start again. */
  running: boolean;
}

/**
 * At Start, for the application chosen: the stories already told to that company, each with
 * where ("Told on Nov 28, round 1"), so the candidate does not repeat one to the same panel.
 */
export function ToldAtStart({ userId, application, running }: Props) {
  const headingId = useId();
  const stories = useToldStories(userId, application?.id ?? null, running);
  if (running || !application || stories.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-amber-200 bg-white p-3" data-testid="told-at-start">
      <h2 id={headingId} className="text-sm font-semibold text-ink">
        {toldToHeading(application.company)}
      </h2>
      <ToldStoriesList stories={stories} className="mt-2" />
    </section>
  );
}
