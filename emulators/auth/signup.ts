// POST /auth/v1/signup: e-mail + password sign-up (GoTrue's Signup handler).
import crypto from 'node:crypto';
import { sendJson } from '../http';
import type { AuthRoute } from './deps';
import { validateEmail } from './email-address';
import { sendLinkEmail } from './email-links';
import { badRequest, unprocessable } from './errors';
import { identitiesOf, insertIdentity, markEmailIdentityVerified } from './identities';
import { checkPasswordStrength, hashPassword } from './passwords';
import { parsePkceParams } from './pkce';
import { redirectFromRequest } from './redirect-param';
import { parseBody } from './request';
import { signupBody } from './schemas';
import { createSession } from './sessions';
import { userJson } from './user-json';
import { findUserByEmail, insertUser, isConfirmed, iso, type UserRow } from './users';

export const signup: AuthRoute = async (d, req, res, url) => {
  const body = await parseBody(req, signupBody);
  const password = body.password ?? '';
  if (!password) throw unprocessable('validation_failed', 'Signup requires a valid password');
  checkPasswordStrength(password);
  if (body.email && body.phone) {
    throw unprocessable('validation_failed', 'Only an email address or phone number should be provided on signup.');
  }
  if (body.phone) throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
  if (!body.email) throw badRequest('validation_failed', 'To signup, please provide your email');
  const email = validateEmail(body.email);
  const pkce = parsePkceParams(body.code_challenge, body.code_challenge_method);
  const redirectTo = redirectFromRequest(d, req, url, body.email_redirect_to);
  const data = body.data ?? {};
  // bcrypt is slow on purpose; hash before the (serialised) transaction.
  const encrypted = await hashPassword(password, d.config.bcryptCost);

  const result = await d.ctx.db.transaction(async (tx) => {
    const now = d.ctx.now();
    let user = await findUserByEmail(tx, email);
    if (user && isConfirmed(user)) {
      if (d.config.mailerAutoconfirm) throw unprocessable('user_already_exists', 'User already registered');
      // With confirmations on GoTrue does not reveal that the address is taken.
      return { body: obfuscatedUser(email, data, now) };
    }
    if (!user) {
      user = await insertUser(tx, {
        email,
        encryptedPassword: encrypted,
        emailConfirmedAt: d.config.mailerAutoconfirm ? now : null,
        provider: 'email',
        userMetadata: data,
        now,
      });
      await insertIdentity(tx, {
        userId: user.id,
        provider: 'email',
        providerId: user.id,
        data: { sub: user.id, email, email_verified: d.config.mailerAutoconfirm, phone_verified: false },
        now,
      });
    }
    // An unconfirmed account is left as it is (its owner is not proven); the link is sent again.
    if (d.config.mailerAutoconfirm) {
      await markEmailIdentityVerified(tx, user.id, now);
      return { body: await createSession(tx, user, 'password', now, d.issuer) };
    }
    const sent: UserRow = await sendLinkEmail(d, tx, { user, type: 'signup', redirectTo, pkce });
    return { body: userJson(sent, await identitiesOf(tx, sent.id)) };
  });
  sendJson(res, 200, result.body);
};

/** GoTrue's sanitizeUser: a made-up user, so a sign-up cannot tell whether an address is registered. */
function obfuscatedUser(email: string, data: Record<string, unknown>, now: number): Record<string, unknown> {
  return {
    id: crypto.randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: iso(now),
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: iso(now),
    updated_at: iso(now),
    is_anonymous: false,
  };
}
