// What happens between a hello and `ready`: verify the token, take one of the user's slots
// (a lease in Postgres, shared by every ws-server process), load the candidate's context and open the usage row (in parallel), open the history row. Any refusal
// comes back as the close code and the messages to send first; anything opened on the way is
// released again, so a refused or abandoned start never leaves a running usage row. A hello
// with resume_session_id carries on that session (its rows re-opened) when the database agrees.
import { AuthError, AuthUnavailableError, type VerifiedUser } from '../auth/verify-access-token';
import type { AccessDenial, ClaimResult } from '../live/live-session-store';
import { toError } from '../../lib/errors/to-error';
import { writeLog } from '../../lib/logging/write-log';
import type { UsageStart } from '../metering/metering-store';
import type { SocketSource } from '../upgrade';
import { openUsage } from '../resume/open-usage';
import { CLOSE, ERRORS } from './close-codes';
import type { ProfileContext } from './context-store';
import type { ErrorCode, HelloMessage, ServerMessage } from '../../lib/protocol';
import type { ResumedSession } from './session-context';
import type { SessionDeps } from './session-deps';
import { practiceAllowance, practiceLimitError } from '../practice/practice-allowance';

export interface StartedSession {
  ok: true;
  userId: string;
  /** Absent for practice, which spends no interview minutes. */
  usageLogId?: string;
  /** Practice: minutes practised today and the daily cap instead of credits. */
  usage: UsageStart;
  context: ProfileContext;
  historyId?: string;
  leaseId: string;
  /** The token's session_id claim and expiry (seconds since the epoch). */
  authSessionId?: string;
  tokenExpiresAt?: number;
  /** Set when hello's resume_session_id was honoured: the same history and usage rows, carried on. */
  resumed?: ResumedSession;
  /** Gives the slot back; idempotent; resolves once the lease is gone. */
  release(): Promise<void>;
}

export interface RefusedSession {
  ok: false;
  close: number;
  messages: ServerMessage[];
}

