/**
 * When the interview socket closes: reconnect or give up (docs/protocol.md close codes), and
 * how long to wait. The question list lives in the reducer, not in the socket, so a
 * reconnect resumes with everything the user already saw.
 */
import { CLOSE_CODES } from '@/ws-server/protocol';

export type CloseOutcome =
  | { action: 'reconnect' }
  | { action: 'stop'; reason: 'credit_limit' | 'not_authenticated' | 'protocol' | 'normal' };

export const BACKOFF_BASE_MS = 500;
export const BACKOFF_MAX_MS = 8_000;
export const MAX_RECONNECT_ATTEMPTS = 6;
/** A refused token gets one more try with a freshly refreshed one. */
export const MAX_AUTH_RETRIES = 1;

export function closeOutcome(code: number, authRetries: number): CloseOutcome {
  switch (code) {
    case 1000:
      return { action: 'stop', reason: 'normal' };
    case CLOSE_CODES.creditLimit:
      return { action: 'stop', reason: 'credit_limit' };
    case CLOSE_CODES.notAuthenticated:
      return authRetries < MAX_AUTH_RETRIES ? { action: 'reconnect' } : { action: 'stop', reason: 'not_authenticated' };
    case CLOSE_CODES.helloTimeout:
    case CLOSE_CODES.tooLarge:
      // Our own bug: reconnecting would repeat it.
      return { action: 'stop', reason: 'protocol' };
    default:
      // 1001 going away, 1006 dropped, 1011 internal, 1012/1013 restart, 4429 too fast.
      return { action: 'reconnect' };
  }
}

/** Exponential backoff with ±25 % jitter: 500 ms, 1 s, 2 s … capped at 8 s. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** attempt);
  return Math.round(base * (0.75 + 0.5 * random()));
}
