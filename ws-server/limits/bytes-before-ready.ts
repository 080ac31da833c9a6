// A socket may send only a little before its session is ready: the hello (at most one text
// message's worth) and a few small messages besides. The count runs on the raw socket's bytes,
// as they arrive, so a socket that starts a multi-megabyte message before authenticating is cut
// off at the cap rather than having the message buffered whole first (ws buffers a message up
// to its transport limit, which is sized for a ready session's screen questions).
import type { Duplex } from 'node:stream';
import type { MessageSizeLimits } from './message-size';

/** What a socket may send before `ready`: one text message at its limit, and 64 KiB besides. */
export function maxBytesBeforeReady(limits: MessageSizeLimits): number {
  return limits.maxTextBytes + 64 * 1024;
}

/** Counts the socket's bytes until the returned function is called; past `maxBytes`, `onExceeded` once. */
export function capBytesBeforeReady(socket: Duplex, maxBytes: number, onExceeded: (received: number) => void): () => void {
  let received = 0;
  const onData = (chunk: Buffer) => {
    received += chunk.length;
    if (received <= maxBytes) return;
    socket.off('data', onData);
    onExceeded(received);
  };
  socket.on('data', onData);
  return () => socket.off('data', onData);
}
