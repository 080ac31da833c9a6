'use client';
import { useId, useState } from 'react';
import { PHONE_TEXT } from '@/lib/second-screen/phone-text';

/** For a device that cannot scan: the code shown under the laptop's QR code, typed. */
export function PairWithCode({ onSubmit, error, busy }: { onSubmit: (code: string) => void; error?: string; busy?: boolean }) {
  const [code, setCode] = useState('');
  const id = useId();
  return (
    <form
      className="mt-6 flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(code);
      }}
    >
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {PHONE_TEXT.codeLabel}
      </label>
      <input
        id={id}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        placeholder="ABCD-EFGH-JK"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        className="min-h-12 rounded-lg border border-slate-300 bg-white px-3 font-mono text-lg tracking-widest text-ink uppercase focus-visible:outline-2 focus-visible:outline-brand-600"
      />
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {PHONE_TEXT.codeHint}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      <button type="submit" disabled={busy} className="min-h-12 rounded-xl bg-brand-600 px-4 text-base font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:bg-slate-200 disabled:text-slate-600">
        {PHONE_TEXT.pair}
      </button>
    </form>
  );
}
