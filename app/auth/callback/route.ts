// GET /auth/callback: finishes a PKCE sign-in (e-mail confirmation, password reset, Google) by exchanging the code for a session
import type { NextRequest } from 'next/server';
import { LOGIN_PATH } from '@/lib/auth/route-rules';
import { safeRedirectPath } from '@/lib/auth/safe-redirect';
import { writeLog } from '@/lib/logging/write-log';
import { createServerSupabase } from '@/lib/supabase/server';

/**
 * The Location is a path: the browser resolves it against the address the link opened (the
 * origin the flow started on, e.g. 127.0.0.1 rather than the site URL's localhost), so the
 * session cookies just set on that host go along. No Host header is trusted to build it.
 */
const redirectTo = (path: string) => new Response(null, { status: 307, headers: { Location: path } });

export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const next = safeRedirectPath(params.get('next'), '/');
  const code = params.get('code');
  if (!code || params.get('error')) {
    writeLog('warn', 'auth callback without code', { error_code: params.get('error_code') ?? params.get('error') ?? 'missing_code' });
    return redirectTo(`${LOGIN_PATH}?error=link`);
  }
  const supabase = await createServerSupabase();
  const { error } = await supabase.auth.exchangeCodeForSession(code);
  if (error) {
    writeLog('warn', 'auth code exchange failed', { error_code: error.code ?? error.name, status: error.status });
    return redirectTo(`${LOGIN_PATH}?error=link`);
  }
  return redirectTo(next);
}
