// The errors sent just before a close (codes from protocol.ts), in words a user can read;
// SPEC.md §8 has no catalogue entries for the socket, so these are our own.
import type { ErrorCode } from '../protocol';

export { CLOSE_CODES as CLOSE } from '../protocol';

type Err = { code: ErrorCode; message: string };

export const ERRORS = {
  unauthenticated: { code: 'not_authenticated', message: 'Your session has expired or is invalid. Please sign in again.' },
  noProfile: { code: 'not_authenticated', message: 'No profile was found for this account. Please sign in again.' },
  helloRequired: { code: 'not_authenticated', message: 'The first message must be hello with an access token.' },
  helloTimeout: { code: 'hello_timeout', message: 'No hello message arrived in time.' },
  authUnavailable: { code: 'internal', message: 'Sign-in could not be checked right now. Please try again.' },
  internal: { code: 'internal', message: 'Something went wrong on our side. Please try again.' },
  // protocol.ts has no code of its own for this; too_fast with 4429 is the nearest.
  tooManySessions: { code: 'too_fast', message: 'Too many interview sessions are open for this account. Close one and try again.' },
  tooLarge: { code: 'too_large', message: 'A message was larger than allowed.' },
  tooFast: { code: 'too_fast', message: 'Messages arrived faster than allowed.' },
} satisfies Record<string, Err>;
