// What the ws-server needs to know about live sockets across every process: the per-user
// session limit (a lease per socket, renewed every metering tick, naming the process that
// holds it, which beats every second so a crashed one's leases are taken over), whether the socket's user
// may still be here, and closing usage rows nobody meters any more. The Supabase
// implementation calls the SQL functions of supabase/migrations/20261121000800_live_sessions.sql;
// benchmarks use the memory one.

/** Why a user may not hold a socket (any more). */
export type AccessDenial = 'account_deleted' | 'banned' | 'signed_out';
/** Every denial, for reading one back from the database. */
export const ACCESS_DENIALS: readonly AccessDenial[] = ['account_deleted', 'banned', 'signed_out'];

export type ClaimResult =
  | { status: 'active'; leaseId: string }
  | { status: 'full'; active: number }
  | { status: 'rate_limited' }
  /** Only with `waitIfHeld`: the session to resume is the user's, but a fresh lease holds it. Ask again shortly. */
  | { status: 'held' }
  | { status: AccessDenial };

export type RenewStatus = 'active' | AccessDenial | 'data_deleted' | 'released';

export interface LeaseOwner {
  profileId: string;
  /** The access token's session_id claim; undefined for tokens without one. */
  authSessionId?: string;
}

export interface LeaseClaim extends LeaseOwner {
  /** What the session is for: starts of both count against the same per-user rate limit. */
  purpose: 'live' | 'practice';
  /**
   * The session hello asks to carry on: when it is the user's own, recent and held by no other
   * socket, the claim counts no start and the lease holds that session at once.
   */
  resume?: { historyId: string; windowSeconds: number };
  /**
   * When the session to resume is held by another fresh lease (a process that has not noticed
   * the drop, or died moments ago), answer `held` instead of counting a new session.
   */
  waitIfHeld?: boolean;
}

export interface LeaseHolding extends LeaseOwner {
  leaseId: string;
  usageLogId?: string;
  historyId?: string;
}

export interface LiveSessionStore {
  /** Takes one of the user's slots, and one of their session starts, or says why not. */
  claim(claim: LeaseClaim): Promise<ClaimResult>;
  /**
   * Extends the lease and re-checks the user; anything but active means the socket must end.
   * It also records the rows the socket owns: a new session's are recorded this way before its
   * id reaches the client, so no other socket can carry it on meanwhile.
   */
  renew(holding: LeaseHolding): Promise<RenewStatus>;
  /**
   * Says this process is alive. Leases of a process that stops beating are taken over by the
   * next claim of their user (a crash no longer holds sessions until their leases expire).
   */
  beat?(): Promise<void>;
  /** Frees the slot at once (a lease that is never released expires by itself). */
  release(leaseId: string): Promise<void>;
  /** Closes usage rows left open by a crash or a failed end; returns how many. */
  sweepOrphanedUsage(): Promise<number>;
  /** Deletes session starts older than the start-limit window, which no claim counts any more; returns how many. */
  sweepSessionStarts(): Promise<number>;
}
