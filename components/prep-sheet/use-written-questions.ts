'use client';
import { useQuery } from '@tanstack/react-query';
import { publicEnv } from '@/lib/env';
import { useCapabilities } from '@/lib/interview/use-capabilities';
import { fetchWrittenQuestions, prepQuestionsUrl, type WrittenQuestion } from '@/lib/prep/fetch-written-questions';
import { createBrowserSupabase } from '@/lib/supabase/browser';

/**
 * Questions written for this application by the server's model, asked for only when the
 * server says its answers come from a model; null until then, and whenever they cannot be had
 * (the sheet then keeps the bank's). Fetched once per page view: each call costs model tokens.
 */
export function useWrittenQuestions(applicationId: string, language: string): WrittenQuestion[] | null {
  const capabilities = useCapabilities();
  const written = useQuery({
    queryKey: ['prep-questions', applicationId, language],
    enabled: capabilities.data?.answers === 'ai',
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    queryFn: async () => {
      const url = prepQuestionsUrl(publicEnv.NEXT_PUBLIC_WS_URL, applicationId, language);
      const { data } = await createBrowserSupabase().auth.getSession();
      const token = data.session?.access_token;
      return url && token ? fetchWrittenQuestions(url, token) : null;
    },
  });
  return written.data ?? null;
}
