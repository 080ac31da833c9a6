// Connection limits and the upgrade policy: pure functions and counters.
import { createFrameRateLimiter } from '@/ws-server/limits/frame-rate-limiter';
import { isOversized, transportMaxPayload } from '@/ws-server/limits/message-size';
import { createPendingConnections } from '@/ws-server/limits/pending-connections';
import { createMemoryLiveSessionStore } from '@/ws-server/live/memory-live-session-store';
import { isOriginAllowed, sourceForPath } from '@/ws-server/upgrade';

describe('frame rate limiter', () => {
  it('lets 10 frames a second through for a long time, allows a catch-up burst, and stops a flood', () => {
    let t = 0;
    const limiter = createFrameRateLimiter(40, () => t);
    for (let i = 0; i < 6000; i++) {
      t += 100;
      expect(limiter.take()).toBe(true);
    }
    // After a 5 s network stall the browser sends 50 queued frames at once: within the burst.
    t += 5000;
    for (let i = 0; i < 50; i++) expect(limiter.take()).toBe(true);
    let refused = 0;
    for (let i = 0; i < 100; i++) if (!limiter.take()) refused++;
    expect(refused).toBeGreaterThan(60);
  });
});

describe('per-user session limit (the memory store the benchmarks use)', () => {
  it('counts sessions per user and releases each slot once', async () => {
    const limit = createMemoryLiveSessionStore(2);
    const a = await limit.claim({ profileId: 'u1', purpose: 'live' });
    const b = await limit.claim({ profileId: 'u1', purpose: 'live' });
    expect(await limit.claim({ profileId: 'u1', purpose: 'live' })).toEqual({ status: 'full', active: 2 });
    expect((await limit.claim({ profileId: 'u2', purpose: 'live' })).status).toBe('active');
    if (a.status !== 'active' || b.status !== 'active') throw new Error('claims refused');
    await limit.release(a.leaseId);
    await limit.release(a.leaseId);
    expect(limit.count('u1')).toBe(1);
    expect(await limit.renew({ leaseId: a.leaseId, profileId: 'u1' })).toBe('released');
    expect((await limit.claim({ profileId: 'u1', purpose: 'live' })).status).toBe('active');
  });
});

describe('connections before login', () => {
  it('caps pending sockets in total and per address, and frees each slot once', () => {
    const pending = createPendingConnections({ max: 3, maxPerIp: 2 });
    const a1 = pending.admit('10.0.0.1');
    const a2 = pending.admit('10.0.0.1');
    expect(pending.admit('10.0.0.1')).toEqual({ ok: false, reason: 'per_ip' });
    const b1 = pending.admit('10.0.0.2');
    expect(pending.admit('10.0.0.3')).toEqual({ ok: false, reason: 'global' });
    if (!a1.ok || !a2.ok || !b1.ok) throw new Error('admissions refused');
    a1.release();
    a1.release();
    expect(pending.size).toBe(2);
    expect(pending.admit('10.0.0.1').ok).toBe(true);
  });

  it('refuses a missing Origin only when told to (production)', () => {
    const policy = { allowedOrigins: new Set(['https://app.example']), anyOrigin: false };
    expect(isOriginAllowed(undefined, policy)).toBe(true);
    expect(isOriginAllowed(undefined, { ...policy, requireOrigin: true })).toBe(false);
    expect(isOriginAllowed(undefined, { ...policy, anyOrigin: true, requireOrigin: true })).toBe(false);
    expect(isOriginAllowed('https://app.example', { ...policy, requireOrigin: true })).toBe(true);
  });
});

describe('message size', () => {
  it('holds audio to 1 s and text to the resume limit, under a transport cap above both', () => {
    const limits = { maxFrameBytes: 32_000, maxTextBytes: 262_144 };
    expect(isOversized(3200, true, limits)).toBe(false);
    expect(isOversized(32_002, true, limits)).toBe(true);
    expect(isOversized(100_000, false, limits)).toBe(false);
    expect(isOversized(262_145, false, limits)).toBe(true);
    expect(transportMaxPayload(limits)).toBeGreaterThan(262_145);
  });
});

describe('upgrade policy', () => {
  it('maps /tab and /mic (with a query or a trailing slash) and nothing else', () => {
    expect(sourceForPath('/tab')).toBe('tab');
    expect(sourceForPath('/mic/?v=1')).toBe('mic');
    expect(sourceForPath('/')).toBeUndefined();
    expect(sourceForPath('/tabs')).toBeUndefined();
    expect(sourceForPath('/__proto__')).toBeUndefined();
  });

  it('allows listed origins and clients that send none, and refuses the rest unless * is listed', () => {
    const policy = { allowedOrigins: new Set(['https://app.example']), anyOrigin: false };
    expect(isOriginAllowed('https://app.example', policy)).toBe(true);
    expect(isOriginAllowed('https://app.example/', policy)).toBe(true);
    expect(isOriginAllowed(undefined, policy)).toBe(true);
    expect(isOriginAllowed('https://evil.example', policy)).toBe(false);
    expect(isOriginAllowed('null', policy)).toBe(false);
    expect(isOriginAllowed('https://evil.example', { ...policy, anyOrigin: true })).toBe(true);
  });
});
