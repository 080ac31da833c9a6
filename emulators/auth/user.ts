// GET /auth/v1/user, PUT /auth/v1/user (password, metadata, e-mail change), POST /auth/v1/logout.
import { sendJson } from '../http';
import type { AuthRoute } from './deps';
import { requireUser } from './current-user';
import { validateEmail } from './email-address';
import { sendLinkEmail } from './email-links';
import { unprocessable } from './errors';
import { identitiesOf } from './identities';
import { checkPasswordStrength, hashPassword, passwordMatches } from './passwords';
import { parsePkceParams } from './pkce';
import { redirectFromRequest } from './redirect-param';
import { parseBody } from './request';
import { updateUserBody } from './schemas';
import { endSessions } from './sessions';
import { userJson } from './user-json';
import { findUserByEmail, findUserById, mergeMetadata, updateUser } from './users';

export const getUser: AuthRoute = async (d, req, res) => {
  const { user } = await requireUser(d, req);
  sendJson(res, 200, userJson(user, await identitiesOf(d.ctx.db, user.id)));
};

export const putUser: AuthRoute = async (d, req, res, url) => {
  const { user, sessionId } = await requireUser(d, req);
  const body = await parseBody(req, updateUserBody);
  const pkce = parsePkceParams(body.code_challenge, body.code_challenge_method);
  let encrypted: string | undefined;
  if (body.password != null) {
    checkPasswordStrength(body.password);
    if (await passwordMatches(body.password, user.encrypted_password)) {
      throw unprocessable('same_password', 'New password should be different from the old password.');
    }
    encrypted = await hashPassword(body.password, d.config.bcryptCost);
  }
  const newEmail = body.email ? validateEmail(body.email) : undefined;
  const redirectTo = redirectFromRequest(d, req, url);

  const updated = await d.ctx.db.transaction(async (tx) => {
    const now = d.ctx.now();
    let u = (await findUserById(tx, user.id))!;
    if (body.data) u = await updateUser(tx, u.id, { raw_user_meta_data: mergeMetadata(u.raw_user_meta_data, body.data) }, now);
    if (encrypted) {
      u = await updateUser(tx, u.id, { encrypted_password: encrypted }, now);
      // GoTrue signs out the user's other sessions when the password changes.
      await endSessions(tx, u.id, sessionId, 'others');
    }
    if (newEmail && newEmail !== u.email) {
      const taken = await findUserByEmail(tx, newEmail);
      if (taken && taken.id !== u.id) throw unprocessable('email_exists', 'A user with this email address has already been registered');
      u = await updateUser(tx, u.id, { email_change: newEmail }, now);
      u = await sendLinkEmail(d, tx, { user: u, type: 'email_change', redirectTo, pkce, address: newEmail });
    }
    return u;
  });
  sendJson(res, 200, userJson(updated, await identitiesOf(d.ctx.db, updated.id)));
};

export const logout: AuthRoute = async (d, req, res, url) => {
  const scopeParam = url.searchParams.get('scope') ?? 'global';
  if (!['global', 'local', 'others'].includes(scopeParam)) {
    throw unprocessable('validation_failed', 'Unsupported logout scope "' + scopeParam + '"');
  }
  const { user, sessionId } = await requireUser(d, req);
  await d.ctx.db.transaction((tx) => endSessions(tx, user.id, sessionId, scopeParam as 'global' | 'local' | 'others'));
  res.writeHead(204).end();
};
