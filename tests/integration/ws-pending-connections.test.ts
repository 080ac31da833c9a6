// Connections before login are bounded: sockets that have not yet been answered with `ready`
// are capped per client address (429) and in total (503), and in production a request
// without an Origin header is refused.
import { WebSocket } from 'ws';
import type { RunningEmulator } from '../../emulators/server';
import type { RunningWsServer } from '../../ws-server/server';
import { parseServerConfig } from '../../ws-server/config';
import { startTestEmulator } from './helpers/emulator';
import { createSignedInUser, startWsServer, TestClient } from './helpers/ws-harness';

jest.setTimeout(60_000);
process.env.LOG_LEVEL = 'error';

/** The HTTP status of an upgrade: 101 when it became a socket (then closed at once). */
function upgradeStatus(url: string, headers: Record<string, string> = { origin: 'http://localhost:3000' }): Promise<number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { headers });
    ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.on('open', () => {
      resolve(101);
      ws.close();
    });
    ws.on('error', () => undefined);
  });
}

describe('ws-server connections before login', () => {
  let em: RunningEmulator;

  beforeAll(async () => {
    em = await startTestEmulator();
  });
  afterAll(async () => {
    await em?.close();
  });

  it('refuses the upgrade with 429 once one address holds its share of sockets without hello', async () => {
    const server = await startWsServer(em, { config: { maxPendingPerIp: 3, maxPendingConnections: 100 } });
    try {
      // Signed in first: the idle sockets below must say hello within the hello timeout.
      const user = await createSignedInUser(em, 'pending');
      const idle = await Promise.all([0, 1, 2].map(() => TestClient.open(server)));
      expect(await upgradeStatus(`${server.url}/tab`)).toBe(429);
      // A socket that authenticates gives its slot back.
      expect(await idle[0].hello(user.accessToken)).toMatchObject({ type: 'ready' });
      const next = await TestClient.open(server);
      // So does one that goes away.
      idle[1].ws.close();
      await idle[1].closed;
      for (let i = 0; i < 40; i++) {
        const status = await upgradeStatus(`${server.url}/tab`);
        if (status === 101) break;
        await new Promise((r) => setTimeout(r, 25));
        if (i === 39) throw new Error(`slot never freed (last status ${status})`);
      }
      await Promise.all([idle[0].close(), idle[2].close(), next.close()]);
    } finally {
      await server.close();
    }
  });

  it('refuses the upgrade with 503 once the server holds its total of sockets without hello', async () => {
    const server = await startWsServer(em, { config: { maxPendingPerIp: 100, maxPendingConnections: 2 } });
    try {
      const idle = await Promise.all([0, 1].map(() => TestClient.open(server)));
      expect(await upgradeStatus(`${server.url}/tab`)).toBe(503);
      await Promise.all(idle.map((c) => c.close()));
    } finally {
      await server.close();
    }
  });

  it('caps by default at 200 in total and 20 per address', () => {
    const config = parseServerConfig({});
    expect(config).toMatchObject({ maxPendingConnections: 200, maxPendingPerIp: 20, requireOrigin: false });
  });

  it('refuses a missing Origin in production, and allows it in development', async () => {
    const prod = parseServerConfig({
      NODE_ENV: 'production',
      NEXT_PUBLIC_SITE_URL: 'https://cuecard.example',
      SUPABASE_URL: 'https://project.supabase.example',
      SUPABASE_SECRET_KEY: 'sb_secret_production_key_0123456789abcdef',
      SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_production_key_0123456789',
    });
    expect(prod.requireOrigin).toBe(true);
    let server: RunningWsServer = await startWsServer(em, { config: { requireOrigin: prod.requireOrigin } });
    try {
      expect(await upgradeStatus(`${server.url}/tab`, {})).toBe(403);
      expect(await upgradeStatus(`${server.url}/tab`)).toBe(101);
    } finally {
      await server.close();
    }
    server = await startWsServer(em);
    try {
      expect(await upgradeStatus(`${server.url}/tab`, {})).toBe(101);
    } finally {
      await server.close();
    }
  });
});
