// `npm run ws-server` with WS_PORT set starts a second ws-server beside the one already running
// (as `npm run dev` runs it), and SIGTERM sent to npm reaches the ws-server through the shell and
// tsx: it drains (its session told to move, 1012) and exits, while the first one stays ready.
// No tsx command line sits between npm and the server: that one SIGKILLs a child that does not
// acknowledge a relayed signal within about 60 ms, which a loaded server's event loop misses.
import fs from 'node:fs';
import type { RunningEmulator } from '../../emulators/server';
import { startTestEmulator } from './helpers/emulator';
import { spawnWsServer } from './helpers/spawn-ws-server';
import { createSignedInUser, TestClient } from './helpers/ws-harness';

jest.setTimeout(180_000);
process.env.LOG_LEVEL = 'error';

/** The command lines of every process below `pid`. */
function descendants(pid: number): string[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended while we looked.
    }
  }
  const out: string[] = [];
  const visit = (p: number) => {
    for (const child of children.get(p) ?? []) {
      try {
        out.push(fs.readFileSync(`/proc/${child}/cmdline`, 'utf8').split('\0').join(' ').trim());
      } catch {
        // Gone.
      }
      visit(child);
    }
  };
  visit(pid);
  return out;
}

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
      const below = descendants(second.child.pid!);
      expect(below.filter((cmd) => /ws-server\/main\.ts/.test(cmd))).toEqual([expect.stringMatching(/--import tsx ws-server\/main\.ts$/)]);
      expect(below.filter((cmd) => /tsx\/dist\/cli|\/\.bin\/tsx/.test(cmd))).toEqual([]);
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
