/**
 * When the interview socket closes: reconnect or give up (docs/protocol.md close codes), and
 * how long to wait. The question list lives in the reducer, not in the socket, so a
 * reconnect resumes with everything the user already saw.
 */
import { CLOSE_CODES, type ErrorCode } from '@/lib/protocol';
import { backoffDelay } from '@/lib/retry/backoff-delay';
import type { RetryOptions } from '@/lib/retry/retry-options';

export type CloseOutcome =
  | { action: 'reconnect' }
  | { action: 'stop'; reason: 'credit_limit' | 'not_authenticated' | 'protocol' | 'normal' | 'rate_limited' };

/** 500 ms, 1 s, 2 s … capped at 8 s, each ±25 % so a server restart is not met by every client at once. */
const RECONNECT_RETRY: RetryOptions = { maxRetries: 6, initialDelayMs: 500, maxDelayMs: 8_000, multiplier: 2, jitter: 0.25 };
export const MAX_RECONNECT_ATTEMPTS = RECONNECT_RETRY.maxRetries;
/** A refused token gets one more try with a freshly refreshed one. */
const MAX_AUTH_RETRIES = 1;

/** `lastError`: the code of the last error the server sent on this connection, which may say why it closed. */
export function closeOutcome(code: number, authRetries: number, lastError?: ErrorCode): CloseOutcome {
  // Too many sessions started lately: every reconnect would be another start, refused the same way.
  if (lastError === 'session_rate_limited') return { action: 'stop', reason: 'rate_limited' };
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

/** The wait before reconnect number `attempt` (0 for the first). */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  return backoffDelay(RECONNECT_RETRY, attempt, random);
}
