// npm run bench:ws-capacity: N concurrent authenticated sessions (default 1,000) each streaming
// one 3,200-byte frame every 100 ms into a null transcriber. The server runs in this process
// with its limits at their defaults; the clients run in a child process so their sockets do not
// share the server's event loop, each from a loopback address of its own (127.1.0.1, …), as
// real users are, so the cap on sockets before hello per address is not in their way and is
// not switched off. Every socket is counted: ready, refused at the upgrade (429/503), denied
// after hello, failed. Prints those, frames/s, frame handling latency (client send →
// transcriber push, p50/p99), event-loop delay p50/p99 and RSS per session. Targets: ≥ 1,000
// sessions, p99 lag ≤ 20 ms, ≤ 150 KB per session. Figures are printed, never asserted.
// The same with a fake Deepgram and a fake model behind the server: bench:ws-capacity-providers.
//   BENCH_SESSIONS=1000 BENCH_SECONDS=10 npm run bench:ws-capacity
import { fork } from 'node:child_process';
import os from 'node:os';
import type { WebSocket } from 'ws';
import { createOfflineEngine } from '../ws-server/llm/offline/offline-engine';
import { parseServerConfig } from '../ws-server/config';
import { createWsServer } from '../ws-server/server';
import type { TranscriberFactory } from '../ws-server/session/ports';
import { fmt, memoryStores, percentile, startLocalAuth } from './ws-support';
import { loopbackAddress } from './capacity/loopback-address';
import { startStatsWindow } from './capacity/process-stats';
import { addOutcomes, countOutcome, epochMs, formatOutcomes, inPool, noOutcomes, openSession, type OutcomeCounts } from './capacity/open-session';

const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const FRAME_BYTES = 3200;

/** Sockets being opened at once: under the server's WS_MAX_PENDING_CONNECTIONS (200). */
const OPENING_AT_ONCE = 50;

