// GET /auth/v1/verify: the link in auth e-mails; POST /auth/v1/verify: verifyOtp({type, token_hash} | {type, email, token}).
import type { Queryable } from '../db/types';
import { redirect, sendJson } from '../http';
import type { AuthDeps, AuthRoute } from './deps';
import { AUTH_METHOD_OF, applyVerification } from './email-links';
import { AuthError, badRequest, forbidden } from './errors';
import { issueAuthCodeForUser } from './pkce';
import { errorRedirect, implicitRedirect, pkceRedirect, resolveRedirect } from './redirects';
import { parseBody } from './request';
import { verifyBody } from './schemas';
import { createSession } from './sessions';
import {
  EMAIL_LINK_TYPES,
  PKCE_PREFIX,
  findUserByEmailOtp,
  findUserByEmailToken,
  isLinkExpired,
  type EmailLinkType,
} from './tokens';
import type { UserRow } from './users';

const linkInvalid = () => forbidden('otp_expired', 'Email link is invalid or has expired');

function linkType(raw: string | null | undefined): EmailLinkType | undefined {
  return EMAIL_LINK_TYPES.find((t) => t === raw);
}

export const verifyGet: AuthRoute = async (d, req, res, url) => {
  const token = (url.searchParams.get('token') ?? '').replace(/-/g, '');
  const rawType = url.searchParams.get('type');
  const redirectTo = resolveRedirect(d.ctx, url.searchParams.get('redirect_to'));
  const pkce = token.startsWith(PKCE_PREFIX);
  try {
    if (!token) throw badRequest('validation_failed', 'Verify requires a token or a token hash');
    const type = linkType(rawType);
    if (!type) throw badRequest('validation_failed', 'Invalid email verification type');
    const location = await d.ctx.db.transaction(async (tx) => {
      const now = d.ctx.now();
      const found = await findUserByEmailToken(tx, type, token);
      if (!found || isLinkExpired(found, type, now)) throw linkInvalid();
      const user = await applyVerification(tx, found, type, now);
      if (pkce) return pkceRedirect(redirectTo, await issueAuthCodeForUser(tx, user.id, AUTH_METHOD_OF[type], now));
      const session = await createSession(tx, user, 'otp', now, d.issuer);
      return implicitRedirect(redirectTo, session, { type });
    });
    redirect(res, location);
  } catch (err) {
    // Like GoTrue, a failed link still lands on the app, with the error in the URL.
    if (err instanceof AuthError) return redirect(res, errorRedirect(redirectTo, err, pkce));
    throw err;
  }
};

export const verifyPost: AuthRoute = async (d, req, res) => {
  const body = await parseBody(req, verifyBody);
  if (!body.type) throw badRequest('validation_failed', 'Verify requires a verification type');
  const tokenHash = body.token_hash?.trim();
  const otp = body.token?.trim();
  if (!tokenHash && !otp) throw badRequest('validation_failed', 'Verify requires either a token or a token hash');
  if (body.type === 'sms' || body.type === 'phone_change' || body.phone) {
    throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
  }
  // type "email" is the 6-digit code of either a sign-up or a magic-link e-mail.
  const candidates: EmailLinkType[] = body.type === 'email' ? ['signup', 'magiclink'] : [linkType(body.type)!].filter(Boolean);
  if (!candidates.length) throw badRequest('validation_failed', 'Invalid verification type');
  if (!tokenHash && !body.email) throw badRequest('validation_failed', 'Only an email address or phone number should be provided on verify');

  const session = await d.ctx.db.transaction(async (tx) => {
    const now = d.ctx.now();
    for (const type of candidates) {
      const user = await lookup(tx, type, tokenHash, body.email, otp);
      if (!user) continue;
      if (isLinkExpired(user, type, now)) break;
      const verified = await applyVerification(tx, user, type, now);
      return createSession(tx, verified, 'otp', now, d.issuer);
    }
    throw forbidden('otp_expired', 'Token has expired or is invalid');
  });
  sendJson(res, 200, session);
};

function lookup(q: Queryable, type: EmailLinkType, tokenHash?: string, email?: string | null, otp?: string): Promise<UserRow | undefined> {
  if (tokenHash) return findUserByEmailToken(q, type, tokenHash);
  return findUserByEmailOtp(q, type, email ?? '', otp ?? '');
}
