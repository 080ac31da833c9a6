'use client';

/**
 * Something the candidate should know that is not an error (the session can go on): the
 * language notices on Personalize, the interview screen and the pop-out. Amber and calm, like
 * the microphone fallback; dismissible where it can be dismissed.
 */
export function NoticeBanner({ message, onDismiss, testId, compact = false }: { message: string; onDismiss?: () => void; testId?: string; compact?: boolean }) {
  return (
    <div role="status" data-testid={testId} className={`flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 text-amber-950 ${compact ? 'px-2 py-1.5 text-xs' : 'px-4 py-3 text-sm'}`}>
      <svg aria-hidden="true" className="mt-0.5 shrink-0" width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round">
        <circle cx="8" cy="8" r="6.5" />
        <path d="M8 4.5v4.5M8 11.5v.01" />
      </svg>
      <p className="flex-1">{message}</p>
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
