import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { EmulatorContext } from '../context';
import type { RouteHandler } from '../http';
import { acceptSocket } from './accept-socket';
import type { RealtimeDeps } from './channel-host';
import { ChannelRegistry } from './channel-registry';
import { maxFrameBytes, resolveRealtimeLimits, type RealtimeLimits } from './limits';
import { RealtimeSocket } from './realtime-socket';
import { createRestBroadcast } from './rest-broadcast';

/** The path realtime-js opens: `${SUPABASE_URL}/realtime/v1` + Phoenix's `/websocket`. */
export const REALTIME_SOCKET_PATH = '/realtime/v1/websocket';

export interface RealtimeService {
  /** The REST endpoints under /realtime/v1 (broadcast). */
  handler: RouteHandler;
  /** An HTTP upgrade to REALTIME_SOCKET_PATH. */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer, url: URL): void;
  /** Open sockets, topics with subscribers, and subscriptions (tests and benches read these). */
  stats(): { sockets: number; topics: number; subscriptions: number };
  readonly limits: RealtimeLimits;
  /** Ends every socket. */
  close(): void;
}

/**
 * The embedded Supabase Realtime: the Phoenix WebSocket protocol realtime-js speaks (channels,
 * broadcast with self and ack, private channels authorised by row-level security on
 * realtime.messages, token refresh and expiry, the heartbeat) and the REST broadcast endpoints.
 * One process, so fan-out is in memory; presence and postgres_changes are not emulated.
 */
export function createRealtimeService(context: EmulatorContext, overrides: Partial<RealtimeLimits> = {}): RealtimeService {
  const limits = resolveRealtimeLimits(overrides);
  const registry = new ChannelRegistry();
  const deps: RealtimeDeps = { db: context.db, registry, limits, now: context.now };
  const sockets = new Set<RealtimeSocket>();
  // No compression: hosted Realtime offers none, and deflating every frame of a fan-out costs more than it saves on loopback.
  const wss = new WebSocketServer({ noServer: true, maxPayload: maxFrameBytes(limits), perMessageDeflate: false, clientTracking: false });
  const rest = createRestBroadcast(deps);

  return {
    handler: rest,
    limits,
    upgrade(req, socket, head, url) {
      const opts = { url, nowSeconds: Math.floor(context.now() / 1000), openSockets: sockets.size, maxConnections: limits.maxConnections };
      acceptSocket(wss, req, socket, head, opts, (ws, accepted) => {
        const s = new RealtimeSocket(ws, deps, accepted.serializer, accepted.tenant, accepted.headers, (closed) => sockets.delete(closed));
        sockets.add(s);
      });
    },
    stats: () => ({ sockets: sockets.size, ...registry.stats() }),
    close() {
      for (const s of [...sockets]) s.terminate();
      wss.close();
    },
  };
}
