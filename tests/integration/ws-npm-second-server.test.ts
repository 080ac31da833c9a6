// `npm run ws-server` with WS_PORT set starts a second ws-server beside the one already running
// (as `npm run dev` runs it), and SIGTERM sent to npm reaches the ws-server through the shell and
// tsx: it drains (its session told to move, 1012) and exits, while the first one stays ready.
import type { RunningEmulator } from '../../emulators/server';
import { startTestEmulator } from './helpers/emulator';
import { spawnWsServer } from './helpers/spawn-ws-server';
import { createSignedInUser, TestClient } from './helpers/ws-harness';

jest.setTimeout(180_000);
process.env.LOG_LEVEL = 'error';

describe('npm run ws-server beside a running ws-server', () => {
  let em: RunningEmulator;

  beforeAll(async () => {
    em = await startTestEmulator();
  });
  afterAll(async () => {
    await em?.close();
  });

  it('listens on its own WS_PORT and drains on a SIGTERM sent to npm', async () => {
    const first = await spawnWsServer(em);
    const second = await spawnWsServer(em, {}, 'npm');
    try {
      expect(second.server.port).not.toBe(first.server.port);
      for (const s of [first, second]) expect((await fetch(`http://127.0.0.1:${s.server.port}/readyz`)).status).toBe(200);
      const user = await createSignedInUser(em, 'npm-second');
      const client = await TestClient.open(second.server, '/tab');
      expect(await client.hello(user.accessToken, { mode: 'manual' })).toMatchObject({ type: 'ready' });

      second.child.kill('SIGTERM');
      await client.type('server_draining');
      expect((await client.closed).code).toBe(1012);
      await second.exited;
      expect(second.logs.find((l) => l.msg === 'ws_server_drained')).toMatchObject({ outcome: 'empty' });
      expect((await fetch(`http://127.0.0.1:${first.server.port}/readyz`)).status).toBe(200);
    } finally {
      await Promise.all([first.server.close(), second.server.close()]);
    }
  });
});
