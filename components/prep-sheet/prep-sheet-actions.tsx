'use client';
import Link from 'next/link';
import { useSyncExternalStore } from 'react';
import { buttonClasses } from '@/components/ui/button';

const noSubscription = () => () => {};
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';

/**
 * The sheet's two actions: the PDF, made on the server in the browser's time zone so the
 * interview time in the file reads as it does here, and a practice round of the sheet's
 * likely questions (the practice screen reads the application and where it came from).
 */
export function PrepSheetActions({ applicationId }: { applicationId: string }) {
  const timeZone = useSyncExternalStore(noSubscription, browserTimeZone, () => '');
  const query = timeZone ? `?tz=${encodeURIComponent(timeZone)}` : '';
  const id = encodeURIComponent(applicationId);
  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      <a href={`/api/prep/${id}/pdf${query}`} download className={buttonClasses('secondary', 'py-2 text-xs sm:text-sm')}>
        Download PDF
      </a>
      <Link href={`/practice?application=${id}&from=sheet`} className={buttonClasses('primary', 'py-2 text-xs sm:text-sm')}>
        Practise these
      </Link>
    </div>
  );
}
