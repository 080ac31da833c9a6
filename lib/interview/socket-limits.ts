// How much the interview socket keeps and how long it waits, on its own while it reconnects.

/**
 * Frames kept while (re)connecting, sent at once when the connection is ready: 1 s of audio.
 * The server lets a client run at most 2 s ahead of real time (per channel), and audio sent
 * at real time afterwards never wins that lead back, so a larger flush would leave a session
 * that a short stall of the browser closes with 4429.
 */
export const MAX_BUFFERED_FRAMES = 10;
/**
 * After `server_draining` the server ends the session and closes the socket; should the close
 * not come by then (a stalled server), the client closes it and moves on its own.
 */
export const DRAIN_CLOSE_WAIT_MS = 10_000;
