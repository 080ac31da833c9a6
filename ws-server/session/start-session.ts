// What happens between a hello and `ready`: verify the token, take one of the user's slots
// (a lease in Postgres, shared by every ws-server process, which also counts the start against
// the per-user rate limit), load the candidate's context and open what the session spends
// (a usage row, or the day's practice time) in parallel, open the history row, and name the
// rows on the lease before anyone can learn the session's id. Any refusal comes back as the
// close code and the messages to send first; anything opened on the way is released again, so
// a refused or abandoned start never leaves a running usage row. A hello with
// resume_session_id carries on that session (its rows re-opened) when the database agrees.
// A hello naming a job application has it read as the user once the lease is granted: an id
// the user cannot read refuses the session before anything is metered. `signal` aborts when
// the socket closes: the reads made for it stop, and the start gives back what it took.
import { AuthError, AuthUnavailableError, type VerifiedUser } from '../auth/verify-access-token';
import { toError } from '../../lib/errors/to-error';
import { AUTO_LANGUAGE } from '../../lib/language/languages';
import { writeLog } from '../../lib/logging/write-log';
import type { UsageStart } from '../metering/metering-store';
import type { SocketSource } from '../upgrade';
import { openUsage, RESUME_WINDOW_SECONDS } from '../resume/open-usage';
import { CLOSE, ERRORS } from './close-codes';
import type { ProfileContext } from './context-store';
import type { HelloMessage, ServerMessage } from '../../lib/protocol';
import type { ResumedSession, SessionError, SessionLanguage } from './session-context';
import type { SessionDeps } from './session-deps';
import { openPractice, practiceLimitError } from '../practice/practice-allowance';
import { DENIAL_ERRORS, takeLease } from './take-lease';
import { resumedConversation } from './resumed-conversation';
import { resolveSessionLanguage } from './resolve-session-language';
import { openSessionPrep, type SessionApplicationDocuments } from '../prep/open-session-prep';
import type { StoryForAnswer } from '../../lib/prep/prep-types';
import type { ToldRound } from '../../lib/rounds/round-types';

export { DENIAL_ERRORS } from './take-lease';

export interface StartedSession {
  ok: true;
  userId: string;
  /** Absent for practice, which spends no interview minutes. */
  usageLogId?: string;
  /** Practice: the session's row of practice time (the daily allowance). */
  practiceTimeId?: string;
  /** Practice: minutes practised today and the daily cap instead of credits. */
  usage: UsageStart;
  context: ProfileContext;
  /** The session's languages, resolved once from the hello, the application and the profile. */
  language: SessionLanguage;
  historyId?: string;
  leaseId: string;
  /** The token's session_id claim and expiry (seconds since the epoch). */
  authSessionId?: string;
  tokenExpiresAt?: number;
  /** Set when hello's resume_session_id was honoured: the same history and usage rows, carried on. */
  resumed?: ResumedSession;
  /** The application hello named, read as the user (its job description, resume and language). */
  application?: SessionApplicationDocuments;
  /** The stories the session may use: the application's and those linked to none. */
  stories: StoryForAnswer[];
  /** Where the application's stories were told in its rounds (this session's own included when it is resumed). */
  told: ToldRound[];
  /** Gives the slot back; idempotent; resolves once the lease is gone. */
  release(): Promise<void>;
}

export interface RefusedSession {
  ok: false;
  close: number;
  messages: ServerMessage[];
}

const ABANDONED: RefusedSession = { ok: false, close: 0, messages: [] };

/** Worded like a hello field the schema refused: the id is well formed but names nothing of the user's. */
export const NO_SUCH_APPLICATION: SessionError = { code: 'bad_message', message: 'Invalid message: application_id: no such application' };

