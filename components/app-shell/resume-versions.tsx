'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toError } from '@/lib/errors/to-error';
import { resumeVersionInputSchema, type ResumeVersionInput } from '@/lib/prep/prep-schemas';
import { listResumeVersions } from '@/lib/prep/prep-queries';
import { prepKeys } from '@/lib/prep/prep-query-keys';
import type { ResumeVersion } from '@/lib/prep/prep-types';
import { addResumeVersion, deleteResumeVersion, renameResumeVersion } from '@/lib/prep/resume-version-queries';
import { firstError } from '@/lib/validations/first-error';
import { ResumeVersionForm } from './resume-version-form';

const SMALL = 'px-2.5 py-1 text-xs';
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * "Resume versions" in Personalize: the candidate's resumes for different roles, each chosen per
 * application in Prep. The main one is the Resume box above (the database keeps the two equal),
 * so it can be renamed but not deleted here.
 */
export function ResumeVersions({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const versions = useQuery({ queryKey: prepKeys.resumeVersions(userId), queryFn: () => listResumeVersions() });
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState('');
  const headingId = useId();
  // Applications show their resume's name and fall back to the main one when theirs is deleted.
  const refresh = () => queryClient.invalidateQueries({ queryKey: prepKeys.all(userId) });
  const run = async (action: () => Promise<void>): Promise<boolean> => {
    setError('');
    try {
      await action();
      await refresh();
      return true;
    } catch (err) {
      setError(toError(err).message);
      return false;
    }
  };
  const add = async (input: ResumeVersionInput) => {
    await addResumeVersion(input);
    await refresh();
    setAdding(false);
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3" data-testid="resume-versions">
      <h3 id={headingId} className="text-sm font-semibold text-ink">
        Resume versions
      </h3>
      <p className="text-xs text-slate-600">Keep a resume for each kind of role and choose one per application in Prep. The main resume is the one in the box above.</p>
      {error && <Alert message={error} onDismiss={() => setError('')} />}
      {versions.isPending && <p className="text-xs text-slate-600">Loading your resumes…</p>}
      {versions.isError && <p className="text-xs text-red-800">Your resume versions could not be loaded. Close and open Personalize to try again.</p>}
      {versions.data?.length === 0 && <p className="text-xs text-slate-600">No resumes saved yet.</p>}
      {versions.data && versions.data.length > 0 && (
        <ul className="divide-y divide-slate-200">
          {versions.data.map((version) => (
            <ResumeVersionRow
              key={version.id}
              version={version}
              onRename={(name) => run(() => renameResumeVersion(version.id, name))}
              onDelete={() => run(() => deleteResumeVersion(version.id))}
            />
          ))}
        </ul>
      )}
      {adding ? (
        <ResumeVersionForm onSave={add} onCancel={() => setAdding(false)} />
      ) : (
        <div>
          <Button variant="secondary" className={SMALL} onClick={() => setAdding(true)}>
            Add version
          </Button>
        </div>
      )}
    </section>
  );
}

function ResumeVersionRow({ version, onRename, onDelete }: { version: ResumeVersion; onRename: (name: string) => Promise<boolean>; onDelete: () => Promise<boolean> }) {
  const [mode, setMode] = useState<'view' | 'rename' | 'delete'>('view');
  const [name, setName] = useState(version.name);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  const act = async (action: () => Promise<boolean>) => {
    setBusy(true);
    const done = await action();
    setBusy(false);
    if (done) setMode('view');
  };
  const rename = () => {
    const parsed = resumeVersionInputSchema.shape.name.safeParse(name);
    if (!parsed.success) return setProblem(firstError(parsed.error));
    setProblem('');
    void act(() => onRename(parsed.data));
  };

  if (mode === 'rename') {
    return (
      <li className="flex flex-col gap-1 py-2">
        <div className="flex flex-wrap items-center gap-2">
          <input
            aria-label={`New name for ${version.name}`}
            className="min-w-0 flex-1 rounded-lg border border-slate-300 px-2 py-1 text-sm text-ink focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30"
            value={name}
            maxLength={100}
            autoFocus
            onChange={(e) => setName(e.target.value)}
            onKeyDown={(e) => {
              // Inside Personalize's form: Enter saves the name, not the whole form.
              if (e.key === 'Enter') (e.preventDefault(), rename());
              if (e.key === 'Escape') (e.preventDefault(), e.stopPropagation(), setMode('view'));
            }}
          />
          <Button className={SMALL} disabled={busy} onClick={rename}>
            Save name
          </Button>
          <Button variant="secondary" className={SMALL} onClick={() => (setName(version.name), setProblem(''), setMode('view'))}>
            Cancel
          </Button>
        </div>
        {problem && <p className="text-xs text-red-800">{problem}</p>}
      </li>
    );
  }

  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
      <span className="min-w-0 flex-1 text-sm">
        <span className="font-medium text-ink">{version.name}</span>
        <span className="text-xs text-slate-600">
          {version.isPrimary ? ' · main resume' : ''} · {words(version.resume).toLocaleString('en-US')} words
        </span>
      </span>
      {mode === 'delete' ? (
        <span className="flex flex-wrap items-center gap-2 text-xs text-slate-700">
          Delete it? Applications using it switch to the main resume.
          <Button variant="danger" className={SMALL} disabled={busy} onClick={() => void act(onDelete)}>
            Delete
          </Button>
          <Button variant="secondary" className={SMALL} onClick={() => setMode('view')}>
            Keep
          </Button>
        </span>
      ) : (
        <span className="flex gap-2">
          <Button variant="ghost" className={SMALL} aria-label={`Rename ${version.name}`} onClick={() => (setName(version.name), setMode('rename'))}>
            Rename
          </Button>
          {!version.isPrimary && (
            <Button variant="ghost" className={`${SMALL} text-red-700`} aria-label={`Delete ${version.name}`} onClick={() => setMode('delete')}>
              Delete
            </Button>
          )}
        </span>
      )}
    </li>
  );
}