type ToClients = { url: string; tokens: string[]; firstAddress: number } | { stop: true };
type FromClients = { opened: OutcomeCounts } | { stopped: true; sent: number; closedEarly: number };

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
  const limits = parseServerConfig();
  const ws = await createWsServer({
    config: {
      port: 0,
      host: '127.0.0.1',
      supabaseUrl: auth.url,
      supabaseSecretKey: 'sb_secret_bench_unused_000000',
      anyOrigin: true,
      meteringIntervalMs: 5_000,
    },
    ...stores,
    createTranscriber,
    answerEngine: createOfflineEngine(),
  });
  // What an idle Node process sees on this machine right now: other processes' load shows
  // up here, so the server's own lag is the difference.
  const idle = startStatsWindow();
  await new Promise((r) => setTimeout(r, 2_000));
  const baseline = idle.take();
  gc?.();
  const start = process.memoryUsage();

  const child = fork(__filename, ['clients'], { stdio: 'inherit' });
  const fromChild = <T extends FromClients>(test: (m: FromClients) => m is T) =>
    new Promise<T>((resolve) => {
      const on = (m: FromClients) => test(m) && (child.off('message', on), resolve(m));
      child.on('message', on);
    });
  let addresses = 0;
  const openBatch = async (count: number) => {
    const opened = fromChild((m) => 'opened' in m);
    child.send({ url: `${ws.url}/tab`, tokens: Array.from({ length: count }, () => auth.token()), firstAddress: addresses } satisfies ToClients);
    addresses += count;
    return (await opened).opened;
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
  const outcomes = addOutcomes(first, second);

  const window = startStatsWindow();
  measuring = true;
  await new Promise((res) => setTimeout(res, SECONDS * 1000));
  measuring = false;
  const w = window.take();
  const elapsed = w.seconds;

  const stopped = fromChild((m) => 'stopped' in m);
  child.send({ stop: true } satisfies ToClients);
  const { closedEarly } = await stopped;
  await ws.close();
  await auth.close();

  const perSession = (a: NodeJS.MemoryUsage, b: NodeJS.MemoryUsage, key: 'rss' | 'heapUsed', n: number) => fmt((b[key] - a[key]) / n / 1024, 1);
  const sessions = outcomes.ready;
  console.log(
    [
      `ws-capacity: ${sessions} of ${SESSIONS} sessions ready in ${fmt(rampSeconds, 1)} s, measured ${fmt(elapsed, 1)} s`,
      `  sockets                   ${formatOutcomes(outcomes)}; ${closedEarly} closed by the server before the end`,
      `  clients                   one loopback address each (${loopbackAddress(0)} … ${loopbackAddress(SESSIONS - 1)}), ${OPENING_AT_ONCE} sockets opening at a time; server limits at their defaults (WS_MAX_PENDING_PER_IP ${limits.maxPendingPerIp}, WS_MAX_PENDING_CONNECTIONS ${limits.maxPendingConnections})`,
      `  frames/s handled          ${fmt(frames / elapsed, 0)} (expected ${sessions * 10})`,
      `  frame latency p50 / p99   ${fmt(percentile(latencies, 50))} / ${fmt(percentile(latencies, 99))} ms (client send → transcriber push)`,
      `  event-loop delay p50/p99  ${fmt(w.lagP50Ms)} / ${fmt(w.lagP99Ms)} ms (max ${fmt(w.lagMaxMs)} ms; beyond the 10 ms sampling timer)`,
      `  server CPU                ${fmt(w.cpu * 100, 0)}% of one core (user ${fmt(w.cpuUser, 2)} s/s, system ${fmt(w.cpuSystem, 2)} s/s)`,
      `  idle-process baseline     ${fmt(baseline.lagP50Ms)} / ${fmt(baseline.lagP99Ms)} ms p50/p99 before any session (machine load ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores)`,
      `  RSS per session           ${perSession(mid, full, 'rss', second.ready)} KB marginal (${perSession(start, full, 'rss', sessions)} KB average; RSS ${fmt(start.rss / 2 ** 20, 0)} → ${fmt(full.rss / 2 ** 20, 0)} MB)`,
      `  heap per session          ${perSession(mid, full, 'heapUsed', second.ready)} KB marginal${gc ? '' : ' (run with --expose-gc for steadier memory figures)'}`,
      `  metering charges          ${stores.charges()}`,
    ].join('\n'),
  );
  process.exit(0);
}

async function clients(): Promise<void> {
  const sockets: WebSocket[] = [];
  const timers: NodeJS.Timeout[] = [];
  let sent = 0;
  let stopping = false;
  let closedEarly = 0;
  process.on('message', async (m: ToClients) => {
    if ('stop' in m) {
      stopping = true;
      for (const t of timers) clearInterval(t);
      await Promise.all(sockets.map((s) => new Promise((r) => (s.readyState === s.OPEN ? (s.once('close', r), s.close(1000)) : r(null)))));
      process.send!({ stopped: true, sent, closedEarly } satisfies FromClients);
      process.exit(0);
    }
    const counts = noOutcomes();
    await inPool(m.tokens, OPENING_AT_ONCE, async (token, i) => {
      const outcome = await openSession({ url: m.url, token, localAddress: loopbackAddress(m.firstAddress + i) });
      countOutcome(counts, outcome);
      if (outcome.kind !== 'ready') return;
      const ws = outcome.ws;
      sockets.push(ws);
      ws.on('close', () => void (stopping || closedEarly++));
      // Random phase, so 1,000 sockets do not all send in the same millisecond.
      setTimeout(() => {
        timers.push(
          setInterval(() => {
            if (ws.readyState !== ws.OPEN) return;
            const frame = Buffer.alloc(FRAME_BYTES);
            frame.writeDoubleLE(epochMs(), 0);
            ws.send(frame);
            sent++;
          }, 100),
        );
      }, Math.random() * 100);
    });
    process.send!({ opened: counts } satisfies FromClients);
  });
}

if (process.argv[2] === 'clients') void clients();
else
  void server().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
