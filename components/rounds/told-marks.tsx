'use client';
import type { ToldMark } from '@/lib/evidence/answer-source';
import { toldLabel } from '@/lib/rounds/told-label';

/**
 * Where a story was told in earlier rounds of the same application, one mark per round:
 * "Told on Nov 28, round 1". Dates read in the reader's own time zone (the server renders its
 * own; the browser corrects it).
 */
export function ToldMarks({ told, className = '' }: { told: readonly ToldMark[]; className?: string }) {
  if (told.length === 0) return null;
  return (
    <ul className={`flex flex-wrap gap-1 ${className}`} data-testid="told-marks">
      {told.map((t) => (
        <li key={`${t.round}-${t.at}`} className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-200" data-testid="told-mark">
          <time dateTime={t.at} suppressHydrationWarning>
            {toldLabel(t)}
          </time>
        </li>
      ))}
    </ul>
  );
}
