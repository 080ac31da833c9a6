import type { JobApplication } from './prep-types';

// The order /prep lists applications in: what comes next matters most. Upcoming interviews
// soonest first, then past ones most recent first, then those with no date by last change.

function group(a: JobApplication, now: number): number {
  if (a.interviewAt === null) return 2;
  return Date.parse(a.interviewAt) >= now ? 0 : 1;
}

export function orderApplications(applications: readonly JobApplication[], now: number = Date.now()): JobApplication[] {
  return [...applications].sort((a, b) => {
    const ga = group(a, now);
    const gb = group(b, now);
    if (ga !== gb) return ga - gb;
    if (ga === 0) return Date.parse(a.interviewAt as string) - Date.parse(b.interviewAt as string);
    if (ga === 1) return Date.parse(b.interviewAt as string) - Date.parse(a.interviewAt as string);
    return Date.parse(b.updatedAt) - Date.parse(a.updatedAt);
  });
}

/** Active applications in list order, and the archived ones apart (same order). */
export function splitArchived(applications: readonly JobApplication[], now?: number): { active: JobApplication[]; archived: JobApplication[] } {
  const ordered = orderApplications(applications, now);
  return { active: ordered.filter((a) => a.archivedAt === null), archived: ordered.filter((a) => a.archivedAt !== null) };
}

/** How many stories serve an application: those linked to it and those linked to none. */
export function storyCount(applicationId: string, stories: readonly { applicationIds: string[] }[]): number {
  return stories.filter((s) => s.applicationIds.length === 0 || s.applicationIds.includes(applicationId)).length;
}
