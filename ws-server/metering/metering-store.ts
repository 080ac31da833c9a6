// What metering needs from the database. The Supabase implementation calls the SQL functions
// of supabase/migrations/20261121000400_functions.sql; tests and benchmarks may use a memory one.

export interface UsageStart {
  allowed: boolean;
  /** The usage_logs row, as a string (PostgREST may return bigint as number or string). */
  usageLogId?: string;
  /** Minutes used and the plan's limit, in minutes. */
  used: number;
  limit: number;
  expireMsg: string;
}

export interface UsageCharge {
  used: number;
  limit: number;
  limitReached: boolean;
  expireMsg: string;
}

/**
 * The usage row no longer exists: its user was deleted (the row cascades with the profile).
 * Charging can never succeed again, and the session must end rather than run uncharged.
 */
export class UsageRowGoneError extends Error {
  constructor(readonly usageLogId: string) {
    super(`usage row ${usageLogId} no longer exists`);
    this.name = 'UsageRowGoneError';
  }
}

/**
 * The usage row was ended under a socket that still charges it: by the orphan sweeper (the
 * database was out of reach longer than the lease lives) or by another socket that carried
 * the session on. This socket no longer meters anything, so it must end, not run unpaid.
 */
export class UsageRowEndedError extends Error {
  constructor(readonly usageLogId: string) {
    super(`usage row ${usageLogId} has ended`);
    this.name = 'UsageRowEndedError';
  }
}

/** Calls fail with a ProviderError that says whether repeating the call may succeed, UsageRowGoneError or UsageRowEndedError. */
export interface MeteringStore {
  /** Opens a usage row; refused (allowed false, no row) at or over the limit. */
  start(profileId: string, source: 'tab' | 'mic' | 'both'): Promise<UsageStart>;
  /** Adds seconds to a running row and its profile. */
  charge(usageLogId: string, seconds: number): Promise<UsageCharge>;
  /** Adds the last seconds and closes the row; charging a closed row adds nothing. */
  end(usageLogId: string, seconds: number): Promise<UsageCharge>;
  /** Seconds the row holds so far: the truth to resynchronise from after a failed call. */
  chargedSeconds(usageLogId: string): Promise<number>;
}
