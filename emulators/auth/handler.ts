import type { EmulatorContext } from '../context';
import { sendJson, type RouteHandler } from '../http';
import { jwks } from '../jwt';
import { createUser, deleteUserById, getUserById, listUsers, updateUserById } from './admin-users';
import { resolveAuthConfig, type AuthConfig } from './config';
import type { AuthDeps, AuthRoute } from './deps';
import { AuthError, notFound, sendAuthError } from './errors';
import { generateLink } from './generate-link';
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
}

const PREFIX = '/auth/v1';
const USER_ID = /^\/admin\/users\/[^/]+$/;

const routes: Route[] = [
  { method: 'GET', path: '/health', run: async (_d, _q, res) => sendJson(res, 200, { version: 'emulator', name: 'GoTrue', description: 'Cuecard AI embedded Auth (GoTrue-compatible)' }), open: true },
  { method: 'GET', path: '/.well-known/jwks.json', run: async (_d, _q, res) => sendJson(res, 200, jwks(), { 'cache-control': 'public, max-age=600' }), open: true },
  { method: 'GET', path: '/settings', run: settings },
  { method: 'POST', path: '/signup', run: signup },
  { method: 'POST', path: '/token', run: token },
  { method: 'GET', path: '/verify', run: verifyGet, open: true },
  { method: 'POST', path: '/verify', run: verifyPost },
  { method: 'POST', path: '/recover', run: recover },
  { method: 'POST', path: '/otp', run: otp },
  { method: 'POST', path: '/magiclink', run: otp },
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
  return async (req, res, url) => {
    const path = url.pathname.slice(PREFIX.length).replace(/\/+$/, '') || '/';
    const route = routes.find((r) => r.method === req.method && (typeof r.path === 'string' ? r.path === path : r.path.test(path)));
    try {
      const nowSec = Math.floor(ctx.now() / 1000);
      const keyRole = route?.open ? 'anon' : requireApiKey(req, url, nowSec);
      if (!route) throw notFound('not_found', 'Not found');
      if (route.admin) requireAdmin(req, keyRole, nowSec);
      await route.run(deps, req, res, url, keyRole);
    } catch (err) {
      if (err instanceof AuthError && !res.headersSent) return sendAuthError(req, res, err);
      throw err;
    }
  };
}
