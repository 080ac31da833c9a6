'use client';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toError } from '@/lib/errors/to-error';
import { resumeVersionInputSchema, type ResumeVersionInput } from '@/lib/prep/prep-schemas';
import { firstError } from '@/lib/validations/first-error';
import { ResumeUploadButton } from './resume-upload-button';

const input = 'w-full rounded-lg border border-slate-300 p-2 text-sm text-ink focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30';

/**
 * A new resume version: a name, and its text typed, pasted or read from a PDF or DOCX. It sits
 * inside Personalize's form, so it is a group rather than a form of its own, and Enter in the
 * name saves this version instead of submitting Personalize.
 */
export function ResumeVersionForm({ onSave, onCancel }: { onSave: (input: ResumeVersionInput) => Promise<void>; onCancel: () => void }) {
  const [name, setName] = useState('');
  const [resume, setResume] = useState('');
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const nameId = useId();
  const textId = useId();

  const save = async () => {
    const parsed = resumeVersionInputSchema.safeParse({ name, resume });
    if (!parsed.success) return setError(firstError(parsed.error));
    if (!parsed.data.resume.trim()) return setError('Paste the resume text or upload a file.');
    setSaving(true);
    setError('');
    try {
      await onSave(parsed.data);
    } catch (err) {
      // Nothing typed is lost: the form stays open with its text for another try.
      setError(toError(err).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div role="group" aria-label="New resume version" className="flex flex-col gap-2 rounded-lg bg-slate-50 p-3">
      {error && <Alert message={error} onDismiss={() => setError('')} />}
      <label htmlFor={nameId} className="text-xs font-semibold text-ink">
        Name
      </label>
      <input
        id={nameId}
        className={input}
        value={name}
        maxLength={100}
        placeholder="e.g. Backend resume"
        onChange={(e) => setName(e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          void save();
        }}
      />
      <ResumeUploadButton onText={(text) => (setResume(text), setError(''))} onError={setError} />
      <label htmlFor={textId} className="text-xs font-semibold text-ink">
        Resume text
      </label>
      <textarea id={textId} className={`${input} min-h-32`} value={resume} onChange={(e) => setResume(e.target.value)} placeholder="Paste this version of your resume here" />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" className="py-1.5 text-xs" onClick={onCancel}>
          Cancel
        </Button>
        <Button className="py-1.5 text-xs" disabled={saving} onClick={() => void save()}>
          {saving ? 'Saving…' : 'Save version'}
        </Button>
      </div>
    </div>
  );
}
