// Charges one running session: every interval and once at the end, exactly the milliseconds
// elapsed since the last successful charge, so the sum of charges is the session's length.
//
// Calls are serialised (a charge never overlaps another or the end). After a failed call the
// meter cannot know whether the database applied it, so before charging again it reads the
// row's charged_seconds back and continues from there: never charged twice, never skipped.
// Near the limit the next charge is brought forward, so a user is stopped close to it.
import { toError } from '../../lib/errors/to-error';
import type { RetryOptions } from '../../lib/retry/retry-options';
import { withRetry } from '../../lib/retry/with-retry';
import { UsageRowEndedError, UsageRowGoneError, type MeteringStore, type UsageCharge } from './metering-store';

export interface MeterOptions {
  store: MeteringStore;
  usageLogId: string;
  intervalMs: number;
  /** Milliseconds, monotonic. */
  now: () => number;
  /** Minutes used and the limit when the session started. */
  used: number;
  limit: number;
  onCharge(result: UsageCharge): void;
  onError(error: Error): void;
  /** The usage row was deleted (its user was): metering has stopped and the session must end. */
  onGone?(error: UsageRowGoneError): void;
  /** The usage row was ended under this meter (swept, or carried on by another socket): metering has stopped and the session must end. */
  onEnded?(error: UsageRowEndedError): void;
  /**
   * Seconds the row already held when this meter started (a resumed session's earlier
   * connections): the meter charges only its own time, so a resync subtracts them.
   */
  baseSeconds?: number;
}

export interface Meter {
  /** Charges what has elapsed so far (also called by the timer). */
  charge(): Promise<UsageCharge | undefined>;
  /** Stops the timer and closes the usage row with the last seconds. Idempotent. */
  stop(): Promise<UsageCharge | undefined>;
  /** Milliseconds charged and confirmed so far. */
  readonly chargedMs: number;
}

const MIN_DELAY_MS = 1_000;
/** Closing the row is retried briefly (200 ms, then 400 ms): the session is over and its socket is closing. */
const METERING_END_RETRY: RetryOptions = { maxRetries: 2, initialDelayMs: 200, maxDelayMs: 400, multiplier: 2, jitter: 0 };

export function startMeter(options: MeterOptions): Meter {
  const { store, usageLogId, now } = options;
  const startedAt = now();
  let chargedMs = 0;
  let uncertain = false;
  let stopped = false;
  let gone = false;
  let stopping: Promise<UsageCharge | undefined> | undefined;
  let chain: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = chain.then(work, work);
    chain = next.catch(() => undefined);
    return next;
  };

  const resync = async () => {
    if (!uncertain) return;
    chargedMs = Math.max(0, Math.round(((await store.chargedSeconds(usageLogId)) - (options.baseSeconds ?? 0)) * 1000));
    uncertain = false;
  };

  let endedAt: number | undefined;
  const call = async (fn: 'charge' | 'end'): Promise<UsageCharge> => {
    await resync();
    // The session ends when stop() is called: time spent retrying the end is not the user's.
    const targetMs = Math.max(chargedMs, Math.round((endedAt ?? now()) - startedAt));
    try {
      const result = await store[fn](usageLogId, (targetMs - chargedMs) / 1000);
      chargedMs = targetMs;
      return result;
    } catch (error) {
      uncertain = true;
      throw error;
    }
  };

  const schedule = (used: number, limit: number) => {
    if (stopped) return;
    const remainingMs = Math.max(0, (limit - used) * 60_000);
    timer = setTimeout(tick, Math.max(Math.min(options.intervalMs, remainingMs), Math.min(MIN_DELAY_MS, options.intervalMs)));
    timer.unref?.();
  };

  let last = { used: options.used, limit: options.limit };
  const tick = () => {
    meter.charge().then(
      () => schedule(last.used, last.limit),
      () => schedule(last.used, last.limit),
    );
  };

  const meter: Meter = {
    get chargedMs() {
      return chargedMs;
    },
    charge() {
      return serial(async () => {
        if (stopped) return undefined;
        try {
          const result = await call('charge');
          last = { used: result.used, limit: result.limit };
          if (!stopped) options.onCharge(result);
          return result;
        } catch (error) {
          if (error instanceof UsageRowGoneError || error instanceof UsageRowEndedError) {
            // Nothing left to charge or to close: stop here instead of retrying every tick.
            gone = true;
            stopped = true;
            if (timer) clearTimeout(timer);
            if (error instanceof UsageRowGoneError) options.onGone?.(error);
            else options.onEnded?.(error);
          } else {
            options.onError(toError(error));
          }
          throw error;
        }
      });
    },
    stop() {
      endedAt ??= now();
      stopped = true;
      if (timer) clearTimeout(timer);
      stopping ??= serial(async () => {
        if (gone) return undefined;
        try {
          return await withRetry(() => call('end'), METERING_END_RETRY);
        } catch (error) {
          options.onError(toError(error));
          return undefined;
        }
      });
      return stopping;
    },
  };
  schedule(options.used, options.limit);
  return meter;
}
