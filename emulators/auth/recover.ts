// POST /auth/v1/recover: e-mail a password-reset link (always 200, so addresses cannot be probed).
import { sendJson } from '../http';
import type { AuthRoute } from './deps';
import { validateEmail } from './email-address';
import { sendLinkEmail } from './email-links';
import { parsePkceParams } from './pkce';
import { redirectFromRequest } from './redirect-param';
import { parseBody } from './request';
import { recoverBody } from './schemas';
import { findUserByEmail } from './users';

export const recover: AuthRoute = async (d, req, res, url) => {
  const body = await parseBody(req, recoverBody);
  const email = validateEmail(body.email);
  const pkce = parsePkceParams(body.code_challenge, body.code_challenge_method);
  const redirectTo = redirectFromRequest(d, req, url);
  await d.ctx.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (user) await sendLinkEmail(d, tx, { user, type: 'recovery', redirectTo, pkce });
  });
  sendJson(res, 200, {});
};
