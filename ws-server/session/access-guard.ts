// Keeps a running session honest about its user, once per metering tick: the newest access
// token must not have expired, and the lease renewal (one SQL call) must find the account
// still there, not banned, still signed in and its data not deleted. Anything else ends the
// session. A database that cannot be reached ends nothing: the session is given the benefit
// of the doubt until the next tick, as metering is.
import { toError } from '../../lib/errors/to-error';
import type { RenewStatus } from '../live/live-session-store';

export type GuardEnd = Exclude<RenewStatus, 'active'> | 'token_expired';

export interface AccessGuardOptions {
  intervalMs: number;
  /** Seconds since the epoch at which the newest token expires; undefined when unknown. */
  tokenExpiresAt(): number | undefined;
  renew(): Promise<RenewStatus>;
  onEnd(why: GuardEnd): void;
  onError(error: Error): void;
  /** Milliseconds since the epoch (token expiry is wall-clock time). */
  wallClock?: () => number;
}

export interface AccessGuard {
  stop(): void;
}

export function startAccessGuard(options: AccessGuardOptions): AccessGuard {
  const wallClock = options.wallClock ?? Date.now;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => void tick(), options.intervalMs);
    timer.unref?.();
  };

  const end = (why: GuardEnd) => {
    stopped = true;
    options.onEnd(why);
  };

  const tick = async () => {
    if (stopped) return;
    const expiresAt = options.tokenExpiresAt();
    if (expiresAt !== undefined && wallClock() >= expiresAt * 1000) return end('token_expired');
    try {
      const status = await options.renew();
      if (stopped) return;
      if (status !== 'active') return end(status);
    } catch (error) {
      options.onError(toError(error));
    }
    schedule();
  };

  schedule();
  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
