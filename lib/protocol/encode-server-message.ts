// The one way a server message becomes a text frame. The type admits only messages the
// client's schemas know, so nothing the server sends is silently dropped on the other end.
import type { ServerMessage } from './server-messages';

export function encodeServerMessage(message: ServerMessage): string {
  return JSON.stringify(message);
}
