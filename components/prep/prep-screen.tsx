'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Modal } from '@/components/ui/modal';
import { prepKeys } from '@/lib/prep/prep-query-keys';
import type { JobApplication, Story } from '@/lib/prep/prep-types';
import { useApplications, useResumeVersions, useStories } from '@/lib/prep/use-prep-data';
import { profileKeys } from '@/lib/profile/query-keys';
import { ApplicationForm } from './application-form';
import { ApplicationsSection } from './applications-section';
import { StoriesSection } from './stories-section';
import { StoryForm } from './story-form';

type Editing = { kind: 'application'; application?: JobApplication } | { kind: 'story'; story?: Story } | null;

/** /prep: the candidate's job applications and their bank of STAR stories. */
export function PrepScreen({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const applications = useApplications(userId);
  const stories = useStories(userId);
  const resumeVersions = useResumeVersions(userId);
  const [editing, setEditing] = useState<Editing>(null);
  const ready = applications.isSuccess && stories.isSuccess && resumeVersions.isSuccess;
  const failed = applications.isError || stories.isError || resumeVersions.isError;

  const refresh = async () => {
    // The main application's job description is Personalize's too (the database keeps them equal).
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: prepKeys.all(userId) }),
      queryClient.invalidateQueries({ queryKey: profileKeys.jobDescription(userId) }),
    ]);
  };
  const saved = async () => {
    setEditing(null);
    await refresh();
  };
  const close = () => setEditing(null);
  const title =
    editing?.kind === 'application' ? (editing.application ? 'Edit application' : 'Add application') : editing?.story ? 'Edit story' : 'Add story';

  return (
    <div className="mx-auto max-w-4xl min-w-0 px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink">Prep</h1>
      <p className="mt-2 text-sm text-slate-600">
        The jobs you are interviewing for and the stories you want to tell. Answers use the application you pick at Start and your stories first.
      </p>
      {!ready && !failed && <p className="mt-6 text-sm text-slate-600">Loading your preparation…</p>}
      {failed && (
        <div className="mt-6">
          <Alert message="Your applications and stories could not be loaded. Reload the page to try again." />
        </div>
      )}
      <div className="mt-8 flex flex-col gap-10">
        <ApplicationsSection
          applications={applications.data ?? []}
          resumeVersions={resumeVersions.data ?? []}
          stories={stories.data ?? []}
          ready={ready}
          onAdd={() => setEditing({ kind: 'application' })}
          onEdit={(application) => setEditing({ kind: 'application', application })}
          onChanged={refresh}
        />
        <StoriesSection
          stories={stories.data ?? []}
          applications={applications.data ?? []}
          ready={ready}
          onAdd={() => setEditing({ kind: 'story' })}
          onEdit={(story) => setEditing({ kind: 'story', story })}
          onChanged={refresh}
        />
      </div>
      <Modal open={editing !== null} title={title} onClose={close} size="lg">
        {editing?.kind === 'application' && (
          <ApplicationForm application={editing.application} resumeVersions={resumeVersions.data ?? []} onSaved={saved} onCancel={close} />
        )}
        {editing?.kind === 'story' && (
          <StoryForm
            storyId={editing.story?.id}
            initial={editing.story}
            applications={applications.data ?? []}
            onSaved={saved}
            onCancel={close}
          />
        )}
      </Modal>
    </div>
  );
}
