import type { IncomingMessage } from 'node:http';
import type { AuthDeps } from './deps';
import { resolveRedirect } from './redirects';

/**
 * GoTrue's GetReferrer: the redirect_to query parameter, else the one in the body, else the
 * Referer header; kept only when allowed, otherwise the site URL.
 */
export function redirectFromRequest(d: AuthDeps, req: IncomingMessage, url: URL, fromBody?: string | null): string {
  const referer = typeof req.headers.referer === 'string' ? req.headers.referer : undefined;
  const candidate = url.searchParams.get('redirect_to') || fromBody || referer;
  return resolveRedirect(d.ctx, candidate);
}
