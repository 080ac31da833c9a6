'use client';

const TONES = {
  error: 'border-red-300 bg-red-50 text-red-800',
  success: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  // Something the candidate should know that is not an error (the session can go on).
  notice: 'border-amber-300 bg-amber-50 text-amber-950',
} as const;

/**
 * Errors appear in a dismissible red alert. `tone="success"` is the green variant and
 * `tone="notice"` the amber one, with an info icon (the language notices). `compact` fits the
 * pop-out window.
 */
export function Alert({
  message,
  onDismiss,
  tone = 'error',
  compact = false,
  testId,
}: {
  message: string;
  onDismiss?: () => void;
  tone?: keyof typeof TONES;
  compact?: boolean;
  testId?: string;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
      className={`flex items-start gap-3 rounded-lg border ${compact ? 'px-2 py-1.5 text-xs' : 'px-4 py-3 text-sm'} ${TONES[tone]}`}
    >
      {tone === 'notice' && (
        <svg aria-hidden="true" className="mt-0.5 shrink-0" width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round">
          <circle cx="8" cy="8" r="6.5" />
          <path d="M8 4.5v4.5M8 11.5v.01" />
        </svg>
      )}
      <p className="flex-1 whitespace-pre-line">{message}</p>
      {onDismiss && (
        <button type="button" onClick={onDismiss} aria-label="Dismiss" className="-m-1 rounded p-1 leading-none hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-brand-600">
          <svg aria-hidden="true" width="14" height="14" viewBox="0 0 14 14" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M2 2l10 10M12 2L2 12" />
          </svg>
        </button>
      )}
    </div>
  );
}
