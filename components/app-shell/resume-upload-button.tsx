'use client';
import { useId, useRef, useState } from 'react';
import { readApiError } from '@/lib/api/read-api-error';
import { isRecord } from '@/lib/is-record';
import { MAX_RESUME_FILE_BYTES, RESUME_UPLOAD_ERRORS } from '@/lib/validations/resume-upload';

/**
 * Uploads a PDF or DOCX resume to /api/resume-upload, which extracts its text on the
 * server; the text is handed to `onText` to fill the Resume textarea (not saved yet).
 */
export function ResumeUploadButton({ onText, onError }: { onText: (text: string) => void; onError: (message: string) => void }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const upload = async (file: File) => {
    if (!/\.(pdf|docx)$/i.test(file.name)) return onError(RESUME_UPLOAD_ERRORS.wrongType);
    if (file.size > MAX_RESUME_FILE_BYTES) return onError(RESUME_UPLOAD_ERRORS.tooLarge);
    setBusy(true);
    try {
      const form = new FormData();
      form.set('file', file);
      const res = await fetch('/api/resume-upload', { method: 'POST', body: form, credentials: 'same-origin' });
      const json: unknown = await res.json().catch(() => null);
      if (res.ok && isRecord(json) && typeof json.text === 'string') onText(json.text);
      else onError(readApiError(json).error ?? RESUME_UPLOAD_ERRORS.unreadable);
    } catch {
      onError(RESUME_UPLOAD_ERRORS.unreadable);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="flex items-center gap-3">
      <label
        htmlFor={inputId}
        className={`inline-flex cursor-pointer items-center rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-ink hover:bg-slate-50 focus-within:outline-2 focus-within:outline-brand-600 ${busy ? 'pointer-events-none opacity-60' : ''}`}
      >
        {busy ? 'Reading file…' : 'Upload PDF or DOCX'}
        <input
          ref={input}
          id={inputId}
          type="file"
          accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          className="sr-only"
          disabled={busy}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void upload(file);
          }}
        />
      </label>
      <span className="text-xs text-slate-600">Up to 5 MB. The text fills the Resume box.</span>
    </div>
  );
}
