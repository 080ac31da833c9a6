// Model calls a user asks for outside a session (the prep sheet's written questions), decided in
// the database so that every ws-server process shares one count per user, and an account that
// may no longer connect (deleted, banned, signed out everywhere) is refused even with an access
// token that has not expired. Through the SQL functions with the service role, over PostgREST.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../lib/supabase/database';
import { ACCESS_DENIALS, type AccessDenial } from '../live/live-session-store';

export type PaidCallKind = 'prep_questions';

export type PaidCallOutcome = { status: 'allowed' } | { status: 'rate_limited'; retryAfterSeconds: number } | { status: AccessDenial };

export interface PaidCallStore {
  /** Whether the user may still ask at all (for an answer that costs nothing, such as a cached one). */
  access(userId: string, authSessionId: string | undefined): Promise<'active' | AccessDenial>;
  /** Counts one call of `kind` when the user may make it: at most `max` in `windowMs`. */
  take(userId: string, authSessionId: string | undefined, kind: PaidCallKind, max: number, windowMs: number): Promise<PaidCallOutcome>;
}

export function createSupabasePaidCallStore(db: SupabaseClient<Database>, timeoutMs = 10_000): PaidCallStore {
  const signal = () => AbortSignal.timeout(timeoutMs);
  const denial = (status: unknown): AccessDenial | undefined => ACCESS_DENIALS.find((d) => d === status);
  return {
    async access(userId, authSessionId) {
      const { data, error } = await db.rpc('user_access_status', { p_user_id: userId, p_auth_session_id: authSessionId ?? null }).abortSignal(signal());
      if (error) throw new Error(`user_access_status failed: ${error.code ?? ''} ${error.message}`);
      if (data === 'active') return 'active';
      const denied = denial(data);
      if (!denied) throw new Error(`user_access_status answered ${String(data)}`);
      return denied;
    },
    async take(userId, authSessionId, kind, max, windowMs) {
      const { data, error } = await db
        .rpc('take_paid_call', { p_profile_id: userId, p_auth_session_id: authSessionId ?? null, p_kind: kind, p_max: max, p_window_seconds: windowMs / 1000 })
        .abortSignal(signal());
      if (error) throw new Error(`take_paid_call failed: ${error.code ?? ''} ${error.message}`);
      const row = Array.isArray(data) ? data[0] : undefined;
      if (row?.status === 'allowed') return { status: 'allowed' };
      if (row?.status === 'rate_limited') return { status: 'rate_limited', retryAfterSeconds: Math.max(1, row.retry_after_seconds) };
      const denied = denial(row?.status);
      if (!denied) throw new Error(`take_paid_call answered ${String(row?.status)}`);
      return { status: denied };
    },
  };
}
