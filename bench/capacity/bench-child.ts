// The processes of a capacity bench (the server, the fakes, the clients) are forked children
// that answer the orchestrator's requests over IPC: a request names an operation, the reply
// carries its value. Each child says it is ready with a first message (its URL, its pid).
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';

type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };
type Request = { id: number; op: string; args: unknown };

export interface BenchChild<Info> {
  name: string;
  pid: number;
  info: Info;
  call<T>(op: string, args?: unknown): Promise<T>;
  /** Asks the child to exit, then waits for it (a kill after 10 s). */
  stop(): Promise<void>;
}

export interface ForkOptions {
  name: string;
  env?: Record<string, string>;
  /** Extra node flags (--expose-gc, --cpu-prof …) besides the TypeScript loader the parent runs with. */
  execArgv?: string[];
  /** The child's stdout and stderr go to this file (the server's log); inherited otherwise. */
  logFile?: string;
}

export async function forkBenchChild<Info>(script: string, args: string[], o: ForkOptions): Promise<BenchChild<Info>> {
  const log = o.logFile ? fs.openSync(o.logFile, 'w') : undefined;
  const child: ChildProcess = fork(script, args, {
    env: { ...process.env, ...o.env },
    execArgv: [...process.execArgv, ...(o.execArgv ?? [])],
    stdio: log === undefined ? 'inherit' : ['ignore', log, log, 'ipc'],
  });
  if (log !== undefined) fs.closeSync(log);
  const waiting = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  let nextId = 0;
  const info = await new Promise<Info>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${o.name} exited with ${code} before it was ready`)));
    child.once('message', (m: { ready: Info }) => resolve(m.ready));
  });
  child.on('message', (m: Reply) => {
    const w = waiting.get(m.id);
    if (!w) return;
    waiting.delete(m.id);
    if (m.ok) w.resolve(m.value);
    else w.reject(new Error(`${o.name}: ${m.error}`));
  });
  child.on('exit', (code) => {
    for (const w of waiting.values()) w.reject(new Error(`${o.name} exited with ${code}`));
    waiting.clear();
  });
  return {
    name: o.name,
    pid: child.pid!,
    info,
    call<T>(op: string, callArgs?: unknown) {
      return new Promise<T>((resolve, reject) => {
        const id = ++nextId;
        waiting.set(id, { resolve: (v) => resolve(v as T), reject });
        child.send({ id, op, args: callArgs } satisfies Request);
      });
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.send({ id: ++nextId, op: 'exit', args: undefined } satisfies Request);
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(force);
    },
  };
}

export type Handlers = Record<string, (args: never) => unknown>;

/** The child's side: answers each request with its handler, and `exit` by exiting. */
export function serveBenchRequests(ready: unknown, handlers: Handlers, onExit?: () => Promise<void> | void): void {
  process.on('message', async (m: Request) => {
    if (m.op === 'exit') {
      await onExit?.();
      process.exit(0);
    }
    try {
      const handler = handlers[m.op];
      if (!handler) throw new Error(`no operation ${m.op}`);
      const value = await handler(m.args as never);
      process.send!({ id: m.id, ok: true, value } satisfies Reply);
    } catch (error) {
      process.send!({ id: m.id, ok: false, error: error instanceof Error ? error.message : String(error) } satisfies Reply);
    }
  });
  process.send!({ ready });
}
