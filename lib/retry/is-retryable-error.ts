import { APICallError } from 'ai';
import { ProviderError } from './provider-error';

/**
 * Whether repeating the call that threw `error` may succeed. Only errors that say so count:
 * our ProviderError, and the AI SDK's APICallError (its own isRetryable, which follows the
 * status). Anything else (a bug, an abort, the SDK's RetryError after its retries ran out)
 * is not retried.
 */
export function isRetryableError(error: unknown): boolean {
  if (error instanceof ProviderError) return error.retryable;
  if (APICallError.isInstance(error)) return error.isRetryable;
  return false;
}
