// Access tokens are verified locally against the project's JWKS (ES256), with the claims a
// user session must have; legacy HS256 tokens are checked with the auth server. The key set's
// cache (jose's) reads the clock from Date.now, so the tests set that clock.
import crypto from 'node:crypto';
import { createJwksCache } from '@/ws-server/auth/jwks-cache';
import { AuthError, AuthUnavailableError, createAccessTokenVerifier } from '@/ws-server/auth/verify-access-token';

const USER = '7d3c0d4e-2f5a-4c1b-9a59-1f2e3d4c5b6a';
const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');

function keyPair(kid: string) {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = { ...(publicKey.export({ format: 'jwk' }) as object), kid, alg: 'ES256', use: 'sig' };
  const sign = (claims: Record<string, unknown>, header: Record<string, unknown> = {}) => {
    const body = `${b64({ alg: 'ES256', typ: 'JWT', kid, ...header })}.${b64(claims)}`;
    return `${body}.${crypto.sign('sha256', Buffer.from(body), { key: privateKey, dsaEncoding: 'ieee-p1363' }).toString('base64url')}`;
  };
  return { jwk, sign };
}

afterEach(() => jest.restoreAllMocks());

function setup() {
  const now = { ms: Date.parse('2026-11-21T12:00:00Z') };
  jest.spyOn(Date, 'now').mockImplementation(() => now.ms);
  const published = { keys: [keyPair('k1')] };
  const requests: string[] = [];
  const fetchFake = (async (url: string | URL, init?: RequestInit) => {
    requests.push(String(url));
    if (String(url).endsWith('/jwks.json')) return new Response(JSON.stringify({ keys: published.keys.map((k) => k.jwk) }));
    const auth = new Headers(init?.headers).get('authorization');
    return auth === 'Bearer legacy-good.x.y' ? new Response(JSON.stringify({ id: USER })) : new Response('{}', { status: 401 });
  }) as typeof fetch;
  const jwks = createJwksCache({ url: 'http://sb/auth/v1/.well-known/jwks.json', fetch: fetchFake });
  const verify = createAccessTokenVerifier({ supabaseUrl: 'http://sb', apiKey: 'sb_secret_x', jwks, now: () => now.ms, fetch: fetchFake });
  const nowS = () => Math.floor(now.ms / 1000);
  const claims = (extra: Record<string, unknown> = {}) => ({ sub: USER, aud: 'authenticated', role: 'authenticated', iat: nowS(), exp: nowS() + 3600, ...extra });
  return { now, published, requests, verify, claims };
}

const reason = (p: Promise<unknown>) => p.then(() => 'accepted', (e) => (e instanceof AuthError ? e.reason : e instanceof AuthUnavailableError ? 'unavailable' : String(e)));

describe('access token verification', () => {
  it('accepts a current ES256 user token and returns its user id and expiry', async () => {
    const t = setup();
    const token = t.published.keys[0].sign(t.claims());
    await expect(t.verify(token)).resolves.toEqual({ userId: USER, expiresAt: t.claims().exp });
  });

  it('refuses expired, wrong-audience, wrong-role, subject-less, forged and unsigned tokens', async () => {
    const t = setup();
    const k = t.published.keys[0];
    expect(await reason(t.verify(k.sign(t.claims({ exp: Math.floor(t.now.ms / 1000) - 60 }))))).toBe('expired');
    expect(await reason(t.verify(k.sign(t.claims({ aud: 'other' }))))).toBe('claims');
    expect(await reason(t.verify(k.sign(t.claims({ role: 'service_role' }))))).toBe('claims');
    expect(await reason(t.verify(k.sign(t.claims({ sub: undefined }))))).toBe('claims');
    const forged = keyPair('k1').sign(t.claims());
    expect(await reason(t.verify(forged))).toBe('signature');
    const [h, body] = k.sign(t.claims()).split('.');
    expect(await reason(t.verify(`${b64({ alg: 'none' })}.${body}.`))).toBe('malformed');
    expect(await reason(t.verify(`${h}.${body}`))).toBe('malformed');
    expect(await reason(t.verify(''))).toBe('malformed');
  });

  it('caches the key set and refetches it for an unknown key id (rotation), at most every 30 s', async () => {
    const t = setup();
    await t.verify(t.published.keys[0].sign(t.claims()));
    await t.verify(t.published.keys[0].sign(t.claims()));
    expect(t.requests).toHaveLength(1);
    const rotated = keyPair('k2');
    t.published.keys.push(rotated);
    expect(await reason(t.verify(rotated.sign(t.claims())))).toBe('unknown_key'); // fetched < 30 s ago
    t.now.ms += 31_000;
    expect(await reason(t.verify(rotated.sign(t.claims())))).toBe('accepted');
    expect(t.requests).toHaveLength(2);
    t.now.ms += 11 * 60_000; // past the ten-minute lifetime
    await t.verify(rotated.sign(t.claims()));
    expect(t.requests).toHaveLength(3);
  });

  it('accepts RS256 as well, and refuses other algorithms before any key is fetched', async () => {
    const t = setup();
    const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    t.published.keys.push({ jwk: { ...(publicKey.export({ format: 'jwk' }) as object), kid: 'r1', alg: 'RS256', use: 'sig' }, sign: () => '' });
    const body = `${b64({ alg: 'RS256', typ: 'JWT', kid: 'r1' })}.${b64(t.claims())}`;
    const rs256 = `${body}.${crypto.sign('sha256', Buffer.from(body), privateKey).toString('base64url')}`;
    await expect(t.verify(rs256)).resolves.toMatchObject({ userId: USER });
    const before = t.requests.length;
    const es512 = `${b64({ alg: 'ES512', typ: 'JWT', kid: 'k1' })}.${b64(t.claims())}.c2ln`;
    expect(await reason(t.verify(es512))).toBe('malformed');
    expect(t.requests).toHaveLength(before);
  });

  it('asks the auth server about legacy HS256 tokens', async () => {
    const t = setup();
    const legacy = (sig: string) => `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(t.claims())}.${sig}`;
    await expect(t.verify(legacy('y'))).rejects.toMatchObject({ reason: 'rejected' });
    expect(t.requests.at(-1)).toBe('http://sb/auth/v1/user');
  });

  it('reports an unreachable key set as unavailable, not as a bad token', async () => {
    const jwks = createJwksCache({ url: 'http://127.0.0.1:9/jwks.json', fetch: (async () => { throw new TypeError('fetch failed'); }) as typeof fetch });
    const verify = createAccessTokenVerifier({ supabaseUrl: 'http://sb', apiKey: 'k', jwks });
    const k = keyPair('k1');
    const now = Math.floor(Date.now() / 1000);
    expect(await reason(verify(k.sign({ sub: USER, aud: 'authenticated', role: 'authenticated', exp: now + 60 })))).toBe('unavailable');
  });
});
