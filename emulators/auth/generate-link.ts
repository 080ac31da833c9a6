// POST /auth/v1/admin/generate_link: make an e-mail link without sending it (auth.admin.generateLink).
import { sendJson } from '../http';
import { ownValue } from '../own-value';
import type { AuthRoute } from './deps';
import { emailExists } from './admin-users';
import { validateEmail } from './email-address';
import { badRequest, notFound, unprocessable } from './errors';
import { identitiesOf, insertIdentity } from './identities';
import { verifyLink } from './mailer';
import { checkPasswordStrength, hashPassword } from './passwords';
import { resolveRedirect } from './redirects';
import { parseBody } from './request';
import { generateLinkBody } from './schemas';
import { issueEmailToken, type EmailLinkType } from './tokens';
import { userJson } from './user-json';
import { findUserByEmail, findUserById, insertUser, isConfirmed, updateUser } from './users';

const TYPES: Record<string, EmailLinkType> = {
  signup: 'signup',
  invite: 'invite',
  magiclink: 'magiclink',
  recovery: 'recovery',
  email_change_current: 'email_change',
  email_change_new: 'email_change',
};

export const generateLink: AuthRoute = async (d, req, res, url) => {
  const body = await parseBody(req, generateLinkBody);
  const type = ownValue(TYPES, body.type);
  if (!type) throw badRequest('validation_failed', 'Invalid email action link type requested');
  const email = validateEmail(body.email);
  const redirectTo = resolveRedirect(d.ctx, url.searchParams.get('redirect_to') || body.redirect_to || body.redirectTo);
  let encrypted: string | null = null;
  if (body.type === 'signup') {
    if (!body.password) throw unprocessable('validation_failed', 'Signup requires a valid password');
    checkPasswordStrength(body.password);
    encrypted = await hashPassword(body.password, d.config.bcryptCost);
  }
  const newEmail = body.new_email ? validateEmail(body.new_email) : undefined;
  if (type === 'email_change' && !newEmail) throw badRequest('validation_failed', 'The new email address provided is invalid');

  const result = await d.ctx.db.transaction(async (tx) => {
    const now = d.ctx.now();
    let user = await findUserByEmail(tx, email);
    if (user && isConfirmed(user) && (type === 'signup' || type === 'invite')) throw emailExists();
    if (!user) {
      if (type === 'recovery' || type === 'email_change') throw notFound('user_not_found', 'User with this email not found');
      user = await insertUser(tx, {
        email,
        encryptedPassword: encrypted,
        emailConfirmedAt: null,
        invitedAt: type === 'invite' ? now : null,
        provider: 'email',
        userMetadata: body.data ?? {},
        now,
      });
      await insertIdentity(tx, { userId: user.id, provider: 'email', providerId: user.id, data: { sub: user.id, email, email_verified: false, phone_verified: false }, now });
    }
    let address = email;
    if (type === 'email_change' && newEmail) {
      if (await findUserByEmail(tx, newEmail)) throw emailExists();
      user = await updateUser(tx, user.id, { email_change: newEmail }, now);
      if (body.type === 'email_change_new') address = newEmail;
    }
    const { otp, hashedToken } = await issueEmailToken(tx, user, type, false, now, address);
    const fresh = (await findUserById(tx, user.id))!;
    return {
      ...userJson(fresh, await identitiesOf(tx, fresh.id)),
      action_link: verifyLink(d.ctx, hashedToken, type, redirectTo),
      email_otp: otp,
      hashed_token: hashedToken,
      verification_type: type,
      redirect_to: redirectTo,
    };
  });
  sendJson(res, 200, result);
};
