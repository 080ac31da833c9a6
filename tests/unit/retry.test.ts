// The one retry policy: backoff arithmetic, which failures are worth repeating, and the loop
// that repeats them.
import { APICallError, RetryError } from 'ai';
import { AttemptTimeoutError } from '@/lib/retry/attempt-timeout-error';
import { backoffDelay } from '@/lib/retry/backoff-delay';
import { httpStatusOf } from '@/lib/retry/http-status-of';
import { isRetryableError } from '@/lib/retry/is-retryable-error';
import { isRetryableStatus } from '@/lib/retry/is-retryable-status';
import { ProviderError } from '@/lib/retry/provider-error';
import type { RetryOptions } from '@/lib/retry/retry-options';
import { withRetry } from '@/lib/retry/with-retry';

const apiCallError = (statusCode?: number, isRetryable?: boolean) =>
  new APICallError({ message: `HTTP ${statusCode}`, url: 'https://llm.example/v1/chat/completions', requestBodyValues: {}, statusCode, isRetryable });

describe('backoffDelay', () => {
  const backoff = { initialDelayMs: 250, maxDelayMs: 8000, multiplier: 2, jitter: 0 };

  it('doubles from the initial delay and stops at the maximum', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 40].map((retry) => backoffDelay(backoff, retry))).toEqual([250, 500, 1000, 2000, 4000, 8000, 8000, 8000]);
  });

  it('spreads each wait over ± the jitter share', () => {
    const jittered = { ...backoff, jitter: 0.25 };
    expect(backoffDelay(jittered, 1, () => 0)).toBe(375);
    expect(backoffDelay(jittered, 1, () => 0.5)).toBe(500);
    expect(backoffDelay(jittered, 1, () => 1)).toBe(625);
  });

  it('keeps a constant wait with multiplier 1', () => {
    expect(backoffDelay({ ...backoff, initialDelayMs: 10_000, maxDelayMs: 10_000, multiplier: 1 }, 9)).toBe(10_000);
  });
});

describe('isRetryableStatus', () => {
  it('retries timeouts, rate limits and server errors, and no other 4xx', () => {
    expect([408, 429, 500, 502, 503, 504, 599].every(isRetryableStatus)).toBe(true);
    expect([400, 401, 403, 404, 409, 413, 422].some(isRetryableStatus)).toBe(false);
  });
});

describe('isRetryableError', () => {
  it('follows the status of a ProviderError, and retries one that got no response', () => {
    expect(isRetryableError(new ProviderError('HTTP 503', { status: 503 }))).toBe(true);
    expect(isRetryableError(new ProviderError('HTTP 400', { status: 400 }))).toBe(false);
    expect(isRetryableError(new ProviderError('connection refused'))).toBe(true);
    expect(isRetryableError(new ProviderError('no row', { retryable: false }))).toBe(false);
    expect(isRetryableError(new AttemptTimeoutError(100))).toBe(true);
  });

  it("takes the AI SDK's own verdict on an APICallError", () => {
    expect(isRetryableError(apiCallError(429))).toBe(true);
    expect(isRetryableError(apiCallError(500))).toBe(true);
    expect(isRetryableError(apiCallError(401))).toBe(false);
    expect(isRetryableError(apiCallError(400, true))).toBe(true);
  });

  it('does not retry what does not say it may be retried', () => {
    expect(isRetryableError(new Error('bug'))).toBe(false);
    expect(isRetryableError('text')).toBe(false);
    expect(isRetryableError({ status: 503 })).toBe(false);
    expect(isRetryableError(new RetryError({ message: 'gave up', reason: 'maxRetriesExceeded', errors: [apiCallError(503)] }))).toBe(false);
  });
});

describe('httpStatusOf', () => {
  it('reads the status of our errors and the AI SDK’s, also once the SDK gave up or another error wraps it', () => {
    expect(httpStatusOf(new ProviderError('x', { status: 502 }))).toBe(502);
    expect(httpStatusOf(apiCallError(429))).toBe(429);
    expect(httpStatusOf(new RetryError({ message: 'gave up', reason: 'maxRetriesExceeded', errors: [apiCallError(500), apiCallError(429)] }))).toBe(429);
    expect(httpStatusOf(new Error('wrapped', { cause: apiCallError(401) }))).toBe(401);
  });

  it('does not guess from look-alike objects', () => {
    expect(httpStatusOf({ status: 429 })).toBeUndefined();
    expect(httpStatusOf({ statusCode: 429 })).toBeUndefined();
    expect(httpStatusOf(new ProviderError('connection refused'))).toBeUndefined();
  });
});

