'use client';
import { useId } from 'react';
import type { HistoryApplication } from '@/lib/history/history-types';

/** "Application: All / <each>": shown once the user has applications to tell their sessions apart by. */
export function HistoryApplicationFilter({ applications, value, onChange }: { applications: readonly HistoryApplication[]; value: string | null; onChange: (id: string | null) => void }) {
  const id = useId();
  if (applications.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
      <label htmlFor={id} className="font-medium">
        Application
      </label>
      <select
        id={id}
        className="max-w-full rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value || null)}
      >
        <option value="">All</option>
        {applications.map((a) => (
          <option key={a.id} value={a.id}>
            {a.archived ? `${a.title} (archived)` : a.title}
          </option>
        ))}
      </select>
    </div>
  );
}
