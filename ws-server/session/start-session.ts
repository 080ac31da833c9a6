// What happens between a hello and `ready`: verify the token, take a per-user slot, load the
// candidate's context and open the usage row (in parallel), open the history row. Any refusal
// comes back as the close code and the messages to send first; anything opened on the way is
// released again, so a refused or abandoned start never leaves a running usage row.
import { AuthError, AuthUnavailableError } from '../auth/verify-access-token';
import { log } from '../log';
import type { UsageStart } from '../metering/metering-store';
import type { AudioSource } from '../upgrade';
import { CLOSE, ERRORS } from './close-codes';
import type { ProfileContext } from './context-store';
import type { HelloMessage } from '../protocol';
import type { SessionDeps } from './session-deps';

export interface StartedSession {
  ok: true;
  userId: string;
  usageLogId: string;
  usage: UsageStart;
  context: ProfileContext;
  historyId?: string;
  release(): void;
}

export interface RefusedSession {
  ok: false;
  close: number;
  messages: Record<string, unknown>[];
}

export async function startSession(
  deps: SessionDeps,
  hello: HelloMessage,
  source: AudioSource,
  conn: string,
  abandoned: () => boolean,
): Promise<StartedSession | RefusedSession> {
  let userId: string;
  try {
    userId = (await deps.verify(hello.access_token)).userId;
  } catch (error) {
    if (error instanceof AuthError) {
      log('info', 'ws_auth_refused', { conn, reason: error.reason });
      return refuse(CLOSE.notAuthenticated, ERRORS.unauthenticated);
    }
    log('error', 'ws_auth_unavailable', { conn, error: (error as Error).message });
    return refuse(CLOSE.internal, error instanceof AuthUnavailableError ? ERRORS.authUnavailable : ERRORS.internal);
  }

  const release = deps.userLimit.acquire(userId);
  if (!release) {
    log('info', 'ws_too_many_sessions', { conn, user: userId });
    return refuse(CLOSE.tooFast, ERRORS.tooManySessions);
  }

  const [context, usage] = await Promise.allSettled([deps.contexts.load(userId), deps.metering.start(userId, source)]);
  const usageLogId = usage.status === 'fulfilled' ? usage.value.usageLogId : undefined;
  const undo = () => {
    release();
    if (usageLogId) deps.metering.end(usageLogId, 0).catch((e: Error) => log('error', 'usage_end_failed', { conn, usage: usageLogId, error: e.message }));
  };

  if (context.status === 'rejected' || usage.status === 'rejected') {
    const why = context.status === 'rejected' ? context.reason : (usage as PromiseRejectedResult).reason;
    log('error', 'ws_start_failed', { conn, user: userId, error: (why as Error).message });
    undo();
    return refuse(CLOSE.internal, ERRORS.internal);
  }
  if (!context.value) {
    undo();
    return refuse(CLOSE.notAuthenticated, ERRORS.noProfile);
  }
  const u = usage.value;
  if (!u.allowed || !usageLogId) {
    undo();
    log('info', 'ws_credit_refused', { conn, user: userId });
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

  let historyId: string | undefined;
  try {
    historyId = await deps.history.startSession({ profileId: userId, usageLogId, source, mode: hello.mode, startedAt: new Date() });
  } catch (error) {
    // History is a convenience for the user: an interview goes on without it.
    log('error', 'history_start_failed', { conn, user: userId, error: (error as Error).message });
  }
  if (abandoned()) {
    undo();
    if (historyId) void deps.history.endSession(historyId, new Date()).catch(() => undefined);
    return { ok: false, close: 0, messages: [] };
  }
  return { ok: true, userId, usageLogId, usage: u, context: context.value, historyId, release };
}

function refuse(close: number, error: { code: string; message: string }): RefusedSession {
  return { ok: false, close, messages: [{ type: 'error', ...error }] };
}
