// Concurrent sessions per user in this process. A user opens one socket per captured source
// (tab, mic); a few more cover a reload racing the old socket's close.

export interface UserSessionLimit {
  /** Reserves a slot; returns a release function, or undefined when the user is at the limit. */
  acquire(userId: string): (() => void) | undefined;
  count(userId: string): number;
}

export function createUserSessionLimit(max: number): UserSessionLimit {
  const counts = new Map<string, number>();
  return {
    acquire(userId) {
      const n = counts.get(userId) ?? 0;
      if (n >= max) return undefined;
      counts.set(userId, n + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (counts.get(userId) ?? 1) - 1;
        if (left <= 0) counts.delete(userId);
        else counts.set(userId, left);
      };
    },
    count: (userId) => counts.get(userId) ?? 0,
  };
}
