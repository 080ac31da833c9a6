import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { NextResponse, type NextRequest } from 'next/server';
import { createServerSupabase } from '@/lib/supabase/server';

export interface UserContext {
  user: { id: string; email: string | null };
  /** Acts as that user: row-level security applies. */
  supabase: SupabaseClient;
}

type Handler<P> = (request: NextRequest, ctx: UserContext, route: P) => Promise<Response>;

/**
 * Wraps a route handler so it runs only for a signed-in user. The user comes from the
 * session cookies, checked with the auth server (getUser: a deleted user or revoked
 * session fails), never from the request body.
 */
export function withUser<P = unknown>(handler: Handler<P>) {
  return async (request: NextRequest, route: P): Promise<Response> => {
    const supabase = await createServerSupabase();
    const { data, error } = await supabase.auth.getUser();
    if (error || !data.user) return NextResponse.json({ error: 'Please sign in again.' }, { status: 401 });
    return handler(request, { user: { id: data.user.id, email: data.user.email ?? null }, supabase }, route);
  };
}