export async function startSession(
  deps: SessionDeps,
  hello: HelloMessage,
  source: SocketSource,
  conn: string,
  abandoned: () => boolean,
): Promise<StartedSession | RefusedSession> {
  let verified: VerifiedUser;
  try {
    verified = await deps.verify(hello.access_token);
  } catch (error) {
    if (error instanceof AuthError) {
      writeLog('info', 'ws_auth_refused', { conn, reason: error.reason });
      return refuse(CLOSE.notAuthenticated, ERRORS.unauthenticated);
    }
    writeLog('error', 'ws_auth_unavailable', { conn, error: toError(error).message });
    return refuse(CLOSE.internal, error instanceof AuthUnavailableError ? ERRORS.authUnavailable : ERRORS.internal);
  }

  const userId = verified.userId;
  const resumeId = hello.purpose === 'practice' ? undefined : hello.resume_session_id;
  // A reconnect can beat the server to noticing the drop: the old socket of the same session
  // ends first (its teardown releases its lease and closes its rows), so they never overlap.
  const carried = resumeId && deps.registry ? await deps.registry.takeOver(resumeId, userId) : undefined;
  let claim: ClaimResult;
  try {
    claim = await deps.liveSessions.claim({ profileId: userId, authSessionId: verified.sessionId });
  } catch (error) {
    writeLog('error', 'ws_claim_failed', { conn, user: userId, error: toError(error).message });
    return refuse(CLOSE.internal, ERRORS.internal);
  }
  if (claim.status === 'full') {
    writeLog('info', 'ws_too_many_sessions', { conn, user: userId, active: claim.active });
    return refuse(CLOSE.tooFast, ERRORS.tooManySessions);
  }
  if (claim.status !== 'active') {
    writeLog('info', 'ws_access_denied', { conn, user: userId, reason: claim.status });
    return refuse(CLOSE.notAuthenticated, DENIAL_ERRORS[claim.status]);
  }
  const leaseId = claim.leaseId;
  let releasing: Promise<void> | undefined;
  const release = () =>
    (releasing ??= deps.liveSessions.release(leaseId).catch((e: unknown) => writeLog('warn', 'ws_release_failed', { conn, error: toError(e).message })));

  // Practice opens no usage row: it is counted against its own daily cap instead.
  const practice = hello.purpose === 'practice';
  const [context, usage] = await Promise.allSettled([
    deps.contexts.load(userId),
    practice ? practiceAllowance(deps.practice, userId, deps.settings.practiceDailyMinutes).then((u) => ({ usage: u, resumed: undefined })) : openUsage(deps, { userId, source, resumeId, conn }),
  ]);
  const usageLogId = usage.status === 'fulfilled' ? usage.value.usage.usageLogId : undefined;
  const resumed = usage.status === 'fulfilled' ? usage.value.resumed : undefined;
  const undo = () => {
    void release();
    if (usageLogId) deps.metering.end(usageLogId, 0).catch((e: unknown) => writeLog('error', 'usage_end_failed', { conn, usage: usageLogId, error: toError(e).message }));
    // A re-opened history row is closed again, as the dropped connection had left it.
    if (resumed) void deps.history.endSession(resumed.historyId, new Date()).catch(() => undefined);
  };

  if (context.status === 'rejected' || usage.status === 'rejected') {
    const why = context.status === 'rejected' ? context.reason : (usage as PromiseRejectedResult).reason;
    writeLog('error', 'ws_start_failed', { conn, user: userId, error: toError(why).message });
    undo();
    return refuse(CLOSE.internal, ERRORS.internal);
  }
  if (!context.value) {
    undo();
    return refuse(CLOSE.notAuthenticated, ERRORS.noProfile);
  }
  const u = usage.value.usage;
  if (practice && !u.allowed) {
    undo();
    writeLog('info', 'ws_practice_limit', { conn, user: userId, used: u.used, limit: u.limit });
    return refuse(CLOSE.creditLimit, practiceLimitError(u.limit));
  }
  if (!practice && (!u.allowed || !usageLogId)) {
    undo();
    writeLog('info', 'ws_credit_refused', { conn, user: userId });
    return {
      ok: false,
      close: CLOSE.creditLimit,
      messages: [{ type: 'credit_limit', used: u.used, limit: u.limit, expire_msg: u.expireMsg }],
    };
  }
  if (abandoned()) {
    undo();
    return { ok: false, close: 0, messages: [] };
  }

  if (resumed) {
    const conversation = carried ?? { turns: await recentTurns(deps, resumed.historyId, conn), candidate: [] };
    if (abandoned()) {
      undo();
      return { ok: false, close: 0, messages: [] };
    }
    return {
      ok: true,
      userId,
      usageLogId,
      usage: u,
      context: context.value,
      historyId: resumed.historyId,
      leaseId,
      authSessionId: verified.sessionId,
      tokenExpiresAt: verified.expiresAt,
      resumed: { chargedSeconds: resumed.chargedSeconds, title: resumed.title, conversation },
      release,
    };
  }

  let historyId: string | undefined;
  try {
    historyId = await deps.history.startSession({
      profileId: userId,
      usageLogId,
      source,
      mode: hello.mode,
      startedAt: new Date(),
      ...(practice ? { kind: 'practice' as const, practiceRound: hello.practice?.round ?? 'mixed' } : {}),
    });
  } catch (error) {
    // History is a convenience for the user: an interview goes on without it.
    writeLog('error', 'history_start_failed', { conn, user: userId, error: toError(error).message });
  }
  if (abandoned()) {
    undo();
    if (historyId) void deps.history.endSession(historyId, new Date()).catch(() => undefined);
    return { ok: false, close: 0, messages: [] };
  }
  return { ok: true, userId, usageLogId, usage: u, context: context.value, historyId, leaseId, authSessionId: verified.sessionId, tokenExpiresAt: verified.expiresAt, release };
}

/** What the user reads when their account can no longer hold a session (all close with 4401). */
export const DENIAL_ERRORS: Record<AccessDenial | 'data_deleted', { code: ErrorCode; message: string }> = {
  account_deleted: ERRORS.accountDeleted,
  banned: ERRORS.banned,
  signed_out: ERRORS.signedOut,
  data_deleted: ERRORS.dataDeleted,
};

/** The resumed session's answered turns, when this process has none of it parked; none if they cannot be read. */
async function recentTurns(deps: SessionDeps, historyId: string, conn: string) {
  try {
    return (await deps.resumes?.recentTurns(historyId, RESUMED_TURNS)) ?? [];
  } catch (error) {
    writeLog('warn', 'ws_resume_turns_failed', { conn, session: historyId, error: toError(error).message });
    return [];
  }
}

const RESUMED_TURNS = 8;

function refuse(close: number, error: { code: ErrorCode; message: string }): RefusedSession {
  return { ok: false, close, messages: [{ type: 'error', ...error }] };
}
