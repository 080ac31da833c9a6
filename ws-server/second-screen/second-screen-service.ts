// The second screen on one ws-server process: its Realtime sockets (the hub), which users with
// sessions here have a device, the phones it holds and their re-checks. Live sessions get its
// ports; phone sockets (/second-screen) are handed to it.
import type { Duplex } from 'node:stream';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { WebSocket } from 'ws';
import { writeLog } from '../../lib/logging/write-log';
import { PHONE_CLOSE_CODES } from '../../lib/protocol/second-screen';
import type { Database } from '../../lib/supabase/database';
import { capBytesBeforeReady } from '../limits/bytes-before-ready';
import { createSupabaseDeviceStore, type DeviceStore } from './device-store';
import { createPairedUsers } from './paired-users';
import { createRealtimeHub, type RealtimeHub } from './realtime-hub';
import type { SecondScreenPorts } from './second-screen-ports';
import { ViewerConnection } from './viewer-connection';
import { ViewerRegistry } from './viewer-registry';

export interface SecondScreenOptions {
  /** Realtime for the fan-out; by default service-role sockets to config.supabaseUrl. */
  hub?: RealtimeHub;
  devices?: DeviceStore;
}

export interface SecondScreenService {
  ports: SecondScreenPorts;
  /** A phone's socket, after the upgrade; `admitted` once it has viewed or gone. */
  accept(ws: WebSocket, socket: Duplex, admitted: () => void): void;
  viewers(): number;
  /** A deploy: every phone is told to reconnect (to another server) at once. */
  drain(): void;
  close(): Promise<void>;
}

/** A phone may send only its view message's worth before it is viewing. */
const MAX_BYTES_BEFORE_VIEW = 4 * 1024;

export function createSecondScreenService(
  config: { supabaseUrl: string; supabaseSecretKey: string; secondScreenBatchMs: number; secondScreenRecheckMs: number; secondScreenChannelsPerSocket: number; helloTimeoutMs: number },
  supabase: SupabaseClient<Database>,
  now: () => number,
  options: SecondScreenOptions = {},
): SecondScreenService {
  const hub =
    options.hub ??
    createRealtimeHub({
      connect: () => createClient(config.supabaseUrl, config.supabaseSecretKey, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } }).realtime,
      channelsPerSocket: config.secondScreenChannelsPerSocket,
    });
  const devices = options.devices ?? createSupabaseDeviceStore(supabase);
  const paired = createPairedUsers({ store: devices, hub, recheckMs: config.secondScreenRecheckMs });
  const registry = new ViewerRegistry({ store: devices, recheckMs: config.secondScreenRecheckMs });
  const open = new Set<ViewerConnection>();
  const deps = { devices, hub, registry, viewTimeoutMs: config.helloTimeoutMs, snapshotWaitMs: 1_500, now };
  return {
    ports: { hub, paired, batchMs: config.secondScreenBatchMs },
    accept(ws, socket, admitted) {
      const lift = capBytesBeforeReady(socket, MAX_BYTES_BEFORE_VIEW, (received) => {
        writeLog('info', 'second_screen_too_much_before_view', { bytes: received });
        ws.terminate();
      });
      const viewer = new ViewerConnection(ws, deps, () => {
        lift();
        admitted();
      });
      open.add(viewer);
      void viewer.done.then(() => open.delete(viewer));
    },
    viewers: () => open.size,
    drain() {
      for (const viewer of open) void viewer.shutdown(PHONE_CLOSE_CODES.serviceRestart);
    },
    async close() {
      await Promise.all([...open].map((v) => v.shutdown()));
      registry.close();
      paired.close();
      await hub.close();
    },
  };
}
