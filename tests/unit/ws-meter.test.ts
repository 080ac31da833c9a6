// Metering arithmetic: charges add up to the session's length to the millisecond, a failed
// call is never charged twice, and the end is charged once.
import { startMeter } from '@/ws-server/metering/meter';
import type { MeteringStore, UsageCharge } from '@/ws-server/metering/metering-store';
import { ProviderError } from '@/lib/retry/provider-error';

/** One usage row in memory; `failNext` makes the next call fail, after (applied) or before applying it, or be refused outright. */
function memoryStore(limitMinutes = 30) {
  const state = { charged: 0, used: 0, ended: false, calls: [] as string[], failNext: undefined as undefined | 'after' | 'before' | 'refused' };
  const apply = (seconds: number, end: boolean): UsageCharge => {
    const mode = state.failNext;
    state.failNext = undefined;
    // No status: the connection failed, which a retry may get past. A 400 is the request's own fault.
    if (mode === 'before') throw new ProviderError('network down');
    if (mode === 'refused') throw new ProviderError('end_usage failed: P0001', { status: 400 });
    if (!state.ended) {
      state.charged = Math.round((state.charged + seconds) * 1000) / 1000;
      state.used = state.charged / 60;
      state.ended = end;
    }
    if (mode === 'after') throw new ProviderError('timeout after commit');
    return { used: state.used, limit: limitMinutes, limitReached: state.used >= limitMinutes, expireMsg: 'done' };
  };
  const store: MeteringStore = {
    start: async () => ({ allowed: true, usageLogId: '1', used: 0, limit: limitMinutes, expireMsg: 'done' }),
    charge: async (_id, s) => (state.calls.push(`charge ${s}`), apply(s, false)),
    end: async (_id, s) => (state.calls.push(`end ${s}`), apply(s, true)),
    chargedSeconds: async () => (state.calls.push('read'), state.charged),
  };
  return { store, state };
}

