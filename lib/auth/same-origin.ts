import { publicEnv } from '@/lib/env';

/**
 * Cross-site request guard for state-changing API routes: a browser always sends Origin on
 * POST/DELETE fetches, and it must be this site. Requests without Origin (curl, server to
 * server) carry no ambient cookies from a victim's browser, so they pass.
 */
export function isSameOriginRequest(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return true;
  const allowed = new Set([new URL(request.url).origin, new URL(publicEnv.NEXT_PUBLIC_SITE_URL).origin]);
  return allowed.has(origin);
}
