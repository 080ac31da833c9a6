'use client';
import { useQuery } from '@tanstack/react-query';
import { publicEnv } from '@/lib/env';
import { fetchCapabilities } from './fetch-capabilities';

/** The ws-server's capabilities (null: unknown). Refetched when asked, as Start does: an operator may have changed the recogniser. */
export function useCapabilities(enabled = true) {
  return useQuery({
    queryKey: ['ws-capabilities'],
    queryFn: () => fetchCapabilities(publicEnv.NEXT_PUBLIC_WS_URL),
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
