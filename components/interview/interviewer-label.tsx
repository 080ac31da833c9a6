'use client';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { LIMITS } from '@/lib/protocol';

/**
 * Who of a panel said a post ("Interviewer 1", or the name the candidate gave): a button that
 * turns into a field to rename that interviewer for the session. Enter saves, Escape cancels,
 * and focus goes back to the button either way; a name the schema refuses is said beside the
 * field, which stays open.
 */
export function InterviewerLabel({ label, onRename }: { label: string; onRename: (name: string) => string | null }) {
  const [editing, setEditing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const fieldId = useId();

  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    button.current?.focus();
  }, [editing]);

  const close = () => {
    returnFocus.current = true;
    setProblem(null);
    setEditing(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    close();
  };

  if (!editing) {
    return (
      <button
        ref={button}
        type="button"
        aria-label={`Rename ${label}`}
        data-testid="interviewer-label"
        onClick={() => setEditing(true)}
        className="mb-0.5 inline-flex max-w-full items-center gap-1 rounded text-xs font-semibold text-slate-700 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <bdi className="truncate">{label}</bdi>
        <svg aria-hidden="true" viewBox="0 0 16 16" className="h-3 w-3 shrink-0 fill-current">
          <path d="M11.7 1.3a1 1 0 0 1 1.4 0l1.6 1.6a1 1 0 0 1 0 1.4L5.4 13.6 1.5 14.5l.9-3.9 9.3-9.3Z" />
        </svg>
      </button>
    );
  }
  return (
    <form
      className="mb-1 flex flex-wrap items-center gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        const name = new FormData(event.currentTarget).get('name');
        const refused = onRename(typeof name === 'string' ? name : '');
        if (refused) setProblem(refused);
        else close();
      }}
    >
      <label htmlFor={fieldId} className="sr-only">
        Name for {label}
      </label>
      <input
        id={fieldId}
        name="name"
        defaultValue={label}
        maxLength={LIMITS.maxInterviewerNameChars}
        autoFocus
        onFocus={(event) => event.currentTarget.select()}
        onKeyDown={onKeyDown}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${fieldId}-problem` : undefined}
        className="w-40 rounded border border-slate-400 bg-white px-1.5 py-0.5 text-xs text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
      />
      <button type="submit" className="rounded bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white hover:bg-brand-700">
        Save
      </button>
      <button type="button" onClick={close} className="rounded px-2 py-0.5 text-xs font-semibold text-slate-700 hover:bg-slate-200">
        Cancel
      </button>
      {problem && (
        <p id={`${fieldId}-problem`} role="alert" className="w-full text-xs text-red-700">
          {problem}
        </p>
      )}
    </form>
  );
}
