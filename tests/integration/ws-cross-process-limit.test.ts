// WS_MAX_SESSIONS_PER_USER holds across ws-server processes: two servers, each with its own
// memory, share only the database, and together admit no more than the limit.
import type { RunningEmulator } from '../../emulators/server';
import type { RunningWsServer } from '../../ws-server/server';
import { startTestEmulator } from './helpers/emulator';
import { spawnWsServer } from './helpers/spawn-ws-server';
import { createSignedInUser, startWsServer, TestClient } from './helpers/ws-harness';

jest.setTimeout(60_000);
process.env.LOG_LEVEL = 'error';

describe('per-user session limit across processes', () => {
  let em: RunningEmulator;
  let a: RunningWsServer;
  let b: RunningWsServer;

  beforeAll(async () => {
    em = await startTestEmulator();
    [a, b] = await Promise.all([
      startWsServer(em, { config: { maxSessionsPerUser: 2 } }),
      startWsServer(em, { config: { maxSessionsPerUser: 2 } }),
    ]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await em?.close();
  });

  it('refuses a third session on either server while two are open, and frees the slot on close', async () => {
    const user = await createSignedInUser(em, 'xproc');
    const onA = await TestClient.open(a);
    expect(await onA.hello(user.accessToken)).toMatchObject({ type: 'ready' });
    const onB = await TestClient.open(b, '/mic');
    expect(await onB.hello(user.accessToken)).toMatchObject({ type: 'ready' });

    for (const server of [a, b]) {
      const third = await TestClient.open(server);
      expect(await third.hello(user.accessToken)).toMatchObject({ type: 'error', code: 'too_fast' });
      expect((await third.closed).code).toBe(4429);
    }

    await onA.close();
    for (let i = 0; i < 40 && a.sessionCount() > 0; i++) await new Promise((r) => setTimeout(r, 25));
    const again = await TestClient.open(b);
    expect(await again.hello(user.accessToken)).toMatchObject({ type: 'ready' });
    await again.close();
    await onB.close();
  });

  it('admits two sessions opened at the same moment on two servers, and no more than the limit', async () => {
    const user = await createSignedInUser(em, 'xproc-race');
    const clients = await Promise.all([a, b, a, b].map((server) => TestClient.open(server)));
    const replies = await Promise.all(clients.map((c) => c.hello(user.accessToken)));
    expect(replies.filter((r) => r.type === 'ready')).toHaveLength(2);
    expect(replies.filter((r) => r.type === 'error' && r.code === 'too_fast')).toHaveLength(2);
    await Promise.all(clients.filter((_, i) => replies[i].type === 'ready').map((c) => c.close()));
  });

  it('holds across two ws-server operating-system processes sharing only the database', async () => {
    const [p1, p2] = await Promise.all([spawnWsServer(em, { WS_MAX_SESSIONS_PER_USER: '2' }), spawnWsServer(em, { WS_MAX_SESSIONS_PER_USER: '2' })]);
    try {
      const user = await createSignedInUser(em, 'xproc-os');
      const first = await TestClient.open(p1.server);
      expect(await first.hello(user.accessToken)).toMatchObject({ type: 'ready' });
      const second = await TestClient.open(p2.server);
      expect(await second.hello(user.accessToken)).toMatchObject({ type: 'ready' });
      for (const server of [p1.server, p2.server]) {
        const third = await TestClient.open(server);
        expect(await third.hello(user.accessToken)).toMatchObject({ type: 'error', code: 'too_fast' });
        expect((await third.closed).code).toBe(4429);
      }
      await Promise.all([first.close(), second.close()]);
    } finally {
      await Promise.all([p1.server.close(), p2.server.close()]);
    }
  });
});
