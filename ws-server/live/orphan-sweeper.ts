// Every ws-server process closes orphaned usage rows now and then (at start, then every
// interval): rows left open by a crashed process or an end_usage that kept failing. The SQL
// function is idempotent and skips rows a live lease owns, so every process may run it. The
// same sweep deletes session starts older than the start-limit window: a claim deletes only
// its own user's, so those of users who never come back would stay for ever.
import { toError } from '../../lib/errors/to-error';
import { writeLog } from '../../lib/logging/write-log';
import type { LiveSessionStore } from './live-session-store';

/** Starts sweeping; returns the function that stops it. */
export function startOrphanSweeper(store: LiveSessionStore, intervalMs: number): () => void {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const sweep = async () => {
    try {
      const closed = await store.sweepOrphanedUsage();
      if (closed > 0) writeLog('info', 'usage_orphans_closed', { rows: closed });
    } catch (error) {
      writeLog('warn', 'usage_sweep_failed', { error: toError(error).message });
    }
    try {
      const deleted = await store.sweepSessionStarts();
      if (deleted > 0) writeLog('info', 'session_starts_swept', { rows: deleted });
    } catch (error) {
      writeLog('warn', 'session_start_sweep_failed', { error: toError(error).message });
    }
    if (stopped) return;
    timer = setTimeout(() => void sweep(), intervalMs);
    timer.unref();
  };
  void sweep();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
