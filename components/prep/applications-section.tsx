'use client';
import { useMutation } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { splitArchived, storyCount } from '@/lib/prep/order-applications';
import { archiveApplication, deleteApplication } from '@/lib/prep/prep-queries';
import type { JobApplication, ResumeVersion, Story } from '@/lib/prep/prep-types';
import { ApplicationCard } from './application-card';

/** The applications on /prep: upcoming first, archived ones folded away. */
export function ApplicationsSection({
  applications,
  resumeVersions,
  stories,
  ready,
  onAdd,
  onEdit,
  onChanged,
}: {
  applications: JobApplication[];
  resumeVersions: ResumeVersion[];
  stories: Story[];
  ready: boolean;
  onAdd: () => void;
  onEdit: (application: JobApplication) => void;
  onChanged: () => Promise<void>;
}) {
  const archive = useMutation({
    mutationFn: ({ id, archived }: { id: string; archived: boolean }) => archiveApplication(id, archived),
    onSuccess: onChanged,
  });
  const { active, archived } = splitArchived(applications);
  const resumeName = (id: string | null) => resumeVersions.find((v) => v.id === id && !v.isPrimary)?.name ?? 'Main resume';
  const card = (a: JobApplication) => (
    <li key={a.id}>
      <ApplicationCard
        application={a}
        resumeName={resumeName(a.resumeVersionId)}
        stories={storyCount(a.id, stories)}
        busy={archive.isPending}
        onEdit={() => onEdit(a)}
        onArchive={(value) => archive.mutate({ id: a.id, archived: value })}
        onDelete={async () => {
          await deleteApplication(a.id);
          await onChanged();
        }}
      />
    </li>
  );

  return (
    <section aria-labelledby="prep-applications" className="min-w-0">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="prep-applications" className="text-xl font-semibold text-ink">
          Applications
        </h2>
        <Button onClick={onAdd} disabled={!ready}>
          Add application
        </Button>
      </div>
      {archive.isError && <Alert message="The application could not be archived. Please try again." onDismiss={() => archive.reset()} />}
      {ready && applications.length === 0 && (
        <p className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-sm text-slate-600">
          No applications yet. Add the jobs you are interviewing for, each with its job description, the resume you sent and the interview date, and Cuecard
          prepares and answers for that job.
        </p>
      )}
      {ready && applications.length > 0 && active.length === 0 && <p className="mt-4 text-sm text-slate-600">Every application is archived.</p>}
      <ul className="mt-4 grid gap-3">{active.map(card)}</ul>
      {archived.length > 0 && (
        <details className="mt-4" data-testid="prep-archived">
          <summary className="cursor-pointer text-sm font-semibold text-slate-700">Archived ({archived.length})</summary>
          <ul className="mt-3 grid gap-3">{archived.map(card)}</ul>
        </details>
      )}
    </section>
  );
}