describe('meter', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  it('charges the elapsed milliseconds every interval and the remainder at stop', async () => {
    const { store, state } = memoryStore();
    const charges: UsageCharge[] = [];
    const meter = startMeter({ store, usageLogId: '1', intervalMs: 60_000, now: Date.now, used: 0, limit: 30, onCharge: (c) => charges.push(c), onError: () => undefined });
    await jest.advanceTimersByTimeAsync(60_000);
    await jest.advanceTimersByTimeAsync(60_000);
    await jest.advanceTimersByTimeAsync(12_345);
    await meter.stop();
    expect(state.calls).toEqual(['charge 60', 'charge 60', 'end 12.345']);
    expect(state.charged).toBe(132.345);
    expect(charges.map((c) => c.used)).toEqual([1, 2]);
    expect(await meter.stop()).toBeDefined(); // idempotent
    expect(state.calls).toHaveLength(3);
  });

  it('on a resumed row, a reread after a failure subtracts the seconds of the earlier connections', async () => {
    const { store, state } = memoryStore();
    // The row already holds 90 s from before the drop.
    state.charged = 90;
    const meter = startMeter({ store, usageLogId: '1', intervalMs: 10_000, now: Date.now, used: 1.5, limit: 30, baseSeconds: 90, onCharge: () => undefined, onError: () => undefined });
    state.failNext = 'after';
    await jest.advanceTimersByTimeAsync(10_000);
    await jest.advanceTimersByTimeAsync(10_000);
    await jest.advanceTimersByTimeAsync(500);
    await meter.stop();
    // 20.5 s connected on top of the 90: neither skipped nor charged twice.
    expect(state.charged).toBe(110.5);
    expect(meter.chargedMs).toBe(20_500);
  });

  it('after a call that failed but was applied, rereads the row and does not charge it twice', async () => {
    const { store, state } = memoryStore();
    const errors: Error[] = [];
    const meter = startMeter({ store, usageLogId: '1', intervalMs: 10_000, now: Date.now, used: 0, limit: 30, onCharge: () => undefined, onError: (e) => errors.push(e) });
    state.failNext = 'after';
    await jest.advanceTimersByTimeAsync(10_000);
    await jest.advanceTimersByTimeAsync(10_000);
    await jest.advanceTimersByTimeAsync(500);
    await meter.stop();
    expect(errors).toHaveLength(1);
    expect(state.calls).toEqual(['charge 10', 'read', 'charge 10', 'end 0.5']);
    expect(state.charged).toBe(20.5);
  });

  it('after a call that failed before it was applied, charges those seconds with the next call', async () => {
    const { store, state } = memoryStore();
    const meter = startMeter({ store, usageLogId: '1', intervalMs: 10_000, now: Date.now, used: 0, limit: 30, onCharge: () => undefined, onError: () => undefined });
    state.failNext = 'before';
    await jest.advanceTimersByTimeAsync(10_000);
    await jest.advanceTimersByTimeAsync(10_000);
    await meter.stop();
    expect(state.calls).toEqual(['charge 10', 'read', 'charge 20', 'end 0']);
    expect(state.charged).toBe(20);
  });

  it('retries the end until it is recorded', async () => {
    const { store, state } = memoryStore();
    const meter = startMeter({ store, usageLogId: '1', intervalMs: 60_000, now: Date.now, used: 0, limit: 30, onCharge: () => undefined, onError: () => undefined });
    await jest.advanceTimersByTimeAsync(3_000);
    state.failNext = 'before';
    const stopped = meter.stop();
    await jest.advanceTimersByTimeAsync(1_000);
    await stopped;
    expect(state.calls).toEqual(['end 3', 'read', 'end 3']);
    expect(state).toMatchObject({ charged: 3, ended: true });
  });

  it('does not retry an end the database refused, and reports it', async () => {
    const { store, state } = memoryStore();
    const errors: Error[] = [];
    const meter = startMeter({ store, usageLogId: '1', intervalMs: 60_000, now: Date.now, used: 0, limit: 30, onCharge: () => undefined, onError: (e) => errors.push(e) });
    await jest.advanceTimersByTimeAsync(3_000);
    state.failNext = 'refused';
    const stopped = meter.stop();
    await jest.advanceTimersByTimeAsync(1_000);
    await expect(stopped).resolves.toBeUndefined();
    expect(state.calls).toEqual(['end 3']);
    expect(errors.map((e) => e.message)).toEqual(['end_usage failed: P0001']);
  });

  it('gives up on the end after two retries, 200 ms then 400 ms apart', async () => {
    const { store, state } = memoryStore();
    const failing: MeteringStore = { ...store, end: async (_id, s) => (state.calls.push(`end ${s}`), Promise.reject(new ProviderError('network down'))) };
    const errors: Error[] = [];
    const meter = startMeter({ store: failing, usageLogId: '1', intervalMs: 60_000, now: Date.now, used: 0, limit: 30, onCharge: () => undefined, onError: (e) => errors.push(e) });
    await jest.advanceTimersByTimeAsync(3_000);
    const stopped = meter.stop();
    await jest.advanceTimersByTimeAsync(199);
    expect(state.calls.filter((c) => c.startsWith('end'))).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(state.calls.filter((c) => c.startsWith('end'))).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(400);
    await expect(stopped).resolves.toBeUndefined();
    expect(state.calls.filter((c) => c.startsWith('end'))).toHaveLength(3);
    expect(errors).toHaveLength(1);
  });

  it('brings the next charge forward when the limit is closer than one interval', async () => {
    const { store, state } = memoryStore(30);
    const meter = startMeter({ store, usageLogId: '1', intervalMs: 60_000, now: Date.now, used: 29.9, limit: 30, onCharge: () => undefined, onError: () => undefined });
    await jest.advanceTimersByTimeAsync(6_000); // 0.1 minutes left at the start
    expect(state.calls).toEqual(['charge 6']);
    await meter.stop();
  });
});
