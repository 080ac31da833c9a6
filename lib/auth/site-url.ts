import { publicEnv } from '@/lib/env';
import { emailLinkOrigin, linkAliasHosts } from './email-link-origin';
import { safeRedirectPath } from './safe-redirect';

/**
 * The origin auth e-mails and Google send the browser back to: the one this page is on when
 * it is this app (lib/auth/email-link-origin.ts), else NEXT_PUBLIC_SITE_URL. In development the
 * dev server serves its scripts only to the dev origins (next.config.ts allowedDevOrigins), so
 * a page running this code there is on one of them: its own host is the dev host to allow.
 */
function linkOrigin(from: string | null): string {
  const development = process.env.NODE_ENV === 'development';
  const devHosts = development && typeof window !== 'undefined' ? [window.location.hostname] : [];
  return emailLinkOrigin(from, { siteUrl: publicEnv.NEXT_PUBLIC_SITE_URL, aliasHosts: linkAliasHosts(publicEnv.NEXT_PUBLIC_SITE_URL, { development, devHosts }) });
}

/**
 * Where auth e-mails and Google send the browser back: /auth/callback on the origin the flow
 * started on (`from`, this page's by default) when allowed, else on NEXT_PUBLIC_SITE_URL, with
 * a validated same-origin `next` path. The Supabase project's Redirect URLs must list it
 * (docs/deploy.md).
 */
export function authCallbackUrl(next = '/', from: string | null = typeof window === 'undefined' ? null : window.location.origin): string {
  const url = new URL('/auth/callback', linkOrigin(from));
  url.searchParams.set('next', safeRedirectPath(next));
  return url.toString();
}

/** The page the password-reset link ends on (/interviewUpdatePassword is an alias of it). */
export const UPDATE_PASSWORD_PATH = '/updatePassword';
