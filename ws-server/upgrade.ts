// The HTTP upgrade: only /tab, /mic and /both (interview sessions) and /second-screen (a paired
// phone), only from allowed origins, nothing while shutting down,
// and only while the caps on not-yet-authenticated sockets leave room (503 when the server's
// are all taken, 429 when one address holds its share). Authentication happens after, in the
// session (the hello message), because browsers cannot set headers on a WebSocket request.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { WebSocket, WebSocketServer } from 'ws';
import { addressAtHops, forwardedFor } from '../lib/logging/client-ip';
import { writeLog } from '../lib/logging/write-log';
import { ignoreClientResets } from '../lib/server/upgraded-socket';
import type { PendingAdmission } from './limits/pending-connections';

export type AudioSource = 'tab' | 'mic';
/** What a socket carries, from its path: one channel, or both (tagged frames, docs/protocol.md). */
export type SocketSource = AudioSource | 'both';

export interface UpgradePolicy {
  allowedOrigins: Set<string>;
  anyOrigin: boolean;
  /** Production: a request without Origin is not a browser and is refused. */
  requireOrigin: boolean;
  /** Proxies of our own in front (TRUSTED_PROXY_HOPS): 0 counts the socket's peer, N the address the N-th proxy saw. */
  trustedProxyHops: number;
  isAccepting(): boolean;
  /** A slot for one more socket without a valid hello yet, from this address. */
  admitPending(ip: string): PendingAdmission;
}

export type UpgradeHandler = (req: IncomingMessage, socket: Duplex, head: Buffer) => void;

/** What an upgraded socket is: an interview session's audio source, or a phone paired as a second screen. */
export type SocketTarget = SocketSource | 'second-screen';

const PATHS: Record<string, SocketSource> = { '/tab': 'tab', '/mic': 'mic', '/both': 'both' };
const SECOND_SCREEN_PATH = '/second-screen';

const pathOf = (url: string | undefined) => new URL(url ?? '/', 'http://x').pathname.replace(/\/+$/, '');

export function sourceForPath(url: string | undefined): SocketSource | undefined {
  const path = pathOf(url);
  return Object.hasOwn(PATHS, path) ? PATHS[path] : undefined;
}

export function targetForPath(url: string | undefined): SocketTarget | undefined {
  return pathOf(url) === SECOND_SCREEN_PATH ? 'second-screen' : sourceForPath(url);
}

/**
 * Browsers always send Origin; a missing one is a non-browser client (a test script, a bench).
 * In production it is refused: the product's only client is the browser app.
 */
export function isOriginAllowed(origin: string | undefined, policy: Pick<UpgradePolicy, 'allowedOrigins' | 'anyOrigin'> & { requireOrigin?: boolean }): boolean {
  if (origin === undefined) return !policy.requireOrigin;
  if (policy.anyOrigin) return true;
  return policy.allowedOrigins.has(origin.replace(/\/+$/, ''));
}

export function createUpgradeHandler(
  wss: WebSocketServer,
  policy: UpgradePolicy,
  /** `authenticated` must be called once the socket has sent a valid hello (or has closed). */
  onSocket: (ws: WebSocket, target: SocketTarget, req: IncomingMessage, authenticated: () => void) => void,
): UpgradeHandler {
  return (req, socket, head) => {
    ignoreClientResets(socket);
    const target = targetForPath(req.url);
    if (!target) return reject(socket, 404, 'Not Found');
    if (!isOriginAllowed(req.headers.origin, policy)) {
      writeLog('warn', 'ws_origin_refused', { origin_length: req.headers.origin?.length ?? 0 });
      return reject(socket, 403, 'Forbidden');
    }
    if (!policy.isAccepting()) return reject(socket, 503, 'Service Unavailable');
    const admission = policy.admitPending(clientAddress(req, policy.trustedProxyHops));
    if (!admission.ok) {
      writeLog('warn', 'ws_pending_refused', { cap: admission.reason });
      return admission.reason === 'per_ip' ? reject(socket, 429, 'Too Many Requests') : reject(socket, 503, 'Service Unavailable');
    }
    // A handshake that fails never reaches onSocket: its slot is given back when the socket goes.
    socket.once('close', admission.release);
    wss.handleUpgrade(req, socket, head, (ws) => onSocket(ws, target, req, admission.release));
  };
}

/** The address pending sockets are counted by: the rule of lib/logging/client-ip.ts, the peer last in the chain. */
export function clientAddress(req: Pick<IncomingMessage, 'headers' | 'socket'>, trustedProxyHops: number): string {
  return addressAtHops([...forwardedFor(req.headers['x-forwarded-for']), req.socket.remoteAddress ?? 'unknown'], trustedProxyHops);
}

function reject(socket: Duplex, status: number, text: string): void {
  if (socket.writable) socket.write(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${text.length}\r\n\r\n${text}`);
  socket.destroy();
}
