import { publicEnv } from '@/lib/env';

/**
 * Cross-site request guard for state-changing API routes: a browser always sends Origin on
 * POST/DELETE fetches, and it must be this site. Requests without Origin (curl, server to
 * server) carry no ambient cookies from a victim's browser, so they pass.
 *
 * "This site" is NEXT_PUBLIC_SITE_URL, or the host the browser addressed (its Host header):
 * the same server answers at localhost, 127.0.0.1 and the machine's network addresses, and
 * Next.js builds request.url from its own listening name (localhost), not from Host. A page
 * of another site cannot make a browser send our Host with its Origin, so this stays a
 * same-origin check.
 */
export function isSameOriginRequest(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return true;
  const allowed = new Set([new URL(request.url).origin, new URL(publicEnv.NEXT_PUBLIC_SITE_URL).origin]);
  if (allowed.has(origin)) return true;
  const host = request.headers.get('host');
  if (!host || !URL.canParse(origin)) return false;
  const parsed = new URL(origin);
  return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.host === host.toLowerCase();
}
