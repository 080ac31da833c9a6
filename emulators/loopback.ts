import type { IncomingMessage } from 'node:http';

/** 127.0.0.0/8 and ::1, also in the IPv4-mapped form a dual-stack socket reports. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * Whether the request came from this machine. Judged by the socket's peer, never by a header
 * (Host or X-Forwarded-For are the client's to write).
 */
export function isLoopbackRequest(req: IncomingMessage): boolean {
  return isLoopbackAddress(req.socket.remoteAddress);
}
