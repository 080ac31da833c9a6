import { AttemptTimeoutError } from './attempt-timeout-error';
import { backoffDelay } from './backoff-delay';
import { isRetryableError } from './is-retryable-error';
import { ProviderError } from './provider-error';
import type { RetryOptions } from './retry-options';

export interface RetryControl {
  /** Stops waiting and retrying; the attempt's own signal aborts with it. */
  signal?: AbortSignal;
  /** Which failures are worth another attempt; isRetryableError by default. */
  retryIf?: (error: unknown) => boolean;
  /** Called before each wait, for logs. */
  onRetry?: (error: unknown, retry: number, delayMs: number) => void;
  /** Injected by tests; resolves after `ms`, or rejects when `signal` aborts. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
}

/**
 * Runs `attempt` until it succeeds, fails in a way that is not worth repeating, or has been
 * retried `maxRetries` times; then throws its last error. Each attempt gets a signal that
 * aborts on the caller's signal or after `timeoutMs`, and an attempt that outlives its
 * timeout fails with AttemptTimeoutError even if it ignores the signal.
 */
export async function withRetry<T>(attempt: (signal: AbortSignal, attemptIndex: number) => Promise<T>, options: RetryOptions, control: RetryControl = {}): Promise<T> {
  const { signal, retryIf = isRetryableError, sleep = abortableSleep } = control;
  for (let index = 0; ; index++) {
    signal?.throwIfAborted();
    try {
      return await runAttempt(attempt, index, options.timeoutMs, signal);
    } catch (error) {
      if (signal?.aborted || index >= options.maxRetries || !retryIf(error)) throw error;
      const delayMs = waitFor(error, options, index, control.random);
      control.onRetry?.(error, index + 1, delayMs);
      await sleep(delayMs, signal);
    }
  }
}

/** A server's Retry-After wins over the backoff, within maxDelayMs. */
function waitFor(error: unknown, options: RetryOptions, retry: number, random?: () => number): number {
  if (error instanceof ProviderError && error.retryAfterMs !== undefined) return Math.min(error.retryAfterMs, options.maxDelayMs);
  return backoffDelay(options, retry, random);
}

async function runAttempt<T>(attempt: (signal: AbortSignal, attemptIndex: number) => Promise<T>, index: number, timeoutMs: number | undefined, outer?: AbortSignal): Promise<T> {
  const controller = new AbortController();
  const onOuterAbort = () => controller.abort(outer?.reason);
  outer?.addEventListener('abort', onOuterAbort, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut =
    timeoutMs === undefined
      ? undefined
      : new Promise<never>((_, reject) => {
          timer = setTimeout(() => {
            const error = new AttemptTimeoutError(timeoutMs);
            controller.abort(error);
            reject(error);
          }, timeoutMs);
        });
  try {
    const running = attempt(controller.signal, index);
    return await (timedOut ? Promise.race([running, timedOut]) : running);
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', onOuterAbort);
  }
}

function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const done = () => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    };
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