export async function startSession(
  deps: SessionDeps,
  hello: HelloMessage,
  source: SocketSource,
  conn: string,
  signal: AbortSignal,
): Promise<StartedSession | RefusedSession> {
  const abandoned = () => signal.aborted;
  const practice = hello.purpose === 'practice';
  // Practice hears the candidate answer into the microphone. On /tab or /both it would stream
  // the interviewer's words with no usage row: free transcription without limit.
  if (practice && source !== 'mic') {
    writeLog('info', 'ws_practice_wrong_path', { conn, source });
    return refuse(CLOSE.notAuthenticated, ERRORS.practiceOnMicOnly);
  }
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
  const resumeId = hello.resume_session_id;
  // A reconnect can beat the server to noticing the drop: the old socket of the same session
  // ends first (its teardown releases its lease and closes its rows), so they never overlap.
  const carried = resumeId && deps.registry ? await deps.registry.takeOver(resumeId, userId) : undefined;
  const lease = await takeLease(deps.liveSessions, {
    userId,
    authSessionId: verified.sessionId,
    purpose: practice ? 'practice' : 'live',
    ...(resumeId ? { resume: { historyId: resumeId, windowSeconds: RESUME_WINDOW_SECONDS } } : {}),
    conn,
    heldWaitMs: deps.settings.resumeHeldWaitMs,
    signal,
  });
  if (!lease.ok) return refuse(lease.close, lease.error);
  const { leaseId, release } = lease;
  // Read only now: a user refused a slot or a start makes no reads as themselves.
  const prep = openSessionPrep(deps.prep, { accessToken: hello.access_token, applicationId: hello.application_id, userId, conn, signal });
  const read = await prep.application;
  if (abandoned()) return (void release(), ABANDONED);
  if (read.status === 'missing' || read.status === 'failed') {
    void release();
    if (read.status === 'failed') return refuse(CLOSE.internal, ERRORS.internal);
    writeLog('info', 'ws_application_refused', { conn, user: userId });
    return refuse(CLOSE.notAuthenticated, NO_SUCH_APPLICATION);
  }
  const application = read.status === 'found' ? read.application : undefined;

  const [context, opened, stories, told] = await Promise.allSettled([
    deps.contexts.load(userId),
    practice
      ? openPractice(deps.practice, { userId, dailyMinutes: deps.settings.practiceDailyMinutes, resumeId, leaseId, windowSeconds: RESUME_WINDOW_SECONDS, conn })
      : openUsage(deps, { userId, source, resumeId, leaseId, conn }),
    prep.stories,
    prep.told,
  ]);
  const spent = opened.status === 'fulfilled' ? opened.value : undefined;
  const usageLogId = spent?.usage.usageLogId;
  const practiceTimeId = spent && 'practiceTimeId' in spent ? spent.practiceTimeId : undefined;
  const resumedRows = spent?.resumed;
  let historyId = resumedRows?.historyId;
  const undo = () => {
    void release();
    if (usageLogId) deps.metering.end(usageLogId, 0).catch((e: unknown) => writeLog('error', 'usage_end_failed', { conn, usage: usageLogId, error: toError(e).message }));
    if (practiceTimeId) deps.practice.endTime(practiceTimeId, historyId).catch((e: unknown) => writeLog('error', 'practice_time_end_failed', { conn, error: toError(e).message }));
    // A history row opened or re-opened here is closed again, as the dropped connection had left it.
    if (historyId) void deps.history.endSession(historyId, new Date()).catch(() => undefined);
  };

  if (context.status === 'rejected' || opened.status === 'rejected') {
    const why = context.status === 'rejected' ? context.reason : opened.status === 'rejected' ? opened.reason : undefined;
    writeLog('error', 'ws_start_failed', { conn, user: userId, error: toError(why).message });
    undo();
    return refuse(CLOSE.internal, ERRORS.internal);
  }
  if (!context.value) {
    undo();
    return refuse(CLOSE.notAuthenticated, ERRORS.noProfile);
  }
  const u = opened.value.usage;
  if (practice && !u.allowed) {
    undo();
    writeLog('info', 'ws_practice_limit', { conn, user: userId, used: u.used, limit: u.limit });
    return refuse(CLOSE.creditLimit, practiceLimitError(u.limit));
  }
  if (!practice && (!u.allowed || !usageLogId)) {
    undo();
    writeLog('info', 'ws_credit_refused', { conn, user: userId });
    return { ok: false, close: CLOSE.creditLimit, messages: [{ type: 'credit_limit', used: u.used, limit: u.limit, expire_msg: u.expireMsg }] };
  }
  if (abandoned()) return (undo(), ABANDONED);
  const language = resolveSessionLanguage({ hello, application, profile: context.value });
  const started = {
    ok: true as const,
    userId,
    usageLogId,
    practiceTimeId,
    usage: u,
    context: context.value,
    language,
    leaseId,
    authSessionId: verified.sessionId,
    tokenExpiresAt: verified.expiresAt,
    release,
    ...(application ? { application } : {}),
    stories: stories.status === 'fulfilled' ? stories.value : [],
    told: told.status === 'fulfilled' ? told.value : [],
  };

  if (resumedRows) {
    const plan = 'plan' in resumedRows ? resumedRows.plan : undefined;
    const rowSeconds = 'chargedSeconds' in resumedRows ? resumedRows.chargedSeconds : undefined;
    // Parked here before another server carried the session on (its row holds more since): stale.
    const stale = carried?.chargedSeconds !== undefined && rowSeconds !== undefined && Math.abs(rowSeconds - carried.chargedSeconds) > 0.01;
    if (stale) writeLog('info', 'ws_resume_parked_stale', { conn, session: resumedRows.historyId });
    const resumed = await resumedConversation(deps, { historyId: resumedRows.historyId, carried: stale ? undefined : carried, practice: practice ? { plan } : undefined, conn });
    if (abandoned()) return (undo(), ABANDONED);
    const chargedSeconds = 'chargedSeconds' in resumedRows ? resumedRows.chargedSeconds : 0;
    const title = 'title' in resumedRows ? resumedRows.title : undefined;
    const unfinishedWords = practice ? undefined : hello.unfinished_words;
    return { ...started, historyId: resumedRows.historyId, resumed: { chargedSeconds, title, ...resumed, ...(unfinishedWords ? { unfinishedWords } : {}) } };
  }

  try {
    historyId = await deps.history.startSession({
      profileId: userId,
      usageLogId,
      source,
      mode: hello.mode,
      startedAt: new Date(),
      // Under Auto-detect the row gets the language once the recogniser hears it.
      ...(language.interview !== AUTO_LANGUAGE ? { language: language.interview } : {}),
      ...(application ? { applicationId: application.id } : {}),
      ...(practice ? { kind: 'practice' as const, practiceRound: hello.practice?.round ?? 'mixed' } : {}),
    });
  } catch (error) {
    // History is a convenience for the user: an interview goes on without it.
    writeLog('error', 'history_start_failed', { conn, user: userId, error: toError(error).message });
  }
  const named = await nameRowsOnLease(deps, { leaseId, userId, authSessionId: verified.sessionId, usageLogId, historyId, conn });
  if (named) return (undo(), refuse(CLOSE.notAuthenticated, named));
  if (abandoned()) return (undo(), ABANDONED);
  return { ...started, historyId };
}

/**
 * The lease names the session's rows before `ready` tells the client its id: until then no
 * other socket can know the id, and from then on resuming it finds the lease and is refused,
 * so two sockets never meter one usage row. A database that cannot be reached now is given the
 * benefit of the doubt (the first metering tick names them again); a user who may no longer
 * connect is refused with why.
 */
async function nameRowsOnLease(
  deps: SessionDeps,
  h: { leaseId: string; userId: string; authSessionId?: string; usageLogId?: string; historyId?: string; conn: string },
): Promise<SessionError | undefined> {
  try {
    const status = await deps.liveSessions.renew({ leaseId: h.leaseId, profileId: h.userId, authSessionId: h.authSessionId, usageLogId: h.usageLogId, historyId: h.historyId });
    if (status === 'active') return undefined;
    writeLog('info', 'ws_access_denied', { conn: h.conn, user: h.userId, reason: status });
    return status === 'released' ? ERRORS.internal : DENIAL_ERRORS[status];
  } catch (error) {
    writeLog('warn', 'ws_lease_rows_unnamed', { conn: h.conn, error: toError(error).message });
    return undefined;
  }
}

function refuse(close: number, error: SessionError): RefusedSession {
  return { ok: false, close, messages: [{ type: 'error', ...error }] };
}
