'use client';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toError } from '@/lib/errors/to-error';
import { isoToLocalInput, localInputToIso } from '@/lib/prep/local-datetime';
import { saveApplication } from '@/lib/prep/prep-queries';
import { applicationInputSchema } from '@/lib/prep/prep-schemas';
import type { JobApplication, ResumeVersion } from '@/lib/prep/prep-types';
import { choiceValue, INTERVIEW_LANGUAGE_CHOICES } from '@/lib/profile/language-choices';
import { fieldErrors } from './field-errors';
import { InputField, SelectField, TextAreaField } from './prep-fields';

// A select's value is a string, so "" stands for null in both selects: the main resume, and
// the profile's own interview language.
const LANGUAGE_OPTIONS = [{ value: '', label: 'Same as my profile setting' }, ...INTERVIEW_LANGUAGE_CHOICES];

/** Adds or edits an application. A failed save keeps every field as typed. */
export function ApplicationForm({
  application,
  resumeVersions,
  onSaved,
  onCancel,
}: {
  application?: JobApplication;
  resumeVersions: ResumeVersion[];
  onSaved: (saved: JobApplication) => void;
  onCancel: () => void;
}) {
  const [fields, setFields] = useState({
    company: application?.company ?? '',
    role: application?.role ?? '',
    jobDescription: application?.jobDescription ?? '',
    // The main version is the resume Personalize edits; pointing at it by id or by null reads the same.
    resumeVersionId: resumeVersions.find((v) => v.id === application?.resumeVersionId && !v.isPrimary)?.id ?? '',
    interviewAt: isoToLocalInput(application?.interviewAt ?? null),
    round: application?.round ?? '',
    notes: application?.notes ?? '',
    language: choiceValue(application?.language ?? null, LANGUAGE_OPTIONS),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saveError, setSaveError] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof fields) => (e: { target: { value: string } }) => setFields((f) => ({ ...f, [key]: e.target.value }));
  const resumeOptions = [
    { value: '', label: 'Main resume' },
    ...resumeVersions.filter((v) => !v.isPrimary).map((v) => ({ value: v.id, label: v.name })),
  ];

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const interviewAt = localInputToIso(fields.interviewAt);
    if (interviewAt === undefined) {
      setErrors({ interviewAt: 'Enter a date and time, or leave it blank.' });
      return;
    }
    const parsed = applicationInputSchema.safeParse({
      ...fields,
      resumeVersionId: fields.resumeVersionId || null,
      interviewAt,
      language: fields.language || null,
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setSaveError('');
    setBusy(true);
    try {
      onSaved(await saveApplication(parsed.data, application?.id));
    } catch (err) {
      setSaveError(toError(err).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={application ? 'Edit application' : 'New application'}>
      {saveError && <Alert message={saveError} onDismiss={() => setSaveError('')} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField label="Company" value={fields.company} onChange={set('company')} error={errors.company} maxLength={200} autoComplete="organization" />
        <InputField label="Role" value={fields.role} onChange={set('role')} error={errors.role} maxLength={200} autoComplete="organization-title" />
      </div>
      <TextAreaField label="Job description" rows={6} value={fields.jobDescription} onChange={set('jobDescription')} error={errors.jobDescription} />
      <SelectField label="Resume" options={resumeOptions} value={fields.resumeVersionId} onChange={set('resumeVersionId')} error={errors.resumeVersionId} hint="Add or edit resumes in Personalize." />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField label="Interview date and time" type="datetime-local" value={fields.interviewAt} onChange={set('interviewAt')} error={errors.interviewAt} />
        <InputField label="Round" value={fields.round} onChange={set('round')} error={errors.round} maxLength={100} placeholder="e.g. Phone screen" />
      </div>
      <SelectField label="Interview language" options={LANGUAGE_OPTIONS} value={fields.language} onChange={set('language')} error={errors.language} />
      <TextAreaField label="Notes" rows={4} value={fields.notes} onChange={set('notes')} error={errors.notes} />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : 'Save application'}
        </Button>
      </div>
    </form>
  );
}
