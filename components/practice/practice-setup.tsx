'use client';
import { useState } from 'react';
import { useUser } from '@/components/app-shell/user-provider';
import { ApplicationPicker } from '@/components/interview/application-picker';
import { ToldAtStart } from '@/components/rounds/told-at-start';
import { Button } from '@/components/ui/button';
import { useApplicationChoice } from '@/lib/prep/use-applications';
import { PRACTICE_COUNTS, PRACTICE_ROUND_LABELS, type PracticeCount, type PracticeRound } from '@/lib/practice/practice-question';

const ROUND_HINTS: Record<PracticeRound, string> = {
  behavioural: 'Stories from your past work: answer with Situation, Task, Action, Result.',
  technical: 'The knowledge and skills the role needs, from your job description.',
  mixed: 'Behavioural, technical and situational questions in turn.',
};

function Choice<T extends string | number>({ name, legend, options, value, onChange, label }: { name: string; legend: string; options: readonly T[]; value: T; onChange: (v: T) => void; label: (v: T) => string }) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      <div className="mt-2 inline-flex flex-wrap gap-1 rounded-lg border border-slate-300 bg-white p-1">
        {options.map((o) => (
          <label
            key={String(o)}
            className={`cursor-pointer rounded-md px-3 py-1.5 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${value === o ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
          >
            <input type="radio" name={name} value={String(o)} checked={value === o} onChange={() => onChange(o)} className="sr-only" />
            {label(o)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Application, round and length, then Start practice. */
export function PracticeSetup({ onStart, busy }: { onStart: (round: PracticeRound, count: PracticeCount, applicationId: string | null) => void; busy: boolean }) {
  const [round, setRound] = useState<PracticeRound>('behavioural');
  const [count, setCount] = useState<PracticeCount>(5);
  const { user } = useUser();
  const application = useApplicationChoice(user?.id);
  return (
    <form
      className="space-y-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      onSubmit={(event) => {
        event.preventDefault();
        onStart(round, count, application.chosen?.id ?? null);
      }}
    >
      <ApplicationPicker applications={application.applications} chosenId={application.chosen?.id ?? null} onChange={application.choose} disabled={busy} sessionName="practice" />
      <ToldAtStart userId={user?.id} application={application.chosen} running={busy} />
      <div>
        <Choice name="round" legend="Round" options={['behavioural', 'technical', 'mixed'] as const} value={round} onChange={setRound} label={(r) => PRACTICE_ROUND_LABELS[r]} />
        <p className="mt-2 text-sm text-slate-600">{ROUND_HINTS[round]}</p>
      </div>
      <Choice name="count" legend="Length" options={PRACTICE_COUNTS} value={count} onChange={setCount} label={(c) => `${c} questions`} />
      <Button type="submit" disabled={busy}>
        {busy ? 'Starting…' : 'Start practice'}
      </Button>
    </form>
  );
}
