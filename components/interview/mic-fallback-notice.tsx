'use client';
import type { MicFallbackNotice as Notice } from '@/lib/interview/capture-errors';

/**
 * "Tab + microphone" is running on the tab alone: a calm notice, not an error (the interview
 * works), saying what that means and how to be heard next time. Stays after Stop, for the
 * debrief it explains, until dismissed or the next Start.
 */
export function MicFallbackNotice({ notice, onDismiss }: { notice: Notice; onDismiss: () => void }) {
  return (
    <div role="status" data-testid="mic-fallback" className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <svg aria-hidden="true" className="mt-0.5 shrink-0" width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round">
        <rect x="5.5" y="1.5" width="5" height="8" rx="2.5" />
        <path d="M3 7.5a5 5 0 0 0 10 0M8 12.5v2M2 2l12 12" />
      </svg>
      <div className="flex-1 space-y-1">
        <p className="font-semibold">{notice.headline}</p>
        <p>{notice.help}</p>
      </div>
      <button type="button" onClick={onDismiss} aria-label="Dismiss" className="-m-1 rounded p-1 leading-none hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-brand-600">
        <svg aria-hidden="true" width="14" height="14" viewBox="0 0 14 14" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M2 2l10 10M12 2L2 12" />
        </svg>
      </button>
    </div>
  );
}
