// Ends a running practice when the user's daily cap runs out. The count is re-read from the
// database at least every interval (and exactly when this session's own share would run out),
// so practice in two tabs or on two servers at once still stops at the cap. While the database
// cannot be reached the session's own clock keeps counting down.
import { toError } from '../../lib/errors/to-error';
import type { PracticeStore } from './practice-store';

export interface PracticeCapGuardOptions {
  store: PracticeStore;
  profileId: string;
  dailyMinutes: number;
  /** Minutes already used today when the session started. */
  usedMinutes: number;
  intervalMs: number;
  onLimit(): void;
  onError(error: Error): void;
}

/** A re-check this close to the cap is not worth a timer of its own. */
const MIN_DELAY_MS = 1_000;

export function startPracticeCapGuard(o: PracticeCapGuardOptions): { stop(): void } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let remainingMs = Math.max(0, (o.dailyMinutes - o.usedMinutes) * 60_000);

  const schedule = () => {
    if (stopped) return;
    const delay = Math.max(MIN_DELAY_MS, Math.min(o.intervalMs, remainingMs));
    const started = Date.now();
    timer = setTimeout(() => void check(Date.now() - started), delay);
    timer.unref?.();
  };

  const check = async (elapsedMs: number) => {
    if (stopped) return;
    try {
      const seconds = await o.store.secondsToday(o.profileId);
      remainingMs = o.dailyMinutes * 60_000 - seconds * 1000;
    } catch (error) {
      o.onError(toError(error));
      remainingMs -= elapsedMs;
    }
    if (stopped) return;
    if (remainingMs <= 0) {
      stopped = true;
      return o.onLimit();
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
