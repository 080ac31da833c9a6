// POST /auth/v1/otp: magic-link sign-in (signInWithOtp); POST /auth/v1/resend: send the sign-up or e-mail-change link again.
import { sendJson } from '../http';
import type { AuthRoute } from './deps';
import { validateEmail } from './email-address';
import { sendLinkEmail } from './email-links';
import { badRequest, unprocessable } from './errors';
import { insertIdentity } from './identities';
import { parsePkceParams } from './pkce';
import { redirectFromRequest } from './redirect-param';
import { parseBody } from './request';
import { otpBody, resendBody } from './schemas';
import { findUserByEmail, insertUser, isConfirmed } from './users';

export const otp: AuthRoute = async (d, req, res, url) => {
  const body = await parseBody(req, otpBody);
  if (body.phone && !body.email) throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
  const email = validateEmail(body.email);
  const pkce = parsePkceParams(body.code_challenge, body.code_challenge_method);
  const redirectTo = redirectFromRequest(d, req, url);
  await d.ctx.db.transaction(async (tx) => {
    const now = d.ctx.now();
    let user = await findUserByEmail(tx, email);
    if (!user) {
      if (body.create_user === false) throw unprocessable('otp_disabled', 'Signups not allowed for otp');
      user = await insertUser(tx, { email, encryptedPassword: null, emailConfirmedAt: null, provider: 'email', userMetadata: body.data ?? {}, now });
      await insertIdentity(tx, {
        userId: user.id,
        provider: 'email',
        providerId: user.id,
        data: { sub: user.id, email, email_verified: false, phone_verified: false },
        now,
      });
    }
    // An unconfirmed address gets the sign-up confirmation (GoTrue signs such users up again).
    const type = isConfirmed(user) ? 'magiclink' : 'signup';
    await sendLinkEmail(d, tx, { user, type, redirectTo, pkce });
  });
  sendJson(res, 200, {});
};

export const resend: AuthRoute = async (d, req, res, url) => {
  const body = await parseBody(req, resendBody);
  if (body.type !== 'signup' && body.type !== 'email_change') {
    throw badRequest('validation_failed', 'Missing one of these types: signup, email_change, sms, phone_change');
  }
  if (!body.email) throw badRequest('validation_failed', 'An email address is required');
  const email = validateEmail(body.email);
  const pkce = parsePkceParams(body.code_challenge, body.code_challenge_method);
  const redirectTo = redirectFromRequest(d, req, url);
  await d.ctx.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    // Unknown or already-confirmed addresses get the same empty 200: nothing to enumerate.
    if (!user) return;
    if (body.type === 'signup' && !isConfirmed(user)) {
      await sendLinkEmail(d, tx, { user, type: 'signup', redirectTo, pkce });
    } else if (body.type === 'email_change' && user.email_change) {
      await sendLinkEmail(d, tx, { user, type: 'email_change', redirectTo, pkce, address: user.email_change });
    }
  });
  sendJson(res, 200, {});
};
