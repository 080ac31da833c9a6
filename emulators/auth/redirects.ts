import type { EmulatorContext } from '../context';
import { devRedirectUrlsFor } from './dev-redirect-urls';
import type { AuthError } from './errors';
import type { SessionResponse } from './sessions';

/** GoTrue's URI_ALLOW_LIST globs: `*` stays within one host label or path segment, `**` crosses them. */
function globToRegExp(pattern: string): RegExp {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '*' && pattern[i + 1] === '*') {
      out += '.*';
      i++;
    } else if (c === '*') out += '[^./]*';
    else if (c === '?') out += '[^./]';
    else out += c.replace(/[.+^${}()|[\]\\/]/g, '\\$&');
  }
  return new RegExp(`^${out}$`);
}

function matchesAllowEntry(candidate: string, entry: string): boolean {
  if (entry.includes('*') || entry.includes('?')) return globToRegExp(entry).test(candidate);
  if (candidate === entry) return true;
  // A plain entry also allows paths below it (a lenient reading of an exact entry).
  const base = entry.replace(/\/+$/, '');
  return candidate.startsWith(base) && ['/', '?', '#', undefined].includes(candidate[base.length]);
}

/**
 * GoTrue's isRedirectURLValid: a URL on the site URL's host, or one matching the allow list
 * (the configured one, plus a local site URL's dev origins: dev-redirect-urls.ts).
 * Anything else (including unparsable values) falls back to the site URL.
 */
export function resolveRedirect(ctx: EmulatorContext, candidate?: string | null): string {
  if (!candidate) return ctx.siteUrl;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return ctx.siteUrl;
  }
  if (url.protocol === 'javascript:' || url.protocol === 'data:') return ctx.siteUrl;
  if (url.hostname === new URL(ctx.siteUrl).hostname) return candidate;
  const allowList = [...ctx.redirectAllowList, ...devRedirectUrlsFor(ctx.siteUrl)];
  return allowList.some((entry) => matchesAllowEntry(candidate, entry)) ? candidate : ctx.siteUrl;
}

/** Implicit flow: the session goes in the URL fragment, which never reaches a server. */
export function implicitRedirect(base: string, session: SessionResponse, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({
    ...extra,
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: session.token_type,
  });
  params.sort();
  return `${base.split('#')[0]}#${params.toString()}`;
}

/** PKCE flow: only a one-time code, in the query string, for the app to exchange. */
export function pkceRedirect(base: string, code: string): string {
  const url = new URL(base);
  url.searchParams.set('code', code);
  return url.toString();
}

const OAUTH_ERRORS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

/** GoTrue's prepErrorRedirectURL: the error in the fragment, and in the query too for PKCE flows. */
export function errorRedirect(base: string, err: AuthError, pkce: boolean): string {
  const url = new URL(base);
  const fields: Record<string, string> = {};
  if (OAUTH_ERRORS[err.status]) fields.error = OAUTH_ERRORS[err.status];
  fields.error_code = err.errorCode;
  fields.error_description = err.message;
  if (pkce) for (const [k, v] of Object.entries(fields)) url.searchParams.set(k, v);
  url.hash = new URLSearchParams({ ...fields, sb: '' }).toString();
  return url.toString();
}
