'use client';
import { useQuery } from '@tanstack/react-query';
import { createBrowserSupabase } from '@/lib/supabase/browser';
import { fetchInterviewLanguage } from './interview-language-setting';
import { profileKeys } from './query-keys';

/** The signed-in user's saved "Interview language" and "Answers in". Shared by Personalize and the interview screen. */
export function useInterviewLanguage(userId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: profileKeys.interviewLanguage(userId ?? 'visitor'),
    queryFn: () => fetchInterviewLanguage(createBrowserSupabase(), userId as string),
    enabled: Boolean(userId) && enabled,
  });
}
