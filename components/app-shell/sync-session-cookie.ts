'use client';
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';

let lastSent = '';

/**
 * Tells the server (POST /api/set-supabase-cookie) about SIGNED_IN, TOKEN_REFRESHED and
 * SIGNED_OUT so it sets or clears the auth cookies itself (after checking the tokens with the
 * auth server). Only the two tokens are sent, never the user object. Failures are ignored: the
 * browser client has already written the same cookies.
 */
export function syncSessionCookie(event: AuthChangeEvent, session: Session | null): void {
  let body: string;
  if (event === 'SIGNED_OUT') body = JSON.stringify({ event });
  else if ((event === 'SIGNED_IN' || event === 'TOKEN_REFRESHED') && session)
    body = JSON.stringify({ event, session: { access_token: session.access_token, refresh_token: session.refresh_token } });
  else return;
  const key = event === 'SIGNED_OUT' ? 'out' : session?.access_token ?? '';
  if (key === lastSent) return;
  lastSent = key;
  void fetch('/api/set-supabase-cookie', { method: 'POST', headers: { 'content-type': 'application/json' }, body, credentials: 'same-origin' }).catch(
    () => undefined,
  );
}
