import { APICallError, RetryError } from 'ai';
import { ProviderError } from './provider-error';

/**
 * The HTTP status a provider answered with: from our ProviderError or the AI SDK's
 * APICallError, also once the SDK gave up retrying it (RetryError) or another error wraps it
 * as its cause. Undefined when no response came.
 */
export function httpStatusOf(error: unknown, depth = 0): number | undefined {
  if (error instanceof ProviderError) return error.status;
  if (APICallError.isInstance(error)) return error.statusCode;
  if (depth >= 4) return undefined;
  if (RetryError.isInstance(error)) return httpStatusOf(error.lastError, depth + 1);
  if (error instanceof Error && error.cause !== undefined) return httpStatusOf(error.cause, depth + 1);
  return undefined;
}
