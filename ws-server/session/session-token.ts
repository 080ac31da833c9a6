// The session's sign-in: the newest verified access token's expiry and its sign-in session,
// renewed by `token` messages (supabase-js refreshes the token before it expires). A renewed
// token must be the same user's, valid and unexpired; the session then lives until it expires.
import { toError } from '../../lib/errors/to-error';
import { writeLog } from '../../lib/logging/write-log';
import { AuthError, type AccessTokenVerifier } from '../auth/verify-access-token';
import { CLOSE, ERRORS } from './close-codes';
import type { SessionContext } from './session-context';

export class SessionToken {
  constructor(
    /** Seconds since the epoch at which the newest token expires. */
    private expires: number | undefined,
    /** The newest token's session_id claim: the sign-in the lease checks is still there. */
    private signIn: string | undefined,
  ) {}

  get expiresAt(): number | undefined {
    return this.expires;
  }

  get authSessionId(): string | undefined {
    return this.signIn;
  }

  async renew(token: string, ctx: Pick<SessionContext, 'conn' | 'userId' | 'send' | 'end'>, verify: AccessTokenVerifier, closed: () => boolean): Promise<void> {
    let verified;
    try {
      verified = await verify(token);
    } catch (error) {
      if (closed()) return;
      if (error instanceof AuthError) {
        writeLog('info', 'ws_token_refused', { conn: ctx.conn, reason: error.reason });
        ctx.send({ type: 'error', ...ERRORS.tokenRefused });
      } else {
        writeLog('warn', 'ws_token_unverified', { conn: ctx.conn, error: toError(error).message });
      }
      return;
    }
    if (closed()) return;
    if (verified.userId !== ctx.userId) {
      writeLog('warn', 'ws_token_other_user', { conn: ctx.conn, user: ctx.userId });
      return ctx.end(CLOSE.notAuthenticated, ERRORS.tokenOtherUser);
    }
    // Two refreshes can arrive out of order: an older token never shortens the session.
    if (verified.expiresAt !== undefined && (this.expires === undefined || verified.expiresAt > this.expires)) {
      this.expires = verified.expiresAt;
      if (verified.sessionId) this.signIn = verified.sessionId;
    }
  }
}
