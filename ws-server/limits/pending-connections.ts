// Sockets that have been upgraded but have not yet become a session (no valid hello yet):
// each costs a socket, a timer and memory while asking for nothing we can bill, so there may
// be only so many at once, in total and from one address. Refused upgrades never reach `ws`.

export type PendingAdmission = { ok: true; release: () => void } | { ok: false; reason: 'global' | 'per_ip' };

export interface PendingConnections {
  admit(ip: string): PendingAdmission;
  readonly size: number;
}

export function createPendingConnections(limits: { max: number; maxPerIp: number }): PendingConnections {
  const perIp = new Map<string, number>();
  let total = 0;
  return {
    get size() {
      return total;
    },
    admit(ip) {
      if (total >= limits.max) return { ok: false, reason: 'global' };
      const mine = perIp.get(ip) ?? 0;
      if (mine >= limits.maxPerIp) return { ok: false, reason: 'per_ip' };
      total++;
      perIp.set(ip, mine + 1);
      let released = false;
      return {
        ok: true,
        release() {
          if (released) return;
          released = true;
          total--;
          const left = (perIp.get(ip) ?? 1) - 1;
          if (left <= 0) perIp.delete(ip);
          else perIp.set(ip, left);
        },
      };
    },
  };
}
