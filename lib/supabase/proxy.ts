import { createServerClient } from '@supabase/ssr';
import { NextResponse, type NextRequest } from 'next/server';
import { publicEnv } from '../env';
import type { Database } from './database';

/**
 * Refreshes the session cookies for one request in proxy.ts (Supabase's SSR pattern):
 * getClaims() must run right after the client is created, because it is what refreshes
 * an expired access token and writes the new cookies onto `response`. Returns that
 * response (it carries the cookies and no-store headers) and the verified claims.
 */
export async function refreshProxySession(request: NextRequest, extraRequestHeaders: Record<string, string> = {}) {
  // Headers handed on to the page (e.g. the CSP nonce), rebuilt whenever cookies change.
  const forwarded = () => {
    const headers = new Headers(request.headers);
    for (const [key, value] of Object.entries(extraRequestHeaders)) headers.set(key, value);
    return { headers };
  };
  let response = NextResponse.next({ request: forwarded() });
  const supabase = createServerClient<Database>(publicEnv.NEXT_PUBLIC_SUPABASE_URL, publicEnv.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY, {
    cookies: {
      getAll: () => request.cookies.getAll(),
      setAll: (cookiesToSet, headers) => {
        for (const { name, value } of cookiesToSet) request.cookies.set(name, value);
        response = NextResponse.next({ request: forwarded() });
        for (const { name, value, options } of cookiesToSet) response.cookies.set(name, value, options);
        for (const [key, value] of Object.entries(headers ?? {})) response.headers.set(key, value);
      },
    },
  });
  const { data } = await supabase.auth.getClaims();
  return { supabase, response, claims: data?.claims ?? null };
}
