import 'server-only';
import { cache } from 'react';
import { fetchProfile } from '@/lib/profile/profile-queries';
import type { AppUser } from '@/lib/profile/types';
import { createServerSupabase } from '@/lib/supabase/server';

/**
 * The signed-in user for this server render, or null: verified claims (getClaims checks
 * the JWT signature against the project's keys) plus the profile row. Cached per request.
 */
export const getViewer = cache(async (): Promise<AppUser | null> => {
  const supabase = await createServerSupabase();
  const { data } = await supabase.auth.getClaims();
  const claims = data?.claims;
  if (!claims?.sub) return null;
  const profile = await fetchProfile(supabase, claims.sub).catch(() => null);
  return { id: claims.sub, email: (claims.email as string | undefined) ?? profile?.email ?? null, profile };
});
