import type { IncomingMessage } from 'node:http';
import type { JwtClaims } from '../jwt';
import { nowSeconds, type AuthDeps } from './deps';
import { forbidden } from './errors';
import { requireBearerClaims } from './request';
import { sessionExists } from './sessions';
import { findUserById, isUuid, type UserRow } from './users';

/**
 * The signed-in user of a request, checked as GoTrue does: a valid token, a user that
 * still exists, and a session that has not been signed out.
 */
export async function requireUser(d: AuthDeps, req: IncomingMessage): Promise<{ claims: JwtClaims; user: UserRow; sessionId?: string }> {
  const claims = requireBearerClaims(req, nowSeconds(d));
  if (!claims.sub || !isUuid(claims.sub)) throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  const user = await findUserById(d.ctx.db, claims.sub);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : undefined;
  if (sessionId && !(await sessionExists(d.ctx.db, sessionId))) {
    throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  return { claims, user, sessionId };
}
