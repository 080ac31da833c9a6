// Which users with a live session on this process have a paired device that may view: only
// theirs are published to Realtime (hosted Realtime counts every broadcast against a quota, and
// most candidates pair nothing). Refreshed for one user when the web app says their devices
// changed (devices_changed, on the channel every ws-server follows), and for every watched user
// each `recheckMs` in one query, behind the broadcasts (a device that expired, a broadcast lost
// while a socket reconnected).
import { toError } from '../../lib/errors/to-error';
import { writeLog } from '../../lib/logging/write-log';
import { DEVICES_TOPIC, parseRealtimeEvent } from '../../lib/protocol/second-screen';
import type { DeviceStore } from './device-store';
import type { HubTopic, RealtimeHub } from './realtime-hub';

export type PairedListener = (paired: boolean) => void;

export interface PairedUsers {
  /** Tells `listener` whether the user has a device once known, then at each change; returns what stops it. */
  watch(userId: string, listener: PairedListener): () => void;
  close(): void;
}

export function createPairedUsers(o: { store: Pick<DeviceStore, 'pairedUsers'>; hub: RealtimeHub; recheckMs: number }): PairedUsers {
  const listeners = new Map<string, Set<PairedListener>>();
  const known = new Map<string, boolean>();
  let devices: HubTopic | undefined;
  let due = new Set<string>();
  let checking = false;

  const check = async (userIds: string[]) => {
    if (userIds.length === 0) return;
    let paired: Set<string>;
    try {
      paired = await o.store.pairedUsers(userIds);
    } catch (error) {
      // Nothing changes until the next check: a database hiccup neither starts nor stops a phone.
      writeLog('warn', 'second_screen_paired_check_failed', { users: userIds.length, error: toError(error).message });
      return;
    }
    for (const userId of userIds) {
      const watchers = listeners.get(userId);
      if (!watchers) continue;
      const now = paired.has(userId);
      if (known.get(userId) === now) continue;
      known.set(userId, now);
      for (const listener of watchers) listener(now);
    }
  };

  // Checks asked for in one turn of the event loop go as one query.
  const soon = (userId: string) => {
    due.add(userId);
    if (checking) return;
    checking = true;
    setImmediate(() => {
      const batch = [...due];
      due = new Set();
      checking = false;
      void check(batch);
    });
  };

  const timer = setInterval(() => void check([...listeners.keys()]), o.recheckMs);
  timer.unref();

  return {
    watch(userId, listener) {
      if (!devices) {
        devices = o.hub.join(DEVICES_TOPIC);
        devices.listen((event, payload) => {
          const changed = event === 'devices_changed' ? parseRealtimeEvent('devices_changed', payload) : undefined;
          if (changed && listeners.has(changed.user_id)) soon(changed.user_id);
        });
      }
      const watchers = listeners.get(userId) ?? new Set<PairedListener>();
      listeners.set(userId, watchers);
      watchers.add(listener);
      const state = known.get(userId);
      if (state === undefined) soon(userId);
      else queueMicrotask(() => watchers.has(listener) && listener(state));
      return () => {
        watchers.delete(listener);
        if (watchers.size > 0) return;
        listeners.delete(userId);
        known.delete(userId);
      };
    },
    close() {
      clearInterval(timer);
      devices?.release();
      listeners.clear();
    },
  };
}
