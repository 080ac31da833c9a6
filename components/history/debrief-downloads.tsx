'use client';
import { useSyncExternalStore } from 'react';
import { buttonClasses } from '@/components/ui/button';

const noSubscription = () => () => {};
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';

/**
 * The debrief's downloads: files made on the server (the PDF by pdf-lib, not the print
 * dialog). The browser's time zone goes along so dates in the file read as they do here.
 */
export function DebriefDownloads({ sessionId }: { sessionId: string }) {
  const timeZone = useSyncExternalStore(noSubscription, browserTimeZone, () => '');
  const query = timeZone ? `?tz=${encodeURIComponent(timeZone)}` : '';
  const base = `/api/history/${encodeURIComponent(sessionId)}`;
  return (
    <div className="flex flex-wrap gap-2">
      <a href={`${base}/markdown${query}`} download className={buttonClasses('secondary', 'py-2 text-xs sm:text-sm')}>
        Export Markdown
      </a>
      <a href={`${base}/pdf${query}`} download className={buttonClasses('primary', 'py-2 text-xs sm:text-sm')}>
        Download PDF
      </a>
    </div>
  );
}
