'use client';
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

// The fields of /prep's forms (and of "Save as story"): a label, the control, an optional hint,
// and the field's error right under it, tied to the control so a screen reader reads it too.

const CONTROL =
  'w-full min-w-0 rounded-lg border bg-white px-3 py-2 text-sm text-ink placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30';

interface FieldProps {
  label: string;
  hint?: string;
  error?: string;
  className?: string;
}

function Field({ label, hint, error, className = '', children }: FieldProps & { children: (ids: { id: string; describedBy?: string }) => ReactNode }) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children({ id, describedBy: described })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

const border = (error?: string) => (error ? 'border-red-500' : 'border-slate-300');

export function InputField({ label, hint, error, className, ...props }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {({ id, describedBy }) => <input id={id} aria-describedby={describedBy} aria-invalid={error ? true : undefined} className={`${CONTROL} ${border(error)}`} {...props} />}
    </Field>
  );
}

export function TextAreaField({ label, hint, error, className, rows = 3, ...props }: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {({ id, describedBy }) => (
        <textarea id={id} rows={rows} aria-describedby={describedBy} aria-invalid={error ? true : undefined} className={`${CONTROL} ${border(error)} resize-y`} {...props} />
      )}
    </Field>
  );
}

export function SelectField({
  label,
  hint,
  error,
  className,
  options,
  ...props
}: FieldProps & SelectHTMLAttributes<HTMLSelectElement> & { options: readonly { value: string; label: string }[] }) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {({ id, describedBy }) => (
        <select id={id} aria-describedby={describedBy} aria-invalid={error ? true : undefined} className={`${CONTROL} ${border(error)}`} {...props}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
