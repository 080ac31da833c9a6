'use client';
import { useEffect } from 'react';

/**
 * Keeps the phone's screen on while `active` (a session runs): the Screen Wake Lock API, asked
 * again whenever the page comes back into view, since the browser lets the lock go when the page
 * is hidden. Where the API is missing (or refused), the screen sleeps as it would.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || typeof navigator === 'undefined' || !('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let stopped = false;
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (lock && !lock.released)) return;
      try {
        const granted = await navigator.wakeLock.request('screen');
        if (stopped) void granted.release();
        else lock = granted;
      } catch {
        // Refused (battery saver, no user gesture yet): the next visibility change tries again.
      }
    };
    const onVisibility = () => void acquire();
    void acquire();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibility);
      void lock?.release().catch(() => undefined);
    };
  }, [active]);
}
