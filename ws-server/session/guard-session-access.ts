// The access guard of one started session: every metering tick the newest token must be
// unexpired and the lease renewal must find the user still allowed here; the renewal also
// names the session's rows on the lease. When access ends, the session ends saying why.
import { writeLog } from '../../lib/logging/write-log';
import { startAccessGuard, type AccessGuard, type GuardEnd } from './access-guard';
import { CLOSE, ERRORS } from './close-codes';
import type { SessionContext } from './session-context';
import type { SessionDeps } from './session-deps';
import type { SessionToken } from './session-token';
import { DENIAL_ERRORS } from './take-lease';
import type { StartedSession } from './start-session';

export type AccessPorts = Pick<SessionDeps, 'liveSessions'> & { settings: Pick<SessionDeps['settings'], 'meteringIntervalMs'> };

export function guardSessionAccess(started: StartedSession, token: SessionToken, ctx: Pick<SessionContext, 'conn' | 'end'>, ports: AccessPorts): AccessGuard {
  const { conn } = ctx;
  const ended = (why: GuardEnd) => {
    writeLog('info', 'ws_access_ended', { conn, user: started.userId, reason: why });
    if (why === 'released') return ctx.end(CLOSE.goingAway);
    ctx.end(CLOSE.notAuthenticated, why === 'token_expired' ? ERRORS.tokenExpired : DENIAL_ERRORS[why]);
  };
  return startAccessGuard({
    intervalMs: ports.settings.meteringIntervalMs,
    tokenExpiresAt: () => token.expiresAt,
    renew: () =>
      ports.liveSessions.renew({
        leaseId: started.leaseId,
        profileId: started.userId,
        authSessionId: token.authSessionId,
        usageLogId: started.usageLogId,
        historyId: started.historyId,
      }),
    onEnd: ended,
    onError: (e) => writeLog('warn', 'ws_lease_renew_failed', { conn, error: e.message }),
  });
}
