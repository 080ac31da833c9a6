'use client';
import { useId, useSyncExternalStore } from 'react';
import { applyAnalyticsOptOut } from '@/lib/analytics/analytics-client';
import { browserSignalsOptOut, isAnalyticsOptedOut, setAnalyticsOptOut, subscribeAnalyticsOptOut } from '@/lib/analytics/opt-out';

const serverSnapshot = () => true;

/** The analytics opt-out: stored in this browser; Do Not Track / Global Privacy Control always win. */
export function AnalyticsToggle() {
  const id = useId();
  const optedOut = useSyncExternalStore(subscribeAnalyticsOptOut, isAnalyticsOptedOut, serverSnapshot);
  const browserSays = useSyncExternalStore(subscribeAnalyticsOptOut, browserSignalsOptOut, () => false);
  const toggle = (share: boolean) => {
    setAnalyticsOptOut(!share);
    applyAnalyticsOptOut(!share);
  };
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        className="mt-1 h-4 w-4 accent-brand-600"
        checked={!optedOut}
        disabled={browserSays}
        onChange={(e) => toggle(e.target.checked)}
      />
      <label htmlFor={id} className="text-sm text-slate-700">
        Share anonymous usage analytics (which menu buttons are used) to help us improve. Never your resume, job description or
        interviews.
        {browserSays && <span className="block text-slate-600">Off because your browser asks sites not to track you.</span>}
      </label>
    </div>
  );
}
