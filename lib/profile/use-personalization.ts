'use client';
import { useQuery } from '@tanstack/react-query';
import { createBrowserSupabase } from '@/lib/supabase/browser';
import { fetchJobDescription, fetchResume } from './profile-queries';
import { profileKeys } from './query-keys';

/** The signed-in user's saved resume ('' when none). Shared by Personalize and the interview screen. */
export function useResume(userId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: profileKeys.resume(userId ?? 'visitor'),
    queryFn: () => fetchResume(createBrowserSupabase(), userId as string),
    enabled: Boolean(userId) && enabled,
  });
}

/** The signed-in user's saved job description ('' when none). */
export function useJobDescription(userId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: profileKeys.jobDescription(userId ?? 'visitor'),
    queryFn: () => fetchJobDescription(createBrowserSupabase(), userId as string),
    enabled: Boolean(userId) && enabled,
  });
}
