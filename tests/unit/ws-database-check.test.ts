import { createDatabaseCheck } from '@/ws-server/operator/database-check';

describe('the readiness database check', () => {
  it('asks the database once for concurrent checks and keeps the answer for cacheMs', async () => {
    let clock = 0;
    let calls = 0;
    let up = true;
    const probe = async () => {
      calls++;
      if (!up) throw new Error('down');
    };
    const counted = createDatabaseCheck({ probe, cacheMs: 2_000, timeoutMs: 1_000, now: () => clock });
    expect(await Promise.all([counted.reachable(), counted.reachable(), counted.reachable()])).toEqual([true, true, true]);
    expect(calls).toBe(1);
    up = false;
    clock = 1_999;
    expect(await counted.reachable()).toBe(true);
    expect(calls).toBe(1);
    clock = 2_000;
    expect(await counted.reachable()).toBe(false);
    expect(calls).toBe(2);
  });

  it('counts a probe that does not answer by the timeout as unreachable', async () => {
    const check = createDatabaseCheck({
      probe: (signal) => new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error))),
      cacheMs: 0,
      timeoutMs: 20,
      now: () => 0,
    });
    expect(await check.reachable()).toBe(false);
  });
});
