// What the ws-server asks the database about second screens: whether a phone's credential may
// view (and whose sessions), which of the phones it holds still may, and which users with live
// sessions here have one. Service role, through the SQL functions, with a timeout on each call.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../lib/supabase/database';
import { ProviderError } from '../../lib/retry/provider-error';

/** Why a device may not view; `revoked` carries the reason it was ended. */
export type DeviceStatus = 'active' | 'unknown' | 'revoked' | 'expired' | 'signed_out' | 'banned' | 'account_deleted';
export type RevokedReason = 'unpaired' | 'signed_out' | 'password_changed' | 'account_deleted';

export type ViewCheck = { status: 'active'; deviceId: string; userId: string; expiresAt: Date } | { status: Exclude<DeviceStatus, 'active'>; revokedReason?: RevokedReason };

export interface DeviceStore {
  /** The device whose credential hashes to `tokenHash`. */
  view(tokenHash: string): Promise<ViewCheck>;
  /** The status of each device (a device that is gone is absent). */
  statuses(deviceIds: readonly string[]): Promise<Map<string, { status: DeviceStatus; revokedReason?: RevokedReason }>>;
  /** Those of `userIds` with at least one device that may view. */
  pairedUsers(userIds: readonly string[]): Promise<Set<string>>;
}

const STATUSES: readonly DeviceStatus[] = ['active', 'unknown', 'revoked', 'expired', 'signed_out', 'banned', 'account_deleted'];
const REASONS: readonly RevokedReason[] = ['unpaired', 'signed_out', 'password_changed', 'account_deleted'];
/** The functions take at most this many ids at once. */
const BATCH = 1_000;

const statusOf = (s: string): DeviceStatus => STATUSES.find((x) => x === s) ?? 'unknown';
const reasonOf = (r: string | null): RevokedReason | undefined => REASONS.find((x) => x === r);

export function createSupabaseDeviceStore(db: SupabaseClient<Database>, timeoutMs = 5_000): DeviceStore {
  const signal = () => AbortSignal.timeout(timeoutMs);
  const fail = (fn: string, error: { code?: string; message: string }) => new ProviderError(`${fn} failed: ${error.code ?? ''} ${error.message}`.trim());
  const batches = <T>(ids: readonly T[]) => Array.from({ length: Math.ceil(ids.length / BATCH) }, (_, i) => ids.slice(i * BATCH, (i + 1) * BATCH));
  return {
    async view(tokenHash) {
      const { data, error } = await db.rpc('view_second_screen_device', { p_token_hash: tokenHash }).abortSignal(signal());
      if (error) throw fail('view_second_screen_device', error);
      const row = data?.[0];
      if (!row) throw new ProviderError('view_second_screen_device returned no row', { retryable: false });
      const status = statusOf(row.status);
      if (status === 'active') return { status, deviceId: row.device_id, userId: row.profile_id, expiresAt: new Date(row.expires_at) };
      return { status, ...(reasonOf(row.revoked_reason) ? { revokedReason: reasonOf(row.revoked_reason) } : {}) };
    },
    async statuses(deviceIds) {
      const found = new Map<string, { status: DeviceStatus; revokedReason?: RevokedReason }>();
      for (const ids of batches(deviceIds)) {
        const { data, error } = await db.rpc('second_screen_devices_status', { p_device_ids: [...ids] }).abortSignal(signal());
        if (error) throw fail('second_screen_devices_status', error);
        for (const row of data ?? []) found.set(row.device_id, { status: statusOf(row.status), revokedReason: reasonOf(row.revoked_reason) });
      }
      return found;
    },
    async pairedUsers(userIds) {
      const paired = new Set<string>();
      for (const ids of batches(userIds)) {
        const { data, error } = await db.rpc('second_screen_paired_users', { p_profile_ids: [...ids] }).abortSignal(signal());
        if (error) throw fail('second_screen_paired_users', error);
        for (const row of data ?? []) paired.add(row.profile_id);
      }
      return paired;
    },
  };
}
