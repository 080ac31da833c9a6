// Live-session leases through the SQL functions, with the service role, over PostgREST: the
// same code runs on the emulator and on hosted Supabase. Every call has a timeout.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../lib/supabase/database';
import { ProviderError } from '../../lib/retry/provider-error';
import { ACCESS_DENIALS, type AccessDenial, type ClaimResult, type LiveSessionStore, type RenewStatus } from './live-session-store';

export interface SupabaseLiveSessionOptions {
  /** Per-user limit across every process. */
  maxPerUser: number;
  /** A lease not renewed for this long stops counting; its usage row may then be swept. */
  ttlMs: number;
  /** Session starts per user in `startWindowMs` (live and practice together); unlimited when absent. */
  maxStarts?: number;
  startWindowMs?: number;
  timeoutMs?: number;
  /** This process: named on every lease it takes, and beaten by `beat()`. Absent: leases name no process and are never taken over. */
  serverId?: string;
  /** A process silent this long is dead: the next claim of its users takes its leases over. */
  serverDeadMs?: number;
}

const RENEW_STATUSES: RenewStatus[] = ['active', ...ACCESS_DENIALS, 'data_deleted', 'released'];

export function createSupabaseLiveSessionStore(db: SupabaseClient<Database>, options: SupabaseLiveSessionOptions): LiveSessionStore {
  const signal = () => AbortSignal.timeout(options.timeoutMs ?? 10_000);
  const ttlSeconds = options.ttlMs / 1000;
  const startWindowSeconds = (options.startWindowMs ?? 600_000) / 1000;
  const fail = (fn: string, error: { code?: string; message: string }, status: number) =>
    new ProviderError(`${fn} failed: ${error.code ?? ''} ${error.message}`.trim(), { status: status > 0 ? status : undefined });

  return {
    async claim({ profileId, authSessionId, purpose, resume, waitIfHeld }) {
      const starts = options.maxStarts ? { p_max_starts: options.maxStarts, p_start_window_seconds: startWindowSeconds } : {};
      const { data, error, status } = await db
        .rpc('claim_live_session', {
          p_profile_id: profileId,
          p_max: options.maxPerUser,
          p_ttl_seconds: ttlSeconds,
          p_purpose: purpose,
          ...(authSessionId ? { p_auth_session_id: authSessionId } : {}),
          ...starts,
          ...(resume ? { p_resume_history_id: resume.historyId, p_resume_window_seconds: resume.windowSeconds } : {}),
          ...(options.serverId ? { p_server_id: options.serverId, p_server_dead_seconds: (options.serverDeadMs ?? 3_000) / 1000 } : {}),
          ...(waitIfHeld ? { p_wait_if_held: true } : {}),
        })
        .abortSignal(signal());
      if (error) throw fail('claim_live_session', error, status);
      const row = data?.[0];
      if (!row) throw new ProviderError('claim_live_session returned no row', { retryable: false });
      if (row.status === 'active' && row.live_session_id) return { status: 'active', leaseId: row.live_session_id };
      if (row.status === 'full') return { status: 'full', active: Number(row.active) };
      if (row.status === 'rate_limited') return { status: 'rate_limited' };
      if (row.status === 'held') return { status: 'held' };
      const denial = ACCESS_DENIALS.find((d) => d === row.status);
      if (denial) return { status: denial } satisfies ClaimResult;
      throw new ProviderError(`claim_live_session returned status ${row.status}`, { retryable: false });
    },
    async renew(h) {
      const { data, error, status } = await db
        .rpc('renew_live_session', {
          p_live_session_id: h.leaseId,
          p_profile_id: h.profileId,
          p_ttl_seconds: ttlSeconds,
          ...(h.authSessionId ? { p_auth_session_id: h.authSessionId } : {}),
          ...(h.usageLogId ? { p_usage_log_id: Number(h.usageLogId) } : {}),
          ...(h.historyId ? { p_history_id: h.historyId } : {}),
        })
        .abortSignal(signal());
      if (error) throw fail('renew_live_session', error, status);
      const renewed = RENEW_STATUSES.find((s) => s === data);
      if (!renewed) throw new ProviderError('renew_live_session returned no status', { retryable: false });
      return renewed;
    },
    async beat() {
      if (!options.serverId) return;
      const { error, status } = await db.rpc('ws_server_heartbeat', { p_server_id: options.serverId }).abortSignal(signal());
      if (error) throw fail('ws_server_heartbeat', error, status);
    },
    async release(leaseId) {
      const { error, status } = await db.rpc('release_live_session', { p_live_session_id: leaseId }).abortSignal(signal());
      if (error) throw fail('release_live_session', error, status);
    },
    async sweepOrphanedUsage() {
      const { data, error, status } = await db.rpc('sweep_orphaned_usage', { p_stale_seconds: ttlSeconds }).abortSignal(signal());
      if (error) throw fail('sweep_orphaned_usage', error, status);
      return Number(data ?? 0);
    },
    async sweepSessionStarts() {
      const { data, error, status } = await db.rpc('sweep_session_starts', { p_window_seconds: startWindowSeconds }).abortSignal(signal());
      if (error) throw fail('sweep_session_starts', error, status);
      return Number(data ?? 0);
    },
  };
}
