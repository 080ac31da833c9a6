// npm run bench:ws-capacity: N concurrent authenticated sessions (default 1,000) each streaming
// one 3,200-byte frame every 100 ms into a null transcriber. The server runs in this process;
// the clients run in a child process so their sockets do not share the server's event loop.
// Prints sessions, frames/s, frame handling latency (client send → transcriber push, p50/p99),
// event-loop delay p99 and RSS per session. Targets: ≥ 1,000 sessions, p99 lag ≤ 20 ms,
// ≤ 150 KB per session. Figures are printed, never asserted.
//   BENCH_SESSIONS=1000 BENCH_SECONDS=10 npm run bench:ws-capacity
import { fork } from 'node:child_process';
import os from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import { createOfflineEngine } from '../ws-server/llm/offline/offline-engine';
import { isRecord } from '../lib/is-record';
import { createWsServer } from '../ws-server/server';
import type { TranscriberFactory } from '../ws-server/session/ports';
import { fmt, memoryStores, percentile, startLocalAuth } from './ws-support';

const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const FRAME_BYTES = 3200;
const epochMs = () => performance.timeOrigin + performance.now();

type ToClients = { url: string; tokens: string[] } | { stop: true };
type FromClients = { ready: number; refused: number } | { stopped: true; sent: number };

async function server(): Promise<void> {
  process.env.LOG_LEVEL ??= 'warn';
  const gc = globalThis.gc;
  const auth = await startLocalAuth();
  const stores = memoryStores();
  let measuring = false;
  let frames = 0;
  const latencies: number[] = [];
  const createTranscriber: TranscriberFactory = () => ({
    push(frame) {
      if (!measuring) return;
      frames++;
      latencies.push(epochMs() - frame.readDoubleLE(0));
    },
    finish: async () => undefined,
    close: () => undefined,
  });
  const ws = await createWsServer({
    config: {
      port: 0,
      host: '127.0.0.1',
      supabaseUrl: auth.url,
      supabaseSecretKey: 'sb_secret_bench_unused_000000',
      anyOrigin: true,
      maxSessionsPerUser: 10,
      meteringIntervalMs: 5_000,
      helloTimeoutMs: 30_000,
    },
    ...stores,
    createTranscriber,
    answerEngine: createOfflineEngine(),
  });
  // What an idle Node process sees on this machine right now: other processes' load shows
  // up here, so the server's own lag is the difference.
  const baseline = monitorEventLoopDelay({ resolution: 10 });
  baseline.enable();
  await new Promise((r) => setTimeout(r, 2_000));
  baseline.disable();
  gc?.();
  const start = process.memoryUsage();

  const child = fork(__filename, ['clients'], { stdio: 'inherit' });
  const fromChild = <T extends FromClients>(test: (m: FromClients) => m is T) =>
    new Promise<T>((resolve) => {
      const on = (m: FromClients) => test(m) && (child.off('message', on), resolve(m));
      child.on('message', on);
    });
  const openBatch = async (count: number) => {
    const ready = fromChild((m) => 'ready' in m);
    child.send({ url: `${ws.url}/tab`, tokens: Array.from({ length: count }, () => auth.token()) } satisfies ToClients);
    return await ready;
  };
  const settle = async (ms: number) => {
    await new Promise((res) => setTimeout(res, ms));
    gc?.();
    return process.memoryUsage();
  };
  // Memory per session is the slope between half and all sessions, so fixed costs (heap
  // growth, buffers every process has) are not divided among the sessions.
  const openedAt = Date.now();
  const half = Math.floor(SESSIONS / 2);
  const first = await openBatch(half);
  const mid = await settle(2_000);
  const second = await openBatch(SESSIONS - half);
  const rampSeconds = (Date.now() - openedAt) / 1000;
  const full = await settle(3_000);
  const r = { ready: first.ready + second.ready, refused: first.refused + second.refused };

  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  measuring = true;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  await new Promise((res) => setTimeout(res, SECONDS * 1000));
  measuring = false;
  const elapsed = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  lag.disable();

  const stopped = fromChild((m) => 'stopped' in m);
  child.send({ stop: true } satisfies ToClients);
  await stopped;
  await ws.close();
  await auth.close();

  const perSession = (a: NodeJS.MemoryUsage, b: NodeJS.MemoryUsage, key: 'rss' | 'heapUsed', n: number) => fmt((b[key] - a[key]) / n / 1024, 1);
  const sessions = r.ready;
  console.log(
    [
      `ws-capacity: ${sessions} sessions ready (${r.refused} refused) in ${fmt(rampSeconds, 1)} s, measured ${fmt(elapsed, 1)} s`,
      `  frames/s handled          ${fmt(frames / elapsed, 0)} (expected ${sessions * 10})`,
      `  frame latency p50 / p99   ${fmt(percentile(latencies, 50))} / ${fmt(percentile(latencies, 99))} ms (client send → transcriber push)`,
      `  event-loop delay p50/p99  ${fmt(lag.percentile(50) / 1e6)} / ${fmt(lag.percentile(99) / 1e6)} ms (max ${fmt(lag.max / 1e6)} ms; timer resolution 10 ms included)`,
      `  server CPU                ${fmt(((cpu.user + cpu.system) / 1e6 / elapsed) * 100, 0)}% of one core (user ${fmt(cpu.user / 1e6 / elapsed, 2)} s/s, system ${fmt(cpu.system / 1e6 / elapsed, 2)} s/s)`,
      `  idle-process baseline     ${fmt(baseline.percentile(50) / 1e6)} / ${fmt(baseline.percentile(99) / 1e6)} ms p50/p99 before any session (machine load ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores)`,
      `  RSS per session           ${perSession(mid, full, 'rss', SESSIONS - half)} KB marginal (${perSession(start, full, 'rss', sessions)} KB average; RSS ${fmt(start.rss / 2 ** 20, 0)} → ${fmt(full.rss / 2 ** 20, 0)} MB)`,
      `  heap per session          ${perSession(mid, full, 'heapUsed', SESSIONS - half)} KB marginal${gc ? '' : ' (run with --expose-gc for steadier memory figures)'}`,
      `  metering charges          ${stores.charges()}`,
    ].join('\n'),
  );
  process.exit(0);
}

