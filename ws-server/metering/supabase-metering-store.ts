// Metering through the SQL functions, with the service role, over PostgREST: the same code runs
// on the emulator and on hosted Supabase. Every call has a timeout.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { MeteringStore, UsageCharge } from './metering-store';

interface ChargeRow {
  credit_used: number | string;
  credits: number | string;
  limit_reached: boolean;
  expire_msg: string | null;
}

export function createSupabaseMeteringStore(db: SupabaseClient, timeoutMs = 10_000): MeteringStore {
  const rpc = async <T>(fn: string, args: Record<string, unknown>): Promise<T> => {
    const { data, error } = await db.rpc(fn, args).abortSignal(AbortSignal.timeout(timeoutMs));
    if (error) throw new Error(`${fn} failed: ${error.code ?? ''} ${error.message}`.trim());
    const row = Array.isArray(data) ? data[0] : data;
    if (!row) throw new Error(`${fn} returned no row`);
    return row as T;
  };
  const toCharge = (r: ChargeRow): UsageCharge => ({
    used: Number(r.credit_used),
    limit: Number(r.credits),
    limitReached: Boolean(r.limit_reached),
    expireMsg: r.expire_msg ?? '',
  });

  return {
    async start(profileId, source) {
      const r = await rpc<ChargeRow & { usage_log_id: number | string | null; allowed: boolean }>('start_usage', { p_profile_id: profileId, p_source: source });
      return {
        allowed: Boolean(r.allowed),
        usageLogId: r.usage_log_id === null || r.usage_log_id === undefined ? undefined : String(r.usage_log_id),
        used: Number(r.credit_used),
        limit: Number(r.credits),
        expireMsg: r.expire_msg ?? '',
      };
    },
    async charge(usageLogId, seconds) {
      return toCharge(await rpc<ChargeRow>('charge_usage', { p_usage_log_id: usageLogId, p_seconds: seconds }));
    },
    async end(usageLogId, seconds) {
      return toCharge(await rpc<ChargeRow>('end_usage', { p_usage_log_id: usageLogId, p_seconds: seconds }));
    },
    async chargedSeconds(usageLogId) {
      const { data, error } = await db
        .from('usage_logs')
        .select('charged_seconds')
        .eq('id', usageLogId)
        .abortSignal(AbortSignal.timeout(timeoutMs))
        .single();
      if (error || !data) throw new Error(`usage_logs read failed: ${error?.message ?? 'no row'}`);
      return Number((data as { charged_seconds: number | string }).charged_seconds);
    },
  };
}
