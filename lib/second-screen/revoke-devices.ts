import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { ApiError } from '@/lib/api/api-error';
import type { RealtimeEventPayload } from '@/lib/protocol/second-screen';
import type { Database } from '@/lib/supabase/database';
import { broadcastDeviceEvents } from './broadcast-device-events';

type Reason = RealtimeEventPayload<'device_revoked'>['reason'];

/**
 * Ends pairings and closes the phones now: the rows are revoked as the user (row-level security
 * decides which are theirs, so a device id of another user's revokes nothing), then the
 * ws-servers are told. `deviceId` absent: every device the user has paired.
 */
export async function revokeDevices(
  clients: { user: SupabaseClient<Database>; admin: SupabaseClient<Database> },
  userId: string,
  reason: Reason,
  deviceId?: string,
): Promise<string[]> {
  let update = clients.user.from('second_screen_device').update({ revoked_at: new Date().toISOString(), revoked_reason: reason }).is('revoked_at', null);
  update = deviceId ? update.eq('id', deviceId) : update.eq('profile_id', userId);
  const { data, error } = await update.select('id');
  if (error) throw error;
  const ids = (data ?? []).map((row) => row.id);
  if (deviceId && ids.length === 0) throw new ApiError('not_found', 'That device is not paired.');
  if (ids.length > 0) await broadcastDeviceEvents(clients.admin, userId, { device_ids: ids, reason });
  return ids;
}

/**
 * Account deletion: the devices go with the account (their rows cascade), so their ids are
 * read first and the phones are closed once `remove` has deleted it.
 */
export async function withPairedDevicesClosed<T extends { error: unknown }>(admin: SupabaseClient<Database>, userId: string, remove: () => Promise<T>): Promise<T> {
  const { data, error } = await admin.from('second_screen_device').select('id').eq('profile_id', userId).is('revoked_at', null).gt('expires_at', new Date().toISOString());
  if (error) throw error;
  const result = await remove();
  const ids = (data ?? []).map((row) => row.id);
  if (!result.error && ids.length > 0) await broadcastDeviceEvents(admin, userId, { device_ids: ids, reason: 'account_deleted' });
  return result;
}
