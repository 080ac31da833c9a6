import type { JobApplication } from './prep-types';

/**
 * An interview that began this long ago still counts as upcoming: the candidate who opens the
 * interview screen a little late, or reconnects mid-interview, means that one.
 */
export const STARTED_INTERVIEW_GRACE_MS = 3 * 60 * 60 * 1000;

type Candidate = Pick<JobApplication, 'id' | 'interviewAt' | 'archivedAt' | 'updatedAt' | 'createdAt'>;

const time = (iso: string | null): number => (iso === null ? NaN : Date.parse(iso));

/** Newest change first; the newer row, then the id, break ties so the choice never flickers between renders. */
function byRecentChange(a: Candidate, b: Candidate): number {
  return time(b.updatedAt) - time(a.updatedAt) || time(b.createdAt) - time(a.createdAt) || a.id.localeCompare(b.id);
}

/**
 * The application the interview screen and practice start with: among those not archived, the
 * one whose interview is nearest ahead (or began under three hours ago), else the one the
 * last session was held for, else the one changed most recently; null when there is none.
 */
export function defaultApplication<T extends Candidate>(applications: readonly T[], lastUsedId: string | null, now: Date): T | null {
  const open = applications.filter((a) => a.archivedAt === null);
  if (open.length === 0) return null;
  const from = now.getTime() - STARTED_INTERVIEW_GRACE_MS;
  const upcoming = open
    .filter((a) => time(a.interviewAt) >= from)
    .sort((a, b) => time(a.interviewAt) - time(b.interviewAt) || byRecentChange(a, b));
  if (upcoming.length > 0) return upcoming[0];
  const lastUsed = lastUsedId === null ? undefined : open.find((a) => a.id === lastUsedId);
  if (lastUsed) return lastUsed;
  return [...open].sort(byRecentChange)[0];
}

/**
 * The pickers' order: upcoming interviews soonest first (the same three-hour grace), then the
 * rest by last change, so the likely choices lead a long list.
 */
export function pickerOrder<T extends Candidate>(applications: readonly T[], now: Date): T[] {
  const from = now.getTime() - STARTED_INTERVIEW_GRACE_MS;
  const upcoming = (a: Candidate) => time(a.interviewAt) >= from;
  return [...applications].sort((a, b) => {
    if (upcoming(a) !== upcoming(b)) return upcoming(a) ? -1 : 1;
    return upcoming(a) ? time(a.interviewAt) - time(b.interviewAt) || byRecentChange(a, b) : byRecentChange(a, b);
  });
}
