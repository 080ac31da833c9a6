import { acceptClientLog } from '@/lib/logging/accept-client-log';
import { clientIp } from '@/lib/logging/client-ip';
import { redactSecrets } from '@/lib/logging/redact';
import { TokenBucketLimiter } from '@/lib/logging/token-bucket';

const body = (over: Record<string, unknown> = {}) => JSON.stringify({ component: 'Interview', message: 'socket closed', type: 'warn', ...over });

describe('POST /api/log-message limits', () => {
  let logged: string[];
  beforeEach(() => {
    logged = [];
    jest.spyOn(console, 'log').mockImplementation((line: string) => void logged.push(line));
    jest.spyOn(console, 'error').mockImplementation((line: string) => void logged.push(line));
  });
  afterEach(() => jest.restoreAllMocks());

  it('writes one structured JSON line with the verified user and the real address, not the body ones', () => {
    const limiter = new TokenBucketLimiter({ capacity: 5, refillPerSecond: 1 });
    const r = acceptClientLog({ rawBody: body({ email: 'spoof@example.com', ipaddress: '6.6.6.6' }), userId: 'u1', ip: '10.0.0.1', limiter });
    expect(r).toEqual({ status: 204 });
    const line = JSON.parse(logged[0]);
    expect(line).toMatchObject({ level: 'warn', component: 'Interview', message: 'socket closed', user_id: 'u1', ip: '10.0.0.1', source: 'browser' });
    expect(JSON.stringify(line)).not.toContain('spoof@example.com');
    expect(JSON.stringify(line)).not.toContain('6.6.6.6');
  });

  it('refuses bodies over 8 KB (413), non-JSON and invalid bodies (400)', () => {
    const limiter = new TokenBucketLimiter({ capacity: 50, refillPerSecond: 1 });
    expect(acceptClientLog({ rawBody: body({ message: 'x'.repeat(9000) }), ip: 'a', limiter }).status).toBe(413);
    expect(acceptClientLog({ rawBody: null, ip: 'a', limiter }).status).toBe(413);
    expect(acceptClientLog({ rawBody: '{oops', ip: 'a', limiter }).status).toBe(400);
    expect(acceptClientLog({ rawBody: JSON.stringify({ message: 'no component' }), ip: 'a', limiter }).status).toBe(400);
    expect(logged).toHaveLength(0);
  });

  it('rate-limits per user, else per IP, and refills over time', () => {
    let now = 0;
    const limiter = new TokenBucketLimiter({ capacity: 3, refillPerSecond: 1, now: () => now });
    const send = (who: { userId?: string; ip: string }) => acceptClientLog({ rawBody: body(), limiter, ...who }).status;
    expect([1, 2, 3, 4].map(() => send({ userId: 'u1', ip: 'shared' }))).toEqual([204, 204, 204, 429]);
    // Another user behind the same address is not affected; a visitor on that address has its own bucket.
    expect(send({ userId: 'u2', ip: 'shared' })).toBe(204);
    expect(send({ ip: 'shared' })).toBe(204);
    const limited = acceptClientLog({ rawBody: body(), userId: 'u1', ip: 'shared', limiter });
    expect(limited).toMatchObject({ status: 429, retryAfter: 1 });
    now += 1000;
    expect(send({ userId: 'u1', ip: 'shared' })).toBe(204);
  });

  it('forgets the least recently used keys beyond maxKeys', () => {
    const limiter = new TokenBucketLimiter({ capacity: 1, refillPerSecond: 0.001, maxKeys: 2, now: () => 0 });
    expect(limiter.take('a')).toBe(true);
    expect(limiter.take('a')).toBe(false);
    limiter.take('b');
    limiter.take('c'); // evicts 'a'
    expect(limiter.take('a')).toBe(true);
  });

  it('never logs tokens, even when a client puts them in the message', () => {
    const limiter = new TokenBucketLimiter({ capacity: 5, refillPerSecond: 1 });
    const jwt = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ1MSJ9.c2lnbmF0dXJlLXBhcnQ';
    acceptClientLog({ rawBody: body({ message: `failed with {"access_token":"${jwt}","refresh_token":"abc123"} Bearer xyz.789` }), ip: 'a', limiter });
    expect(logged[0]).not.toContain(jwt);
    expect(logged[0]).not.toContain('abc123');
    expect(logged[0]).not.toContain('xyz.789');
  });
});

describe('redactSecrets and clientIp', () => {
  it('redacts JWTs, bearer values and named secrets', () => {
    expect(redactSecrets('token=abc&x=1')).toBe('token=[redacted]&x=1');
    expect(redactSecrets('password: hunter2')).toBe('password: [redacted]');
    expect(redactSecrets('nothing secret here')).toBe('nothing secret here');
  });
  it('takes the last X-Forwarded-For hop, which a client cannot forge', () => {
    expect(clientIp(new Headers({ 'x-forwarded-for': '6.6.6.6, 10.1.2.3' }))).toBe('10.1.2.3');
    expect(clientIp(new Headers({ 'x-real-ip': '10.9.9.9' }))).toBe('10.9.9.9');
    expect(clientIp(new Headers())).toBe('unknown');
  });
});
