// The HTTP upgrade: only /tab and /mic, only from allowed origins, nothing while shutting down.
// Authentication happens after, in the session (the hello message), because browsers cannot
// set headers on a WebSocket request.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { WebSocket, WebSocketServer } from 'ws';
import { log } from './log';

export type AudioSource = 'tab' | 'mic';

export interface UpgradePolicy {
  allowedOrigins: Set<string>;
  anyOrigin: boolean;
  isAccepting(): boolean;
}

export type UpgradeHandler = (req: IncomingMessage, socket: Duplex, head: Buffer) => void;

const PATHS: Record<string, AudioSource> = { '/tab': 'tab', '/mic': 'mic' };

export function sourceForPath(url: string | undefined): AudioSource | undefined {
  const path = new URL(url ?? '/', 'http://x').pathname.replace(/\/+$/, '');
  return Object.hasOwn(PATHS, path) ? PATHS[path] : undefined;
}

/** Browsers always send Origin; a missing one is a non-browser client, which must still authenticate. */
export function isOriginAllowed(origin: string | undefined, policy: Pick<UpgradePolicy, 'allowedOrigins' | 'anyOrigin'>): boolean {
  if (origin === undefined || policy.anyOrigin) return true;
  return policy.allowedOrigins.has(origin.replace(/\/+$/, ''));
}

export function createUpgradeHandler(
  wss: WebSocketServer,
  policy: UpgradePolicy,
  onSocket: (ws: WebSocket, source: AudioSource, req: IncomingMessage) => void,
): UpgradeHandler {
  return (req, socket, head) => {
    socket.on('error', () => undefined); // a client resetting mid-handshake is not our error
    const source = sourceForPath(req.url);
    if (!source) return reject(socket, 404, 'Not Found');
    if (!isOriginAllowed(req.headers.origin, policy)) {
      log('warn', 'ws_origin_refused', { origin_length: req.headers.origin?.length ?? 0 });
      return reject(socket, 403, 'Forbidden');
    }
    if (!policy.isAccepting()) return reject(socket, 503, 'Service Unavailable');
    wss.handleUpgrade(req, socket, head, (ws) => onSocket(ws, source, req));
  };
}

function reject(socket: Duplex, status: number, text: string): void {
  if (socket.writable) socket.write(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${text.length}\r\n\r\n${text}`);
  socket.destroy();
}
