import 'server-only';
import type { createServerSupabase } from '@/lib/supabase/server';
import { ApiError } from './api-error';

export type ServerSupabase = Awaited<ReturnType<typeof createServerSupabase>>;

/** The caller, as the auth server vouches for them: never an id or e-mail from the request. */
export interface RouteUser {
  id: string;
  email: string | null;
}

const SIGN_IN_AGAIN = 'Please sign in again.';

/**
 * The signed-in user, checked with the auth server (getUser), so a deleted user or a revoked
 * session is refused even while its JWT has not expired yet.
 */
export async function requireRouteUser(supabase: ServerSupabase): Promise<RouteUser> {
  const { data, error } = await supabase.auth.getUser();
  if (error || !data.user) throw new ApiError('unauthorized', SIGN_IN_AGAIN);
  return { id: data.user.id, email: data.user.email ?? null };
}

/**
 * The signed-in user if any, from the JWT's verified claims (no round trip to the auth
 * server): enough where a visitor is served too and the user only keys a rate limit or a log.
 */
export async function optionalRouteUser(supabase: ServerSupabase): Promise<RouteUser | null> {
  const { data } = await supabase.auth.getClaims();
  const claims = data?.claims;
  if (!claims?.sub) return null;
  return { id: claims.sub, email: typeof claims.email === 'string' ? claims.email : null };
}
