import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { isRecord } from '@/lib/is-record';

/**
 * Makes the Next.js server append each request's peer address to X-Forwarded-For, as a proxy
 * does, so route handlers (which see headers, never the socket) can tell the peer from what the
 * client wrote: see lib/logging/client-ip.ts for the rule that reads the header.
 *
 * Node publishes `http.server.request.start` for every request on every HTTP server of the
 * process, before the server's own request listener runs, so the header is in place before
 * Next.js reads it (and its own `??=` then leaves it as it is). The one gap: in production
 * Next.js runs instrumentation's register() while handling the first request, after that
 * request was published, so the first request after a start goes through unchanged.
 */
declare global {
  /** Removes appendPeerAddress()'s hook; set while it is installed (one per process). */
  var cuecardUninstallPeerAddress: (() => void) | undefined;
}

function onRequestStart(message: unknown): void {
  if (!isRecord(message) || !(message.request instanceof IncomingMessage) || !(message.socket instanceof Socket)) return;
  const { request, socket } = message;
  const peer = socket.remoteAddress;
  if (!peer) return;
  const sent = request.headers['x-forwarded-for'];
  request.headers['x-forwarded-for'] = sent ? `${Array.isArray(sent) ? sent.join(', ') : sent}, ${peer}` : peer;
}

/** Installs the hook once per process; the function returned removes it (for tests). */
export function appendPeerAddress(): () => void {
  // On globalThis: a second copy of this module (Next.js bundles per entry) must not append twice.
  if (globalThis.cuecardUninstallPeerAddress) return globalThis.cuecardUninstallPeerAddress;
  subscribe('http.server.request.start', onRequestStart);
  const uninstall = () => {
    unsubscribe('http.server.request.start', onRequestStart);
    globalThis.cuecardUninstallPeerAddress = undefined;
  };
  globalThis.cuecardUninstallPeerAddress = uninstall;
  return uninstall;
}
