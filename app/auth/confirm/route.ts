// GET /auth/confirm: verifies an e-mail link that carries a token_hash (hosted Supabase templates), then signs the user in
import type { EmailOtpType } from '@supabase/supabase-js';
import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { LOGIN_PATH } from '@/lib/auth/route-rules';
import { safeRedirectPath } from '@/lib/auth/safe-redirect';
import { UPDATE_PASSWORD_PATH } from '@/lib/auth/site-url';
import { publicEnv } from '@/lib/env';
import { writeLog } from '@/lib/logging/write-log';
import { createServerSupabase } from '@/lib/supabase/server';

const confirmQuery = z.object({
  token_hash: z.string().min(6).max(512),
  type: z.enum(['signup', 'invite', 'magiclink', 'recovery', 'email_change', 'email']),
});

export async function GET(request: NextRequest) {
  const site = publicEnv.NEXT_PUBLIC_SITE_URL;
  const params = request.nextUrl.searchParams;
  const parsed = confirmQuery.safeParse({ token_hash: params.get('token_hash'), type: params.get('type') });
  if (!parsed.success) return NextResponse.redirect(new URL(`${LOGIN_PATH}?error=link`, site));
  const { token_hash, type } = parsed.data;
  const supabase = await createServerSupabase();
  const { error } = await supabase.auth.verifyOtp({ token_hash, type: type as EmailOtpType });
  if (error) {
    writeLog('warn', 'e-mail link verification failed', { type, error_code: error.code ?? error.name });
    return NextResponse.redirect(new URL(`${LOGIN_PATH}?error=link`, site));
  }
  const fallback = type === 'recovery' ? UPDATE_PASSWORD_PATH : '/';
  return NextResponse.redirect(new URL(safeRedirectPath(params.get('next'), fallback), site));
}
