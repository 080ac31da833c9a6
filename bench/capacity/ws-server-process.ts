// A ws-server as a deployment runs it, `node --import tsx ws-server/main.ts`, as one operating-
// system process with its own environment and a log file, and what /proc says about it (CPU
// seconds, RSS): for the bench that runs two of them against one database.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../../lib/server/free-port';

export interface WsServerProcess {
  url: string;
  pid: number;
  logFile: string;
  /** User + system CPU seconds so far, and resident memory now (Linux /proc). */
  usage(): { cpuSeconds: number; rssBytes: number };
  /** SIGTERM: the server's graceful shutdown (sessions closed with 1001, metering ended). */
  stop(): Promise<void>;
}

export async function startWsServerProcess(env: Record<string, string>, logFile: string): Promise<WsServerProcess> {
  const root = path.resolve(__dirname, '../..');
  const port = await freePort();
  const log = fs.openSync(logFile, 'w');
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'ws-server/main.ts'], {
    cwd: root,
    env: { ...process.env, NODE_OPTIONS: '', WS_PORT: String(port), WS_HOST: '127.0.0.1', ...env },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const deadline = Date.now() + 60_000;
  while (!fs.readFileSync(logFile, 'utf8').includes('ws_server_started')) {
    if (child.exitCode !== null) throw new Error(`ws-server exited with ${child.exitCode}: see ${logFile}`);
    if (Date.now() > deadline) throw new Error(`ws-server did not start within 60 s: see ${logFile}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const ticks = 100; // USER_HZ on Linux
  return {
    url: `ws://127.0.0.1:${port}`,
    pid: child.pid!,
    logFile,
    usage() {
      // Fields after the command name (which may hold spaces): utime is the 12th, stime the 13th.
      const stat = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const rssKb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0);
      return { cpuSeconds: (Number(fields[11]) + Number(fields[12])) / ticks, rssBytes: rssKb * 1024 };
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
