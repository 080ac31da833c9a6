import { z } from 'zod';

/** An IANA time zone this runtime knows ("Europe/London"), so dates print as the reader sees them. */
function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The query of the debrief downloads: an optional time zone for the dates in the file. */
export const debriefDownloadQuerySchema = z.object({
  tz: z.string().max(64).refine(isTimeZone, 'Unknown time zone.').optional(),
});

/** The session id from /api/history/<id>/pdf or /api/history/<id>/markdown. */
export function sessionIdFromDownloadPath(url: string): string {
  const parts = new URL(url).pathname.split('/');
  return decodeURIComponent(parts[parts.length - 2] ?? '');
}
