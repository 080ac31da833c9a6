// Ending a session that started, in the one order that keeps a reconnect safe: the kind stops
// (answers cut off, recognisers closed, a practice answer scored), a conversation a reconnect
// may carry on is parked here, the last seconds are charged, what the kind saved is written and
// the history row is ended with the session's title; only then is the lease released. From
// that moment another socket, on any server, may carry the session on, and nothing this one
// still does can end or overwrite what the new one re-opens.
import { toError } from '../../lib/errors/to-error';
import { writeLog } from '../../lib/logging/write-log';
import type { SessionAllowance } from './session-allowance';
import type { SessionDeps } from './session-deps';
import type { SessionKind } from './session-kind';
import type { StartedSession } from './start-session';

/** A started session's pieces, set one after another as the session is built. */
export interface RunningSession {
  started: StartedSession;
  /** Takes the socket out of the registry of resumable sessions: the last step of its end. */
  unregister?: () => void;
  kind?: SessionKind;
  allowance?: SessionAllowance;
}

export async function endSession(session: RunningSession, ports: Pick<SessionDeps, 'history' | 'registry'>, conn: string): Promise<void> {
  const { started: s, kind } = session;
  await kind?.close();
  const conversation = s.historyId && s.usageLogId ? kind?.conversation() : undefined;
  let charged: { chargedMs?: number; used?: number } | undefined;
  try {
    charged = await session.allowance?.stop();
    // A reconnect may resume this session within moments: what it needs is parked here, with
    // what the usage row holds now (a reconnect that waits for this end finds it parked).
    if (conversation && s.historyId) {
      const chargedSeconds = charged?.used !== undefined && charged.chargedMs !== undefined ? (s.resumed?.chargedSeconds ?? 0) + charged.chargedMs / 1000 : undefined;
      ports.registry?.park(s.historyId, s.userId, { ...conversation, ...(chargedSeconds !== undefined ? { chargedSeconds } : {}) });
    }
    await kind?.flush();
    if (s.historyId) {
      // The interrupted question goes with the row, for a reconnect that lands on another server.
      const carried = conversation ? { interrupted: conversation.interrupted ?? null } : undefined;
      await ports.history
        .endSession(s.historyId, new Date(), kind?.title(), carried)
        .catch((e: unknown) => writeLog('error', 'history_end_failed', { conn, session: s.historyId, error: toError(e).message }));
    }
  } finally {
    // Only now may another socket carry the session on (a resume finds no lease holding it).
    await s.release();
    // A reconnect that arrived while this ran waited on it (the registry's takeOver), so it
    // finds the conversation parked and the lease gone.
    session.unregister?.();
  }
  writeLog('info', 'ws_session_closed', { conn, user: s.userId, usage: s.usageLogId, charged_ms: charged?.chargedMs, used: charged?.used });
}
