'use client';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toError } from '@/lib/errors/to-error';
import { saveStory } from '@/lib/prep/prep-queries';
import { storyInputSchema, type StoryInput } from '@/lib/prep/prep-schemas';
import { applicationTitle, type JobApplication, type Story } from '@/lib/prep/prep-types';
import { fieldErrors, splitTags } from './field-errors';
import { InputField, TextAreaField } from './prep-fields';

const STAR = [
  { key: 'situation', label: 'Situation', hint: 'The context: where you were and what was going on.' },
  { key: 'task', label: 'Task', hint: 'What you had to do, or the problem to solve.' },
  { key: 'action', label: 'Action', hint: 'What you did yourself.' },
  { key: 'result', label: 'Result', hint: 'What came of it, with numbers if you have them.' },
] as const;

/**
 * Writes a STAR story: by hand on /prep, or prefilled from a practice answer or a debrief turn
 * ("Save as story"). Nothing is lost when a save fails: the fields keep what was typed.
 */
export function StoryForm({
  initial,
  storyId,
  applications,
  onSaved,
  onCancel,
}: {
  initial?: Partial<StoryInput>;
  storyId?: string;
  applications: JobApplication[];
  onSaved: (story: Story) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [fields, setFields] = useState({
    title: initial?.title ?? '',
    situation: initial?.situation ?? '',
    task: initial?.task ?? '',
    action: initial?.action ?? '',
    result: initial?.result ?? '',
    figures: initial?.figures ?? '',
    tags: (initial?.tags ?? []).join(', '),
  });
  const [linked, setLinked] = useState<string[]>(initial?.applicationIds ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saveError, setSaveError] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof fields) => (e: { target: { value: string } }) => setFields((f) => ({ ...f, [key]: e.target.value }));
  // Archived applications are offered only when the story is already linked to them.
  const choices = applications.filter((a) => a.archivedAt === null || linked.includes(a.id));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = storyInputSchema.safeParse({ ...fields, tags: splitTags(fields.tags), applicationIds: linked });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setSaveError('');
    setBusy(true);
    try {
      onSaved(await saveStory(parsed.data, storyId));
    } catch (err) {
      setSaveError(toError(err).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={storyId ? 'Edit story' : 'New story'}>
      {saveError && <Alert message={saveError} onDismiss={() => setSaveError('')} />}
      <InputField label="Title" value={fields.title} onChange={set('title')} error={errors.title} maxLength={200} placeholder="e.g. Billing ledger migration" />
      {STAR.map((s) => (
        <TextAreaField key={s.key} label={s.label} hint={s.hint} value={fields[s.key]} onChange={set(s.key)} error={errors[s.key]} />
      ))}
      <InputField
        label="Skills"
        hint="Separate skills with commas, e.g. leadership, conflict."
        value={fields.tags}
        onChange={set('tags')}
        error={errors.tags}
      />
      <InputField label="Figures" hint="The numbers this story backs, e.g. cut p95 from 900 ms to 200 ms." value={fields.figures} onChange={set('figures')} error={errors.figures} />
      <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={`${id}-use-hint`}>
        <legend className="text-sm font-semibold text-slate-800">Use for</legend>
        <p id={`${id}-use-hint`} className="text-xs text-slate-600">
          None checked: the story serves every application.
        </p>
        {choices.length === 0 && <p className="text-sm text-slate-600">No applications yet.</p>}
        {choices.map((a) => (
          <label key={a.id} className="flex items-start gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="mt-0.5 size-4 shrink-0 accent-brand-600"
              checked={linked.includes(a.id)}
              onChange={(e) => setLinked((ids) => (e.target.checked ? [...ids, a.id] : ids.filter((x) => x !== a.id)))}
            />
            <span className="min-w-0 break-words">{applicationTitle(a)}</span>
          </label>
        ))}
        {errors.applicationIds && <p className="text-xs font-medium text-red-700">{errors.applicationIds}</p>}
      </fieldset>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : 'Save story'}
        </Button>
      </div>
    </form>
  );
}
