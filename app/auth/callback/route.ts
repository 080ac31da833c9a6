// GET /auth/callback: finishes a PKCE sign-in (e-mail confirmation, password reset, Google) by exchanging the code for a session
import { NextResponse, type NextRequest } from 'next/server';
import { LOGIN_PATH } from '@/lib/auth/route-rules';
import { safeRedirectPath } from '@/lib/auth/safe-redirect';
import { publicEnv } from '@/lib/env';
import { writeLog } from '@/lib/logging/write-log';
import { createServerSupabase } from '@/lib/supabase/server';

export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const site = publicEnv.NEXT_PUBLIC_SITE_URL;
  const next = safeRedirectPath(params.get('next'), '/');
  const code = params.get('code');
  if (!code || params.get('error')) {
    writeLog('warn', 'auth callback without code', { error_code: params.get('error_code') ?? params.get('error') ?? 'missing_code' });
    return NextResponse.redirect(new URL(`${LOGIN_PATH}?error=link`, site));
  }
  const supabase = await createServerSupabase();
  const { error } = await supabase.auth.exchangeCodeForSession(code);
  if (error) {
    writeLog('warn', 'auth code exchange failed', { error_code: error.code ?? error.name, status: error.status });
    return NextResponse.redirect(new URL(`${LOGIN_PATH}?error=link`, site));
  }
  return NextResponse.redirect(new URL(next, site));
}
