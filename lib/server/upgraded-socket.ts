import type { Duplex } from 'node:stream';

/**
 * Node takes the HTTP server's error listener off a socket it hands to an `upgrade` listener.
 * A client that resets while it is refused or still being answered (a 503 during an outage, a
 * 404, a handshake cut short) would then throw ECONNRESET out of the process. A reset there is
 * the client's business: the socket is ended or destroyed either way.
 */
export function ignoreClientResets(socket: Duplex): void {
  socket.on('error', () => undefined);
}