describe('withRetry', () => {
  const options: RetryOptions = { maxRetries: 3, initialDelayMs: 100, maxDelayMs: 1000, multiplier: 2, jitter: 0 };

  /** Records the waits instead of sleeping. */
  const recordingSleep = () => {
    const waits: number[] = [];
    return { waits, sleep: async (ms: number) => void waits.push(ms) };
  };

  /** An attempt that fails with the given errors in turn, then succeeds. */
  const failing = (...errors: unknown[]) => {
    let calls = 0;
    const attempt = async () => {
      const error = errors[calls++];
      if (error !== undefined) throw error;
      return 'done';
    };
    return { attempt, calls: () => calls };
  };

  it('retries retryable failures with exponential backoff until one succeeds', async () => {
    const { waits, sleep } = recordingSleep();
    const { attempt, calls } = failing(new ProviderError('a', { status: 503 }), new ProviderError('b', { status: 429 }));
    await expect(withRetry(attempt, options, { sleep })).resolves.toBe('done');
    expect(calls()).toBe(3);
    expect(waits).toEqual([100, 200]);
  });

  it('stops at once on a failure that is not retryable', async () => {
    const { waits, sleep } = recordingSleep();
    const refused = new ProviderError('refused', { status: 401 });
    const { attempt, calls } = failing(new ProviderError('a', { status: 503 }), refused);
    await expect(withRetry(attempt, options, { sleep })).rejects.toBe(refused);
    expect(calls()).toBe(2);
    expect(waits).toEqual([100]);
  });

  it('gives up after maxRetries retries with the last error, without a wait after it', async () => {
    const { waits, sleep } = recordingSleep();
    const errors = [1, 2, 3, 4, 5].map((n) => new ProviderError(`failure ${n}`, { status: 500 }));
    const { attempt, calls } = failing(...errors);
    await expect(withRetry(attempt, options, { sleep })).rejects.toBe(errors[3]);
    expect(calls()).toBe(4);
    expect(waits).toEqual([100, 200, 400]);
  });

  it("waits as long as the provider's Retry-After asks, within maxDelayMs", async () => {
    const { waits, sleep } = recordingSleep();
    const { attempt } = failing(new ProviderError('a', { status: 429, retryAfterMs: 700 }), new ProviderError('b', { status: 429, retryAfterMs: 60_000 }));
    await withRetry(attempt, options, { sleep });
    expect(waits).toEqual([700, 1000]);
  });

  it('asks retryIf which failures to repeat', async () => {
    const { attempt, calls } = failing(new Error('flaky'), new Error('flaky'));
    await expect(withRetry(attempt, options, { sleep: async () => undefined, retryIf: () => true })).resolves.toBe('done');
    expect(calls()).toBe(3);
  });

  it('tells onRetry about each retry and its wait', async () => {
    const seen: [number, number][] = [];
    const { attempt } = failing(new ProviderError('a'), new ProviderError('b'));
    await withRetry(attempt, options, { sleep: async () => undefined, onRetry: (_, retry, delayMs) => seen.push([retry, delayMs]) });
    expect(seen).toEqual([
      [1, 100],
      [2, 200],
    ]);
  });

  describe('with real time (fake timers)', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('sleeps the backoff between attempts', async () => {
      const { attempt, calls } = failing(new ProviderError('a'), new ProviderError('b'));
      const result = withRetry(attempt, options);
      await jest.advanceTimersByTimeAsync(0);
      expect(calls()).toBe(1);
      await jest.advanceTimersByTimeAsync(99);
      expect(calls()).toBe(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(calls()).toBe(2);
      await jest.advanceTimersByTimeAsync(200);
      await expect(result).resolves.toBe('done');
      expect(calls()).toBe(3);
    });

    it('fails an attempt that outlives timeoutMs, aborting its signal, and retries it', async () => {
      const signals: AbortSignal[] = [];
      let calls = 0;
      const attempt = (signal: AbortSignal) => {
        signals.push(signal);
        // The first attempt never answers (and ignores its signal); the second answers at once.
        return ++calls === 1 ? new Promise<string>(() => undefined) : Promise.resolve('late but done');
      };
      const result = withRetry(attempt, { ...options, timeoutMs: 500 });
      await jest.advanceTimersByTimeAsync(499);
      expect(signals[0].aborted).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(signals[0].aborted).toBe(true);
      expect(signals[0].reason).toBeInstanceOf(AttemptTimeoutError);
      await jest.advanceTimersByTimeAsync(100);
      await expect(result).resolves.toBe('late but done');
    });

    it('gives up on timeouts after maxRetries, with AttemptTimeoutError', async () => {
      const result = withRetry(() => new Promise<string>(() => undefined), { ...options, maxRetries: 1, timeoutMs: 50 });
      const settled = expect(result).rejects.toBeInstanceOf(AttemptTimeoutError);
      await jest.advanceTimersByTimeAsync(50 + 100 + 50);
      await settled;
    });

    it("stops waiting and retrying when the caller's signal aborts", async () => {
      const controller = new AbortController();
      const { attempt, calls } = failing(new ProviderError('a'), new ProviderError('b'));
      const result = withRetry(attempt, options, { signal: controller.signal });
      const settled = expect(result).rejects.toMatchObject({ name: 'AbortError' });
      await jest.advanceTimersByTimeAsync(50);
      controller.abort();
      await settled;
      await jest.advanceTimersByTimeAsync(1000);
      expect(calls()).toBe(1);
    });
  });
});
