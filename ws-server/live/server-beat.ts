// This process says it is alive every `intervalMs`, so that when it dies (SIGKILL, an
// out-of-memory kill, its host gone) the next claim of each of its users takes the dead
// leases over within seconds instead of waiting for them to expire. Beats never overlap: a
// slow database delays the next one rather than piling calls up.
import { toError } from '../../lib/errors/to-error';
import { writeLog } from '../../lib/logging/write-log';
import type { LiveSessionStore } from './live-session-store';

/** Starts beating (the first beat at once); returns the function that stops it. */
export function startServerBeat(store: Pick<LiveSessionStore, 'beat'>, intervalMs: number): () => void {
  if (!store.beat) return () => undefined;
  const beat = store.beat.bind(store);
  let stopped = false;
  let failing = false;
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    try {
      await beat();
      if (failing) writeLog('info', 'server_beat_restored', {});
      failing = false;
    } catch (error) {
      // Logged once per outage: a database that is down is reported by /readyz as well.
      if (!failing) writeLog('warn', 'server_beat_failed', { error: toError(error).message });
      failing = true;
    }
    if (stopped) return;
    timer = setTimeout(() => void run(), intervalMs);
    timer.unref();
  };
  void run();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
