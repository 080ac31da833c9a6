// The errors sent just before a close (codes from lib/protocol), in words a user can read;
// the product had no wording for socket errors, so these are our own.
import type { ErrorCode } from '../../lib/protocol';

export { CLOSE_CODES as CLOSE } from '../../lib/protocol';

type Err = { code: ErrorCode; message: string };

export const ERRORS = {
  unauthenticated: { code: 'not_authenticated', message: 'Your session has expired or is invalid. Please sign in again.' },
  noProfile: { code: 'not_authenticated', message: 'No profile was found for this account. Please sign in again.' },
  helloRequired: { code: 'not_authenticated', message: 'The first message must be hello with an access token.' },
  helloTimeout: { code: 'hello_timeout', message: 'No hello message arrived in time.' },
  authUnavailable: { code: 'internal', message: 'Sign-in could not be checked right now. Please try again.' },
  internal: { code: 'internal', message: 'Something went wrong on our side. Please try again.' },
  // The protocol has no code of its own for this; too_fast with 4429 is the nearest.
  tooManySessions: { code: 'too_fast', message: 'Too many interview sessions are open for this account. Close one and try again.' },
  sessionRateLimited: { code: 'session_rate_limited', message: 'Too many sessions were started on this account in the last few minutes. Wait a few minutes, then start again.' },
  // The usage row was closed under this socket (by the orphan sweeper after an outage, or by
  // another socket that carried the session on): it must not run unmetered, so it ends; the
  // client reconnects and either carries the session on or starts a new one, metered.
  sessionEnded: { code: 'session_ended', message: 'This session was ended on the server. Reconnecting…' },
  practiceOnMicOnly: { code: 'bad_message', message: 'Practice runs on /mic only: the candidate answers into the microphone.' },
  accountDeleted: { code: 'not_authenticated', message: 'This account no longer exists.' },
  banned: { code: 'not_authenticated', message: 'This account has been suspended.' },
  signedOut: { code: 'not_authenticated', message: 'You were signed out. Please sign in again.' },
  dataDeleted: { code: 'not_authenticated', message: 'Your interview data was deleted, so this session has ended.' },
  tokenExpired: { code: 'not_authenticated', message: 'Your sign-in has expired. Please sign in again.' },
  tokenRefused: { code: 'not_authenticated', message: 'The renewed sign-in could not be verified; this session ends when the current one expires.' },
  tokenOtherUser: { code: 'not_authenticated', message: 'A different account signed in, so this session has ended.' },
  tooLarge: { code: 'too_large', message: 'A message was larger than allowed.' },
  tooFast: { code: 'too_fast', message: 'Messages arrived faster than allowed.' },
  audioTooFast: { code: 'too_fast', message: 'Audio arrived faster than real time.' },
} satisfies Record<string, Err>;
