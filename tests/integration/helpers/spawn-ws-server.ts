// A ws-server as its own operating-system process (`node --import tsx ws-server/main.ts`), as a deployment
// runs it, on a free port against the test emulator: for tests of what must hold across
// processes that share only the database.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { RunningEmulator } from '../../../emulators/server';
import type { RunningWsServer } from '../../../ws-server/server';
import { freePort } from '../../../lib/server/free-port';

/** A spawned ws-server: drain() is SIGTERM, and says how the drain ended from the process's log. */
export interface SpawnedWsServer {
  server: Omit<RunningWsServer, 'metrics'>;
  child: ChildProcess;
  /** The process's JSON log lines so far. */
  logs: Record<string, unknown>[];
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
}

/**
 * `env` is added to the process's environment (settings such as WS_MAX_SESSIONS_PER_USER).
 * `via`: 'npm' starts it as an operator does, `npm run ws-server` (npm and the shell in between,
 * each of which must pass a signal on); 'node' (the default) starts the server as the very
 * process `child` is, with tsx as a loader, so a signal sent to `child` is the server's own.
 */
export async function spawnWsServer(em: RunningEmulator, env: Record<string, string> = {}, via: 'npm' | 'node' = 'node'): Promise<SpawnedWsServer> {
  const port = await freePort();
  const root = path.resolve(__dirname, '../../..');
  const [command, args] = via === 'npm' ? ['npm', ['run', '--silent', 'ws-server']] : [process.execPath, ['--import', 'tsx', 'ws-server/main.ts']];
  const child = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      NODE_ENV: 'development',
      WS_PORT: String(port),
      SUPABASE_URL: em.url,
      NEXT_PUBLIC_SITE_URL: 'http://localhost:3000',
      WS_ALLOWED_ORIGINS: 'http://localhost:3000',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Record<string, unknown>[] = [];
  let partial = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        // Not a log line (tsx's own output).
      }
    }
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('ws-server process did not start within 45 s')), 45_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ws_server_started')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`ws-server process exited with ${code}`)));
  });
  const drain = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    const drained = logs.find((l) => l.msg === 'ws_server_drained');
    return drained?.outcome === 'timeout' ? 'timeout' : 'empty';
  };
  const server: Omit<RunningWsServer, 'metrics'> = {
    url: `ws://127.0.0.1:${port}`,
    port,
    sessionCount: () => 0,
    close: async () => void (await drain()),
    drain,
  };
  return { server, child, logs, exited };
}

