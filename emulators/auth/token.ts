// POST /auth/v1/token?grant_type=password|refresh_token|pkce: issue or rotate a session.
import { sendJson } from '../http';
import type { AuthDeps, AuthRoute } from './deps';
import { AuthError, badRequest } from './errors';
import { passwordMatches } from './passwords';
import { exchangeAuthCode } from './pkce';
import { parseBody } from './request';
import { passwordGrantBody, pkceGrantBody, refreshGrantBody } from './schemas';
import { createSession, refreshSession } from './sessions';
import { findUserByEmail, findUserById } from './users';

const invalidCredentials = () => badRequest('invalid_credentials', 'Invalid login credentials');

export const token: AuthRoute = async (d, req, res, url) => {
  const grant = url.searchParams.get('grant_type');
  if (grant === 'password') return sendJson(res, 200, await passwordGrant(d, req));
  if (grant === 'refresh_token') {
    const body = await parseBody(req, refreshGrantBody);
    if (!body.refresh_token) throw badRequest('validation_failed', 'refresh_token required');
    const presented = body.refresh_token;
    const result = await d.ctx.db.transaction((tx) => refreshSession(tx, presented, d.ctx.now(), d.issuer));
    if (result instanceof AuthError) throw result;
    return sendJson(res, 200, result);
  }
  if (grant === 'pkce') return sendJson(res, 200, await pkceGrant(d, req));
  throw badRequest('validation_failed', `unsupported_grant_type: ${grant ?? ''}`.trim());
};

async function passwordGrant(d: AuthDeps, req: Parameters<AuthRoute>[1]) {
  const body = await parseBody(req, passwordGrantBody);
  if (body.email && body.phone) throw badRequest('validation_failed', 'Only an email address or phone number should be provided on login.');
  if (!body.email && !body.phone) throw badRequest('validation_failed', 'missing email or phone');
  if (!body.email) throw invalidCredentials();
  const user = await findUserByEmail(d.ctx.db, body.email.trim());
  // Same answer for an unknown address and a wrong password: no account enumeration.
  if (!user || !(await passwordMatches(body.password ?? '', user.encrypted_password))) throw invalidCredentials();
  if (user.banned_until && new Date(user.banned_until).getTime() > d.ctx.now()) throw badRequest('user_banned', 'User is banned');
  if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');
  return d.ctx.db.transaction((tx) => createSession(tx, user, 'password', d.ctx.now(), d.issuer));
}

async function pkceGrant(d: AuthDeps, req: Parameters<AuthRoute>[1]) {
  const body = await parseBody(req, pkceGrantBody);
  if (!body.auth_code || !body.code_verifier) {
    throw badRequest('validation_failed', 'invalid request: both auth code and code verifier should be non-empty');
  }
  const { auth_code: code, code_verifier: verifier } = body;
  return d.ctx.db.transaction(async (tx) => {
    const now = d.ctx.now();
    const flow = await exchangeAuthCode(tx, code, verifier, now);
    const user = await findUserById(tx, flow.userId);
    if (!user) throw badRequest('user_not_found', 'User not found');
    return createSession(tx, user, flow.authMethod, now, d.issuer);
  });
}
