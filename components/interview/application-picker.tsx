'use client';
import Link from 'next/link';
import { useId } from 'react';
import type { ApplicationChoice } from '@/lib/prep/fetch-application-choices';
import { applicationTitle } from '@/lib/prep/prep-types';

const SELECT =
  'max-w-[14.5rem] rounded-lg border border-slate-300 bg-white px-2 py-1 text-xs font-semibold text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:bg-slate-100';
/** The option value of "None": not a uuid, so it can never name an application. */
const NONE = '';

interface Props {
  applications: readonly ApplicationChoice[];
  chosenId: string | null;
  onChange: (id: string | null) => void;
  /** Fixed while a session runs: the server read the application once, at hello. */
  disabled: boolean;
  /** What a running session is called in the lock's tooltip ("interview", "practice"). */
  sessionName?: string;
}

/**
 * "Application": which job application a session answers for (its resume version, job
 * description and stories), or none for the profile's resume and job description. Hidden for a
 * user with no applications, who has nothing to choose.
 */
export function ApplicationPicker({ applications, chosenId, onChange, disabled, sessionName = 'interview' }: Props) {
  const id = useId();
  if (applications.length === 0) return null;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700" title={disabled ? `Stop the ${sessionName} to change the application` : undefined}>
      <label htmlFor={id}>Application</label>
      <select id={id} className={SELECT} value={chosenId ?? NONE} disabled={disabled} onChange={(e) => onChange(e.target.value === NONE ? null : e.target.value)}>
        {applications.map((a) => (
          <option key={a.id} value={a.id}>
            {applicationTitle(a)}
          </option>
        ))}
        <option value={NONE}>None (profile resume and job description)</option>
      </select>
      <Link href="/prep" className="text-xs font-medium text-brand-700 underline hover:text-brand-800">
        Manage in Prep
      </Link>
    </span>
  );
}
