// Draining the sessions of a ws-server that is about to stop (SIGTERM in a rolling deploy):
// each session is told to move and closed with 1012 once it has ended here, and the server
// waits until its sockets are gone or the timeout passes, whichever comes first. What is left
// at the timeout (a client that never finished the closing handshake, a session whose database
// writes hang) is for the caller's close() to cut.
import type { SessionConnection } from './session/session-connection';

export type DrainOutcome = 'empty' | 'timeout';

/** How often the sockets are counted while waiting: a drain takes seconds, so this costs nothing. */
const POLL_MS = 50;

export async function drainSessions(o: {
  sessions: Iterable<Pick<SessionConnection, 'drain'>>;
  /** Sockets and sessions still here: the drain is over when this reaches 0. */
  remaining(): number;
  timeoutMs: number;
}): Promise<DrainOutcome> {
  for (const session of o.sessions) void session.drain();
  let timer: NodeJS.Timeout | undefined;
  let poll: NodeJS.Timeout | undefined;
  try {
    return await new Promise<DrainOutcome>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), o.timeoutMs);
      const check = () => (o.remaining() === 0 ? resolve('empty') : (poll = setTimeout(check, POLL_MS)));
      check();
    });
  } finally {
    clearTimeout(timer);
    clearTimeout(poll);
  }
}