async function clients(): Promise<void> {
  const sockets: WebSocket[] = [];
  const timers: NodeJS.Timeout[] = [];
  let sent = 0;
  process.on('message', async (m: ToClients) => {
    if ('stop' in m) {
      for (const t of timers) clearInterval(t);
      await Promise.all(sockets.map((s) => new Promise((r) => (s.readyState === WebSocket.OPEN ? (s.once('close', r), s.close(1000)) : r(null)))));
      process.send!({ stopped: true, sent } satisfies FromClients);
      process.exit(0);
    }
    let ready = 0;
    let refused = 0;
    const open = (token: string) =>
      new Promise<void>((resolve) => {
        const ws = new WebSocket(m.url);
        sockets.push(ws);
        ws.on('error', () => undefined);
        ws.on('open', () => ws.send(JSON.stringify({ type: 'hello', access_token: token })));
        ws.on('close', () => resolve());
        ws.on('message', (data) => {
          const msg: unknown = JSON.parse(String(data));
          const type = isRecord(msg) ? msg.type : undefined;
          if (type === 'ready') {
            ready++;
            // Random phase, so 1,000 sockets do not all send in the same millisecond.
            setTimeout(() => {
              timers.push(
                setInterval(() => {
                  const frame = Buffer.alloc(FRAME_BYTES);
                  frame.writeDoubleLE(epochMs(), 0);
                  ws.send(frame);
                  sent++;
                }, 100),
              );
            }, Math.random() * 100);
            resolve();
          } else if (type !== 'credit') {
            refused++;
            resolve();
          }
        });
      });
    // Open in waves of 50, as users arrive, not as one thundering herd.
    for (let i = 0; i < m.tokens.length; i += 50) await Promise.all(m.tokens.slice(i, i + 50).map(open));
    process.send!({ ready, refused } satisfies FromClients);
  });
}

if (process.argv[2] === 'clients') void clients();
else
  void server().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
