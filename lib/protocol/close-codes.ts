// How the server ends a session. The client decides from the code alone whether to reconnect
// (1001; 1012 at once), sign in again (4401) or stop, so a code's meaning never changes once shipped.

export const CLOSE_CODES = {
  goingAway: 1001,
  internal: 1011,
  /** The server is draining for a restart: reconnect at once (another server carries the session on). */
  serviceRestart: 1012,
  notAuthenticated: 4401,
  creditLimit: 4402,
  helloTimeout: 4408,
  tooLarge: 4413,
  tooFast: 4429,
} as const;

export type CloseCode = (typeof CLOSE_CODES)[keyof typeof CLOSE_CODES];
