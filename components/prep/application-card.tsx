'use client';
import Link from 'next/link';
import { ConfirmAction } from '@/components/app-shell/confirm-action';
import { Button, buttonClasses } from '@/components/ui/button';
import { applicationTitle, type JobApplication } from '@/lib/prep/prep-types';

function when(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}

/** One application on /prep: what it is, when the interview is, and what can be done with it. */
export function ApplicationCard({
  application,
  resumeName,
  stories,
  busy,
  onEdit,
  onArchive,
  onDelete,
}: {
  application: JobApplication;
  resumeName: string;
  stories: number;
  busy: boolean;
  onEdit: () => void;
  onArchive: (archived: boolean) => void;
  onDelete: () => Promise<void>;
}) {
  const title = applicationTitle(application);
  const archived = application.archivedAt !== null;
  return (
    <article aria-label={title} data-testid="prep-application" className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 font-semibold break-words text-ink">{title}</h3>
        {application.isPrimary && (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700" title="Its job description is the one in Personalize">
            Main
          </span>
        )}
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm text-slate-700">
        <dt className="font-medium text-slate-600">Interview</dt>
        <dd className="min-w-0 break-words">
          {application.interviewAt ? <time dateTime={application.interviewAt}>{when(application.interviewAt)}</time> : 'No date yet'}
          {application.round && ` · ${application.round}`}
        </dd>
        <dt className="font-medium text-slate-600">Resume</dt>
        <dd className="min-w-0 break-words">{resumeName}</dd>
        <dt className="font-medium text-slate-600">Stories</dt>
        <dd>{stories === 0 ? 'No stories yet' : `${stories} ${stories === 1 ? 'story' : 'stories'}`}</dd>
      </dl>
      <div className="mt-3 flex flex-wrap gap-2">
        <Link href={`/prep/${application.id}/sheet`} className={buttonClasses('primary', 'py-1.5 text-xs')}>
          Prep sheet
        </Link>
        <Button variant="secondary" className="py-1.5 text-xs" onClick={onEdit}>
          Edit
        </Button>
        <Button variant="secondary" className="py-1.5 text-xs" disabled={busy} onClick={() => onArchive(!archived)}>
          {archived ? 'Unarchive' : 'Archive'}
        </Button>
        <ConfirmAction
          label="Delete"
          title="Delete this application?"
          body={`"${title}" and its notes are deleted for good. Its stories stay in your story bank, and past interviews keep their history.`}
          confirmLabel="Delete application"
          buttonClassName="py-1.5 text-xs"
          action={onDelete}
        />
      </div>
    </article>
  );
}
