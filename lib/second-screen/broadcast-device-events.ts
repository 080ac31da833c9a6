import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { toError } from '@/lib/errors/to-error';
import { writeLog } from '@/lib/logging/write-log';
import { DEVICES_TOPIC, userTopic, type RealtimeEventPayload } from '@/lib/protocol/second-screen';
import type { Database } from '@/lib/supabase/database';

type DeviceEvent = { event: 'device_revoked'; payload: RealtimeEventPayload<'device_revoked'> } | { event: 'devices_changed'; payload: RealtimeEventPayload<'devices_changed'> };

/**
 * Tells the ws-servers, through Realtime's REST broadcast (the web app holds no socket), that a
 * user's devices changed: `device_revoked` on the user's own channel closes those phones where
 * they are connected; `devices_changed` on the channel every ws-server follows makes the
 * process holding the user's session start or stop publishing. A broadcast that fails is
 * logged and not retried: the ws-servers re-check their devices every few seconds anyway.
 */
export async function broadcastDeviceEvents(admin: SupabaseClient<Database>, userId: string, revoked?: RealtimeEventPayload<'device_revoked'>): Promise<void> {
  const events: { topic: string; message: DeviceEvent }[] = [{ topic: DEVICES_TOPIC, message: { event: 'devices_changed', payload: { user_id: userId } } }];
  if (revoked && revoked.device_ids.length > 0) events.unshift({ topic: userTopic(userId), message: { event: 'device_revoked', payload: revoked } });
  await Promise.all(
    events.map(async ({ topic, message }) => {
      const channel = admin.channel(topic, { config: { private: true } });
      try {
        await channel.httpSend(message.event, message.payload);
      } catch (err) {
        writeLog('warn', 'second screen broadcast failed', { user_id: userId, event: message.event, error: toError(err).message });
      } finally {
        await admin.removeChannel(channel);
      }
    }),
  );
}
