// How a model's answer is retried: once, when the first attempt fails before any text in a way
// worth repeating (a 408, 429 or 5xx, or no response), after the provider's Retry-After when
// it gave a short one, else a second. Text already streamed is never asked for again: the
// candidate would read it twice. The caller hears of the first failure at once (onRetry), so
// it can show the offline answer while the second attempt runs.
import { setTimeout as sleep } from 'node:timers/promises';
import { APICallError } from 'ai';
import { backoffDelay } from '../../lib/retry/backoff-delay';
import { isRetryableError } from '../../lib/retry/is-retryable-error';
import { ProviderError } from '../../lib/retry/provider-error';
import { retryAfterMs } from '../../lib/retry/retry-after-ms';
import type { RetryOptions } from '../../lib/retry/retry-options';

/** One retry, a second after the first attempt or after the endpoint's Retry-After (at most 10 s). */
export const ANSWER_RETRY: RetryOptions = { maxRetries: 1, initialDelayMs: 1000, maxDelayMs: 10_000, multiplier: 1, jitter: 0 };

/** Runs `attempt` again (as ANSWER_RETRY says) when it throws before yielding anything; ends quietly when `signal` aborts. */
export async function* retryBeforeText(attempt: () => AsyncIterable<string>, signal: AbortSignal, onRetry?: (error: unknown) => void): AsyncGenerator<string> {
  for (let retry = 0; ; retry++) {
    let streamed = false;
    try {
      for await (const text of attempt()) {
        streamed = true;
        yield text;
      }
      return;
    } catch (error) {
      if (signal.aborted) return;
      if (streamed || retry >= ANSWER_RETRY.maxRetries || !isRetryableError(error)) throw error;
      onRetry?.(error);
      const waited = await sleep(waitBeforeRetry(error, retry), true, { signal }).catch(() => false);
      if (!waited) return;
    }
  }
}

function waitBeforeRetry(error: unknown, retry: number): number {
  const asked = error instanceof ProviderError ? error.retryAfterMs : APICallError.isInstance(error) ? retryAfterMs((name) => error.responseHeaders?.[name]) : undefined;
  return asked === undefined ? backoffDelay(ANSWER_RETRY, retry) : Math.min(asked, ANSWER_RETRY.maxDelayMs);
}
