import type { EmulatorContext } from '../context';
import { sendJson, type RouteHandler } from '../http';
import { jwks } from '../jwt';
import { createUser, deleteUserById, getUserById, listUsers, updateUserById } from './admin-users';
import { resolveAuthConfig, type AuthConfig } from './config';
import type { AuthDeps, AuthRoute } from './deps';
import { AuthError, notFound, sendAuthError, tooManyRequests } from './errors';
import { generateLink } from './generate-link';
import { IpRateLimiter } from './ip-rate-limiter';
import { CONSENT_PATH, authorize, callback, consentPage } from './google-consent';
import { EmailRateLimiter } from './mailer';
import { OAuthStates } from './oauth-state';
import { otp, resend } from './otp';
import { recover } from './recover';
import { requireAdmin, requireApiKey } from './request';
import { settings } from './settings';
import { signup } from './signup';
import { token } from './token';
import { getUser, logout, putUser } from './user';
import { verifyGet, verifyPost } from './verify';

interface Route {
  method: string;
  path: string | RegExp;
  run: AuthRoute;
  /** Reached by browser navigation (e-mail links, OAuth), so the gateway lets it through without an apikey. */
  open?: boolean;
  admin?: boolean;
  /** The per-IP bucket this route draws from (GoTrue gives each of these routes its own limiter). */
  limit?: 'token' | 'verify' | 'otp' | 'magiclink' | 'recover';
}

const PREFIX = '/auth/v1';
const USER_ID = /^\/admin\/users\/[^/]+$/;

const routes: Route[] = [
  { method: 'GET', path: '/health', run: async (_d, _q, res) => sendJson(res, 200, { version: 'emulator', name: 'GoTrue', description: 'Cuecard AI embedded Auth (GoTrue-compatible)' }), open: true },
  { method: 'GET', path: '/.well-known/jwks.json', run: async (_d, _q, res) => sendJson(res, 200, jwks(), { 'cache-control': 'public, max-age=600' }), open: true },
  { method: 'GET', path: '/settings', run: settings },
  { method: 'POST', path: '/signup', run: signup },
  { method: 'POST', path: '/token', run: token, limit: 'token' },
  { method: 'GET', path: '/verify', run: verifyGet, open: true, limit: 'verify' },
  { method: 'POST', path: '/verify', run: verifyPost, limit: 'verify' },
  { method: 'POST', path: '/recover', run: recover, limit: 'recover' },
  { method: 'POST', path: '/otp', run: otp, limit: 'otp' },
  { method: 'POST', path: '/magiclink', run: otp, limit: 'magiclink' },
  { method: 'POST', path: '/resend', run: resend },
  { method: 'GET', path: '/user', run: getUser },
  { method: 'PUT', path: '/user', run: putUser },
  { method: 'POST', path: '/logout', run: logout },
  { method: 'GET', path: '/authorize', run: authorize, open: true },
  { method: 'GET', path: CONSENT_PATH.slice(PREFIX.length), run: consentPage, open: true },
  { method: 'POST', path: '/callback', run: callback, open: true },
  { method: 'GET', path: '/admin/users', run: listUsers, admin: true },
  { method: 'POST', path: '/admin/users', run: createUser, admin: true },
  { method: 'GET', path: USER_ID, run: getUserById, admin: true },
  { method: 'PUT', path: USER_ID, run: updateUserById, admin: true },
  { method: 'DELETE', path: USER_ID, run: deleteUserById, admin: true },
  { method: 'POST', path: '/admin/generate_link', run: generateLink, admin: true },
];

/** The GoTrue-compatible Auth service under /auth/v1 (with the API gateway's apikey check in front). */
export function createAuthHandler(ctx: EmulatorContext, options: Partial<AuthConfig> = {}): RouteHandler {
  const config = resolveAuthConfig(options);
  const deps: AuthDeps = {
    ctx,
    config,
    limiter: new EmailRateLimiter(config.emailMaxFrequencySeconds),
    oauthStates: new OAuthStates(),
    issuer: `${ctx.publicUrl}${PREFIX}`,
  };
  // GET and POST /verify share one bucket, as they share one route in GoTrue.
  const limiters: Record<NonNullable<Route['limit']>, IpRateLimiter> = {
    token: new IpRateLimiter(config.rateLimits.tokenRefresh),
    verify: new IpRateLimiter(config.rateLimits.verify),
    otp: new IpRateLimiter(config.rateLimits.otp),
    magiclink: new IpRateLimiter(config.rateLimits.otp),
    recover: new IpRateLimiter(config.rateLimits.otp),
  };
  return async (req, res, url) => {
    const path = url.pathname.slice(PREFIX.length).replace(/\/+$/, '') || '/';
    const route = routes.find((r) => r.method === req.method && (typeof r.path === 'string' ? r.path === path : r.path.test(path)));
    try {
      const nowSec = Math.floor(ctx.now() / 1000);
      const keyRole = route?.open ? 'anon' : requireApiKey(req, url, nowSec);
      if (!route) throw notFound('not_found', 'Not found');
      if (route.admin) requireAdmin(req, keyRole, nowSec);
      // Keyed by the socket's peer address: a forwarded-for header is the client's to forge.
      if (route.limit && !limiters[route.limit].take(req.socket.remoteAddress ?? '', ctx.now())) {
        throw tooManyRequests('over_request_rate_limit', 'Request rate limit reached');
      }
      await route.run(deps, req, res, url, keyRole);
    } catch (err) {
      if (err instanceof AuthError && !res.headersSent) return sendAuthError(req, res, err);
      throw err;
    }
  };
}
