import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { WebSocket, WebSocketServer } from 'ws';
import { header } from '../http';
import { TokenRefused, verifyCredential, type Credential } from './credential';
import type { Serializer } from './messages';
import { xHeaders } from './request-headers';
import { serializerFor } from './serializer';

/** Refuses an upgrade with a JSON body, as hosted Realtime's socket error handler answers. */
function refuseUpgrade(socket: Duplex, status: number, error: string): void {
  const body = JSON.stringify({ error });
  const reason = { 401: 'Unauthorized', 403: 'Forbidden', 429: 'Too Many Requests' }[status] ?? 'Error';
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}

/** The apikey's credential, with the upgrade's answer for each way it can be wrong (hosted's error_response). */
function tenantCredential(apikey: string | undefined, nowSeconds: number): Credential | { status: number; error: string } {
  if (!apikey) return { status: 401, error: 'API key is missing' };
  try {
    return verifyCredential(apikey, nowSeconds);
  } catch (err) {
    if (!(err instanceof TokenRefused)) throw err;
    if (err.code === 'JwtSignatureError') return { status: 401, error: 'Failed to validate JWT signature' };
    if (err.code === 'MalformedJWT') return { status: 401, error: 'The token provided is not a valid JWT' };
    if (err.message.startsWith('Token has expired')) return { status: 401, error: 'Token has expired' };
    return { status: 401, error: err.message };
  }
}

export interface AcceptedSocket {
  serializer: Serializer;
  tenant: Credential;
  headers: Record<string, string>;
}

/**
 * `GET /realtime/v1/websocket?apikey=…&vsn=…`: checks what hosted Realtime's UserSocket.connect
 * checks (the protocol version, the apikey, here an `x-api-key` header first, and the number
 * of open sockets) and completes the upgrade, or answers with hosted's status and message.
 */
export function acceptSocket(
  wss: WebSocketServer,
  req: IncomingMessage,
  socket: Duplex,
  head: Buffer,
  opts: { url: URL; nowSeconds: number; openSockets: number; maxConnections: number },
  accepted: (ws: WebSocket, socket: AcceptedSocket) => void,
): void {
  const vsn = opts.url.searchParams.get('vsn');
  const serializer = serializerFor(vsn);
  if (!serializer) {
    return refuseUpgrade(socket, 403, `The client's requested transport version "${String(vsn).slice(0, 20)}" does not match server's version requirements of "~> 1.0.0", "~> 2.0.0"`);
  }
  const tenant = tenantCredential(header(req, 'x-api-key') ?? opts.url.searchParams.get('apikey') ?? undefined, opts.nowSeconds);
  if ('status' in tenant) return refuseUpgrade(socket, tenant.status, tenant.error);
  if (opts.openSockets >= opts.maxConnections) return refuseUpgrade(socket, 429, 'Too many connected users');
  const headers = xHeaders(req);
  wss.handleUpgrade(req, socket, head, (ws) => accepted(ws, { serializer, tenant, headers }));
}
