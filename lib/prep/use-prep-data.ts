'use client';
import { useQuery } from '@tanstack/react-query';
import { listApplications, listResumeVersions, listStories } from './prep-queries';
import { prepKeys } from './prep-query-keys';

// The signed-in user's applications, stories and resume versions, cached per user. Writers
// invalidate prepKeys.all(userId) (and the profile's job description when the main
// application changes, since the two are the same text).

export function useApplications(userId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: prepKeys.applications(userId ?? 'visitor'),
    queryFn: () => listApplications(),
    enabled: Boolean(userId) && enabled,
  });
}

export function useStories(userId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: prepKeys.stories(userId ?? 'visitor'),
    queryFn: () => listStories(),
    enabled: Boolean(userId) && enabled,
  });
}

export function useResumeVersions(userId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: prepKeys.resumeVersions(userId ?? 'visitor'),
    queryFn: () => listResumeVersions(),
    enabled: Boolean(userId) && enabled,
  });
}
