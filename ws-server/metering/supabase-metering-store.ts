// Metering through the SQL functions, with the service role, over PostgREST: the same code runs
// on the emulator and on hosted Supabase. Every call has a timeout.
import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../lib/supabase/database';
import { ProviderError } from '../../lib/retry/provider-error';
import { UsageRowEndedError, UsageRowGoneError, type MeteringStore, type UsageCharge } from './metering-store';

type ChargeRow = Database['public']['Functions']['charge_usage']['Returns'][number];

/** The one row a metering function returns (they return a table), or why there is none. */
function firstRow<T>(fn: string, { data, error, status }: { data: T[] | null; error: PostgrestError | null; status: number }): T {
  if (error) throw new ProviderError(`${fn} failed: ${error.code ?? ''} ${error.message}`.trim(), { status: httpStatus(status) });
  const row = data?.[0];
  if (!row) throw new ProviderError(`${fn} returned no row`, { retryable: false });
  return row;
}

export function createSupabaseMeteringStore(db: SupabaseClient<Database>, timeoutMs = 10_000): MeteringStore {
  const signal = () => AbortSignal.timeout(timeoutMs);
  const toCharge = (r: ChargeRow): UsageCharge => ({
    used: Number(r.credit_used),
    limit: Number(r.credits),
    limitReached: Boolean(r.limit_reached),
    expireMsg: r.expire_msg ?? '',
  });

  return {
    async start(profileId, source) {
      const r = firstRow('start_usage', await db.rpc('start_usage', { p_profile_id: profileId, p_source: source }).abortSignal(signal()));
      return {
        allowed: Boolean(r.allowed),
        // Null when refused: generated types cannot say that a returned column may be null.
        usageLogId: r.usage_log_id === null || r.usage_log_id === undefined ? undefined : String(r.usage_log_id),
        used: Number(r.credit_used),
        limit: Number(r.credits),
        expireMsg: r.expire_msg ?? '',
      };
    },
    async charge(usageLogId, seconds) {
      const reply = await db.rpc('charge_usage', { p_usage_log_id: Number(usageLogId), p_seconds: seconds }).abortSignal(signal());
      return toCharge(firstRow('charge_usage', gone(usageLogId, reply)));
    },
    async end(usageLogId, seconds) {
      const reply = await db.rpc('end_usage', { p_usage_log_id: Number(usageLogId), p_seconds: seconds }).abortSignal(signal());
      return toCharge(firstRow('end_usage', gone(usageLogId, reply)));
    },
    async chargedSeconds(usageLogId) {
      const { data, error, status } = await db
        .from('usage_logs')
        .select('charged_seconds')
        .eq('id', Number(usageLogId))
        .abortSignal(signal())
        .single();
      // PGRST116: no row, so the row was deleted with its user.
      if (error?.code === 'PGRST116') throw new UsageRowGoneError(usageLogId);
      if (error || !data) throw new ProviderError(`usage_logs read failed: ${error?.message ?? 'no row'}`, { status: httpStatus(status) });
      return Number(data.charged_seconds);
    },
  };
}

/** record_usage_seconds raises P0002 for a row that does not exist, and P0004 when asked to charge a row that has ended. */
function gone<T extends { error: PostgrestError | null }>(usageLogId: string, reply: T): T {
  if (reply.error?.code === 'P0002') throw new UsageRowGoneError(usageLogId);
  if (reply.error?.code === 'P0004') throw new UsageRowEndedError(usageLogId);
  return reply;
}

/** PostgREST reports 0 when no response came (network, timeout): then there is no status to judge by. */
const httpStatus = (status: number) => (status > 0 ? status : undefined);
