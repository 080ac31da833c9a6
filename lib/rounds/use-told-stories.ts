'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { prepKeys } from '@/lib/prep/prep-query-keys';
import { createBrowserSupabase } from '@/lib/supabase/browser';
import { fetchToldStories } from './fetch-told-stories';

/** The server writes a round's record as the session's socket closes: read again once it has. */
const AFTER_SESSION_MS = [1_500, 5_000];

export const toldStoriesKey = (userId: string, applicationId: string) => [...prepKeys.all(userId), 'told', applicationId] as const;

/**
 * Where the chosen application's stories were told, for the Start panel; read again when a
 * session of the screen ends, so the next Start shows what that one told.
 */
export function useToldStories(userId: string | undefined, applicationId: string | null, running: boolean) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: toldStoriesKey(userId ?? 'visitor', applicationId ?? 'none'),
    queryFn: () => fetchToldStories(createBrowserSupabase(), applicationId!),
    enabled: Boolean(userId && applicationId),
  });
  const wasRunning = useRef(running);
  useEffect(() => {
    const ended = wasRunning.current && !running;
    wasRunning.current = running;
    if (!ended || !userId || !applicationId) return;
    const timers = AFTER_SESSION_MS.map((ms) => setTimeout(() => void client.invalidateQueries({ queryKey: toldStoriesKey(userId, applicationId) }), ms));
    return () => timers.forEach(clearTimeout);
  }, [running, userId, applicationId, client]);
  return query.data ?? [];
}
