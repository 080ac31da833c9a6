// Pure parts of the emulators' safety defaults: loopback detection, the production guard, the per-IP bucket.
import { IpRateLimiter } from '../../emulators/auth/ip-rate-limiter';
import { isLoopbackAddress } from '../../emulators/loopback';
import { assertEmulatorAllowed } from '../../emulators/production-guard';

describe('isLoopbackAddress', () => {
  test.each(['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'])('%s is this machine', (a) => {
    expect(isLoopbackAddress(a)).toBe(true);
  });
  test.each(['192.168.1.10', '10.0.0.1', '::ffff:192.168.1.10', 'fe80::1', '0.0.0.0', '', undefined, '127.0.0.1.evil', '1127.0.0.1'])('%j is not', (a) => {
    expect(isLoopbackAddress(a)).toBe(false);
  });
});

describe('assertEmulatorAllowed', () => {
  test('development and test runs start', () => {
    expect(() => assertEmulatorAllowed({})).not.toThrow();
    expect(() => assertEmulatorAllowed({ NODE_ENV: 'development' })).not.toThrow();
    expect(() => assertEmulatorAllowed({ NODE_ENV: 'test' })).not.toThrow();
  });
  test('production is refused unless CUECARD_ALLOW_DEV_KEYS=1', () => {
    expect(() => assertEmulatorAllowed({ NODE_ENV: 'production' })).toThrow(/CUECARD_ALLOW_DEV_KEYS=1/);
    expect(() => assertEmulatorAllowed({ NODE_ENV: 'production', CUECARD_ALLOW_DEV_KEYS: 'true' })).toThrow();
    expect(() => assertEmulatorAllowed({ NODE_ENV: 'production', CUECARD_ALLOW_DEV_KEYS: '1' })).not.toThrow();
  });
});

describe('IpRateLimiter', () => {
  test('allows a burst, then the rate, per key', () => {
    const l = new IpRateLimiter(150, 30);
    for (let i = 0; i < 30; i++) expect(l.take('a', 0)).toBe(true);
    expect(l.take('a', 0)).toBe(false);
    expect(l.take('b', 0)).toBe(true);
    expect(l.take('a', 1_999)).toBe(false);
    expect(l.take('a', 2_000)).toBe(true);
    expect(l.take('a', 2_000)).toBe(false);
  });

  test('a bucket refills to the burst, not beyond', () => {
    const l = new IpRateLimiter(30, 30);
    expect(l.take('a', 0)).toBe(true);
    let allowed = 0;
    while (l.take('a', 3_600_000)) allowed++;
    expect(allowed).toBe(30);
  });

  test('remembers a bounded number of addresses', () => {
    const l = new IpRateLimiter(30, 2, 100);
    for (let i = 0; i < 1000; i++) l.take(`10.0.${Math.floor(i / 256)}.${i % 256}`, 0);
    expect((l as unknown as { buckets: Map<string, unknown> }).buckets.size).toBeLessThanOrEqual(100);
  });
});
