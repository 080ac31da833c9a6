import 'server-only';
import { writeLog } from '@/lib/logging/write-log';
import { createServerSupabase } from '@/lib/supabase/server';
import type { EmailLink } from '@/lib/validations/email-link';
import { LOGIN_PATH } from './route-rules';
import { safeRedirectPath } from './safe-redirect';
import { UPDATE_PASSWORD_PATH } from './site-url';

/** Where a link that could not be verified sends the browser: the sign-in page, with its message. */
export const LINK_ERROR_PATH = `${LOGIN_PATH}?error=link`;

/**
 * Spends an e-mail link's one-time token: verifyOtp signs the user in and sets the session
 * cookies. Returns the same-origin path to go on to: `next`, else the page the link type
 * leads to (a new password after recovery, home otherwise), or the sign-in page on failure.
 */
export async function verifyEmailLink({ token_hash, type, next }: EmailLink): Promise<string> {
  const supabase = await createServerSupabase();
  const { error } = await supabase.auth.verifyOtp({ token_hash, type });
  if (error) {
    writeLog('warn', 'e-mail link verification failed', { type, error_code: error.code ?? error.name });
    return LINK_ERROR_PATH;
  }
  return safeRedirectPath(next, type === 'recovery' ? UPDATE_PASSWORD_PATH : '/');
}
