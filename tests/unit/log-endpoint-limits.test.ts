import { POST } from '@/app/api/log-message/route';
import { DEV_SITE_URL } from '@/lib/dev-defaults';
import { clientIp } from '@/lib/logging/client-ip';
import { redactSecrets } from '@/lib/logging/redact';
import { TokenBucketLimiter } from '@/lib/logging/token-bucket';

// The session is the only thing faked: the route reads the user from the verified claims.
const mockGetClaims = jest.fn();
jest.mock('@/lib/supabase/server', () => ({ createServerSupabase: async () => ({ auth: { getClaims: mockGetClaims } }) }));

const body = (over: Record<string, unknown> = {}) => JSON.stringify({ component: 'Interview', message: 'socket closed', type: 'warn', ...over });
/** A POST from the browser at `ip` (each test uses its own addresses: the route's limiter lives as long as the module). */
const send = (raw: string, ip: string, headers: Record<string, string> = {}) =>
  POST(new Request(`${DEV_SITE_URL}/api/log-message`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...headers }, body: raw }));
const visitor = () => mockGetClaims.mockResolvedValue({ data: null });
const signedIn = (sub: string) => mockGetClaims.mockResolvedValue({ data: { claims: { sub } } });

describe('POST /api/log-message limits', () => {
  let logged: string[];
  beforeEach(() => {
    logged = [];
    visitor();
    jest.spyOn(console, 'log').mockImplementation((line: string) => void logged.push(line));
    jest.spyOn(console, 'error').mockImplementation((line: string) => void logged.push(line));
  });
  afterEach(() => jest.restoreAllMocks());

  it('writes one structured JSON line with the verified user and the real address, not the body ones', async () => {
    signedIn('u1');
    const res = await send(body({ email: 'spoof@example.com', ipaddress: '6.6.6.6' }), '10.0.0.1');
    expect(res.status).toBe(204);
    const line = JSON.parse(logged[0]);
    expect(line).toMatchObject({ level: 'warn', component: 'Interview', message: 'socket closed', user_id: 'u1', ip: '10.0.0.1', source: 'browser' });
    expect(JSON.stringify(line)).not.toContain('spoof@example.com');
    expect(JSON.stringify(line)).not.toContain('6.6.6.6');
  });

  it('refuses bodies over 8 KB (413), non-JSON and invalid bodies (400), cross-site posts (403)', async () => {
    const big = await send(body({ message: 'x'.repeat(9000) }), '10.0.1.1');
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ error: 'Log messages are limited to 8192 bytes.', code: 'payload_too_large' });
    expect((await send('{oops', '10.0.1.1')).status).toBe(400);
    const invalid = await send(JSON.stringify({ message: 'no component' }), '10.0.1.1');
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).error).toMatch(/^Invalid log message: component: /);
    expect((await send(body(), '10.0.1.1', { origin: 'https://evil.example' })).status).toBe(403);
    expect(logged).toHaveLength(0);
  });

  it('rate-limits per user, else per IP', async () => {
    signedIn('u-burst');
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await send(body(), '10.0.2.1')).status);
    expect(statuses.slice(0, 20).every((s) => s === 204)).toBe(true);
    const limited = await send(body(), '10.0.2.1');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another user behind the same address is not affected; a visitor on that address has its own bucket.
    signedIn('u-other');
    expect((await send(body(), '10.0.2.1')).status).toBe(204);
    visitor();
    expect((await send(body(), '10.0.2.1')).status).toBe(204);
  });

  it('refills over time and forgets the least recently used keys beyond maxKeys', () => {
    let now = 0;
    const limiter = new TokenBucketLimiter({ capacity: 1, refillPerSecond: 1, now: () => now });
    expect([limiter.take('a'), limiter.take('a')]).toEqual([true, false]);
    expect(limiter.retryAfterSeconds('a')).toBe(1);
    now += 1000;
    expect(limiter.take('a')).toBe(true);
    const small = new TokenBucketLimiter({ capacity: 1, refillPerSecond: 0.001, maxKeys: 2, now: () => 0 });
    expect(small.take('a')).toBe(true);
    expect(small.take('a')).toBe(false);
    small.take('b');
    small.take('c'); // evicts 'a'
    expect(small.take('a')).toBe(true);
  });

  it('never logs tokens, even when a client puts them in the message', async () => {
    const jwt = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ1MSJ9.c2lnbmF0dXJlLXBhcnQ';
    await send(body({ message: `failed with {"access_token":"${jwt}","refresh_token":"abc123"} Bearer xyz.789` }), '10.0.3.1');
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
  it('takes the last X-Forwarded-For entry (the peer our server appends) with no proxy trusted, never X-Real-IP', () => {
    expect(clientIp(new Headers({ 'x-forwarded-for': '6.6.6.6, 10.1.2.3' }), 0)).toBe('10.1.2.3');
    expect(clientIp(new Headers({ 'x-real-ip': '10.9.9.9' }), 0)).toBe('unknown');
    expect(clientIp(new Headers(), 0)).toBe('unknown');
  });
});
