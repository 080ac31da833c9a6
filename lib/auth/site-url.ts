import { publicEnv } from '@/lib/env';
import { safeRedirectPath } from './safe-redirect';

/**
 * Where auth e-mails and Google send the browser back: /auth/callback on this site
 * (NEXT_PUBLIC_SITE_URL, which must be in the Supabase project's redirect allow list),
 * with a validated same-origin `next` path.
 */
export function authCallbackUrl(next = '/'): string {
  const url = new URL('/auth/callback', publicEnv.NEXT_PUBLIC_SITE_URL);
  url.searchParams.set('next', safeRedirectPath(next));
  return url.toString();
}

/** The page the password-reset link ends on (/interviewUpdatePassword is an alias of it). */
export const UPDATE_PASSWORD_PATH = '/updatePassword';
