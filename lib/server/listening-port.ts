import type { AddressInfo } from 'node:net';

/**
 * The TCP port a listening server is bound to (what `listen(0)` picked). A server listening
 * on a pipe, or not yet listening, has none: that fails here rather than as an undefined port.
 */
export function listeningPort(server: { address(): AddressInfo | string | null }): number {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error(`server is not listening on a TCP port (address: ${String(address)})`);
  return address.port;
}
