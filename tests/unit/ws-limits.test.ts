// Connection limits and the upgrade policy: pure functions and counters.
import { createFrameRateLimiter } from '@/ws-server/limits/frame-rate-limiter';
import { isOversized, transportMaxPayload } from '@/ws-server/limits/message-size';
import { createUserSessionLimit } from '@/ws-server/limits/user-session-limit';
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

describe('per-user session limit', () => {
  it('counts sessions per user and releases each slot once', () => {
    const limit = createUserSessionLimit(2);
    const a = limit.acquire('u1')!;
    const b = limit.acquire('u1')!;
    expect(limit.acquire('u1')).toBeUndefined();
    expect(limit.acquire('u2')).toBeDefined();
    a();
    a();
    expect(limit.count('u1')).toBe(1);
    expect(limit.acquire('u1')).toBeDefined();
    b();
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
