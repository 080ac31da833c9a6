// The emulators are safe by default: loopback only, never in production by accident, GoTrue's
// per-IP rate limits, and the pages that act for anyone (inbox, consent, Stripe) for this machine only.
import net from 'node:net';
import os from 'node:os';
import { DEV_PUBLISHABLE_KEY } from '../../emulators/dev-keys';
import { startEmulators, type RunningEmulator } from '../../emulators/server';
import { startTestEmulator } from './helpers/emulator';

jest.setTimeout(60_000);

/** This machine's first non-loopback IPv4 address: requests from it are "from the network". */
const lanAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
const withLan = lanAddress ? test : test.skip;

function connects(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const authHeaders = { apikey: DEV_PUBLISHABLE_KEY, 'content-type': 'application/json' };

describe('binding', () => {
  withLan('listens on loopback only unless a host is given', async () => {
    const em = await startTestEmulator();
    try {
      expect(new URL(em.url).hostname).toBe('127.0.0.1');
      expect(await connects('127.0.0.1', em.port)).toBe(true);
      expect(await connects(lanAddress!, em.port)).toBe(false);
    } finally {
      await em.close();
    }
  });
});

describe('production', () => {
  // Next's types make NODE_ENV read-only; the guard reads the real process environment.
  const env = process.env as Record<string, string | undefined>;
  const saved = { NODE_ENV: env.NODE_ENV, CUECARD_ALLOW_DEV_KEYS: env.CUECARD_ALLOW_DEV_KEYS };
  afterEach(() => {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete env[k];
      else env[k] = v;
    }
  });

  test('refuses to start with NODE_ENV=production, naming the opt-in', async () => {
    env.NODE_ENV = 'production';
    delete env.CUECARD_ALLOW_DEV_KEYS;
    await expect(startEmulators({ port: 0 })).rejects.toThrow(/NODE_ENV=production.*CUECARD_ALLOW_DEV_KEYS=1/s);
  });

  test('starts for a local production build when CUECARD_ALLOW_DEV_KEYS=1', async () => {
    env.NODE_ENV = 'production';
    env.CUECARD_ALLOW_DEV_KEYS = '1';
    const em = await startEmulators({ port: 0 });
    await em.close();
  });
});

describe('pages that act for anyone answer on loopback only', () => {
  let em: RunningEmulator;
  beforeAll(async () => {
    em = await startEmulators({ port: 0, host: '0.0.0.0' });
  });
  afterAll(() => em?.close());

  const pages: [string, string][] = [
    ['GET', '/inbox'],
    ['GET', '/inbox/api/messages'],
    ['GET', '/auth/v1/emulator/google/consent?state=x'],
    ['GET', '/stripe/events'],
    ['GET', '/stripe/subscriptions'],
    ['POST', '/stripe/subscriptions/sub_123/advance'],
    ['GET', '/stripe/checkout/cs_test_123'],
    ['GET', '/stripe/portal/bps_123'],
  ];

  withLan.each(pages)('%s %s from the network: 404', async (method, path) => {
    const res = await fetch(`http://${lanAddress}:${em.port}${path}`, { method, redirect: 'manual' });
    expect(res.status).toBe(404);
  });

  test('the inbox and the Stripe pages still answer on loopback', async () => {
    expect((await fetch(`http://127.0.0.1:${em.port}/inbox`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${em.port}/stripe/events`)).status).toBe(200);
  });

  withLan('the APIs themselves answer from the network when the host says so', async () => {
    const res = await fetch(`http://${lanAddress}:${em.port}/auth/v1/settings`, { headers: authHeaders });
    expect(res.status).toBe(200);
  });
});

describe("GoTrue's per-IP rate limits", () => {
  let em: RunningEmulator;
  // A clock that moves only when a test moves it: refills never depend on how fast the machine is.
  let clock = Date.now();
  beforeAll(async () => {
    em = await startEmulators({ port: 0, host: '0.0.0.0', now: () => clock });
  });
  afterAll(() => em?.close());

  async function hit(path: string, body: unknown, host = '127.0.0.1', headers: Record<string, string> = {}) {
    const res = await fetch(`http://${host}:${em.port}/auth/v1${path}`, { method: 'POST', headers: { ...authHeaders, ...headers }, body: JSON.stringify(body) });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  }

  const wrongLogin = { email: 'nobody@example.com', password: 'wrong-password' };

  test('POST /token: a burst of 30, then 429 over_request_rate_limit in GoTrue\'s body; refills at 150 per 5 minutes', async () => {
    for (let i = 0; i < 30; i++) expect((await hit('/token?grant_type=password', wrongLogin)).status).toBe(400);
    const limited = await hit('/token?grant_type=password', wrongLogin);
    expect(limited).toEqual({ status: 429, json: { code: 429, error_code: 'over_request_rate_limit', msg: 'Request rate limit reached' } });
    const current = await hit('/token?grant_type=password', wrongLogin, '127.0.0.1', { 'x-supabase-api-version': '2024-01-01' });
    expect(current).toEqual({ status: 429, json: { code: 'over_request_rate_limit', message: 'Request rate limit reached' } });
    clock += 2_000; // 150 per 300 s: one request every 2 s
    expect((await hit('/token?grant_type=password', wrongLogin)).status).toBe(400);
    expect((await hit('/token?grant_type=password', wrongLogin)).status).toBe(429);
  });

  withLan('limits are per client address', async () => {
    expect((await hit('/token?grant_type=password', wrongLogin)).status).toBe(429);
    expect((await hit('/token?grant_type=password', wrongLogin, lanAddress)).status).toBe(400);
  });

  test.each([
    ['/verify', { type: 'email', email: 'nobody@example.com', token: '123456' }],
    ['/otp', { email: 'not-an-address', create_user: false }],
    ['/magiclink', { email: 'not-an-address' }],
    ['/recover', { email: 'not-an-address' }],
  ])('%s: a burst of 30, then 429 (30 per 5 minutes)', async (path, body) => {
    for (let i = 0; i < 30; i++) expect((await hit(path, body)).status).not.toBe(429);
    expect((await hit(path, body)).json).toEqual({ code: 429, error_code: 'over_request_rate_limit', msg: 'Request rate limit reached' });
    clock += 10_000; // 30 per 300 s: one every 10 s
    expect((await hit(path, body)).status).not.toBe(429);
  });

  test('GET /verify (the e-mail link) draws from the same bucket as POST /verify', async () => {
    const body = { type: 'email', email: 'nobody@example.com', token: '123456' };
    for (let i = 0; i < 40 && (await hit('/verify', body)).status !== 429; i++);
    const res = await fetch(`http://127.0.0.1:${em.port}/auth/v1/verify?type=signup&token=abc`, { redirect: 'manual' });
    expect(res.status).toBe(429);
  });
});
