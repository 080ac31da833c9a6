// Live sessions in this process's memory: for benchmarks and unit tests that run without a
// database. It enforces the limit in one process only and never denies a user, so servers
// that share users across processes use the Supabase store.
import { randomUUID } from 'node:crypto';
import type { LiveSessionStore } from './live-session-store';

export function createMemoryLiveSessionStore(maxPerUser: number): LiveSessionStore & { count(profileId: string): number } {
  const leases = new Map<string, string>();
  const count = (profileId: string) => [...leases.values()].filter((p) => p === profileId).length;
  return {
    count,
    async claim({ profileId }) {
      const active = count(profileId);
      if (active >= maxPerUser) return { status: 'full', active };
      const leaseId = randomUUID();
      leases.set(leaseId, profileId);
      return { status: 'active', leaseId };
    },
    async renew({ leaseId }) {
      return leases.has(leaseId) ? 'active' : 'released';
    },
    async release(leaseId) {
      leases.delete(leaseId);
    },
    async sweepOrphanedUsage() {
      return 0;
    },
    async sweepSessionStarts() {
      return 0;
    },
  };
}
