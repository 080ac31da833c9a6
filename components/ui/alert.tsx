'use client';

/** Errors appear in a dismissible red alert. `tone="success"` is the green variant. */
export function Alert({ message, onDismiss, tone = 'error' }: { message: string; onDismiss?: () => void; tone?: 'error' | 'success' }) {
  const colours = tone === 'error' ? 'border-red-300 bg-red-50 text-red-800' : 'border-emerald-300 bg-emerald-50 text-emerald-900';
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`flex items-start gap-3 rounded-lg border px-4 py-3 text-sm ${colours}`}>
      <p className="flex-1 whitespace-pre-line">{message}</p>
      {onDismiss && (
        <button type="button" onClick={onDismiss} aria-label="Dismiss" className="-m-1 rounded p-1 leading-none hover:bg-black/5">
          <svg aria-hidden="true" width="14" height="14" viewBox="0 0 14 14" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M2 2l10 10M12 2L2 12" />
          </svg>
        </button>
      )}
    </div>
  );
}
