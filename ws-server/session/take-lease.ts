// One of the user's session slots, across every ws-server process: a lease in Postgres taken
// at hello (which also counts the start against the per-user rate limit, unless the hello
// genuinely resumes a session) and given back at close. Refusals come back as the close code
// and error the user reads.
import { toError } from '../../lib/errors/to-error';
import { writeLog } from '../../lib/logging/write-log';
import type { AccessDenial, ClaimResult, LeaseClaim, LiveSessionStore } from '../live/live-session-store';
import { CLOSE, ERRORS } from './close-codes';
import type { SessionError } from './session-context';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type LeaseOutcome =
  | { ok: true; leaseId: string; /** Gives the slot back; idempotent; resolves once the lease is gone. */ release(): Promise<void> }
  | { ok: false; close: number; error: SessionError };

/** How often a resume whose session is held asks again. */
const HELD_RETRY_MS = 500;

export async function takeLease(
  store: LiveSessionStore,
  input: {
    userId: string;
    authSessionId?: string;
    purpose: 'live' | 'practice';
    resume?: LeaseClaim['resume'];
    conn: string;
    /** How long a resume whose session another process holds keeps asking before it becomes a new session. */
    heldWaitMs?: number;
    /** The socket closed: stop asking. */
    signal?: AbortSignal;
  },
): Promise<LeaseOutcome> {
  const { userId, conn } = input;
  // Only a uuid can name a session; anything else is a new start, as the database would find.
  const resume = input.resume && UUID.test(input.resume.historyId) ? input.resume : undefined;
  const claimWith = (waitIfHeld: boolean) =>
    store.claim({ profileId: userId, authSessionId: input.authSessionId, purpose: input.purpose, ...(resume ? { resume } : {}), ...(waitIfHeld ? { waitIfHeld } : {}) });
  let claim;
  try {
    claim = await claimHeldPatiently(claimWith, resume ? (input.heldWaitMs ?? 0) : 0, input.signal);
    if (claim.status === 'held') {
      writeLog('info', 'ws_resume_held', { conn, user: userId, session: resume?.historyId });
      // Asked long enough: the reconnect carries on as a new session rather than not at all.
      claim = await claimWith(false);
    }
    // A claim that may not wait never answers held.
    if (claim.status === 'held') throw new Error('claim_live_session answered held to a claim that may not wait');
  } catch (error) {
    writeLog('error', 'ws_claim_failed', { conn, user: userId, error: toError(error).message });
    return { ok: false, close: CLOSE.internal, error: ERRORS.internal };
  }
  if (claim.status === 'full') {
    writeLog('info', 'ws_too_many_sessions', { conn, user: userId, active: claim.active });
    return { ok: false, close: CLOSE.tooFast, error: ERRORS.tooManySessions };
  }
  if (claim.status === 'rate_limited') {
    writeLog('info', 'ws_session_rate_limited', { conn, user: userId, purpose: input.purpose });
    return { ok: false, close: CLOSE.tooFast, error: ERRORS.sessionRateLimited };
  }
  if (claim.status !== 'active') {
    writeLog('info', 'ws_access_denied', { conn, user: userId, reason: claim.status });
    return { ok: false, close: CLOSE.notAuthenticated, error: DENIAL_ERRORS[claim.status] };
  }
  const leaseId = claim.leaseId;
  let releasing: Promise<void> | undefined;
  const release = () => (releasing ??= store.release(leaseId).catch((e: unknown) => writeLog('warn', 'ws_release_failed', { conn, error: toError(e).message })));
  return { ok: true, leaseId, release };
}

/** What the user reads when their account can no longer hold a session (all close with 4401). */
export const DENIAL_ERRORS: Record<AccessDenial | 'data_deleted', SessionError> = {
  account_deleted: ERRORS.accountDeleted,
  banned: ERRORS.banned,
  signed_out: ERRORS.signedOut,
  data_deleted: ERRORS.dataDeleted,
};

/**
 * A reconnect often lands before the server that held its socket has let go: that server has
 * not noticed the drop yet, or it died moments ago and has not yet missed enough beats to be
 * taken over. Asking again every 500 ms for a few seconds carries the session on instead of
 * starting a second one beside it.
 */
async function claimHeldPatiently(claim: (waitIfHeld: boolean) => Promise<ClaimResult>, waitMs: number, signal?: AbortSignal): Promise<ClaimResult> {
  const until = performance.now() + waitMs;
  for (;;) {
    const result = await claim(waitMs > 0);
    if (result.status !== 'held' || signal?.aborted || performance.now() + HELD_RETRY_MS > until) return result;
    await new Promise((resolve) => setTimeout(resolve, HELD_RETRY_MS));
  }
}
