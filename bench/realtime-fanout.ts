// npm run bench:realtime-fanout: the embedded Realtime as the second screen's engine. N pairs
// (default 200), each a publisher and a subscriber socket on one private topic (user:<id>,
// authorised by row-level security at join), the publisher streaming answers as the ws-server
// does: 50 chunks at 20 a second, three answers a few seconds apart, pairs starting at random
// moments. The emulator runs in a child process (its CPU and memory are its own); the clients
// run here. Prints send → receive latency p50/p95/p99/max, what arrived (and why a send
// failed), and the emulator's CPU and memory per pair. The target for the product
// (laptop's first chunk → phone's) is p95 ≤ 150 ms at 200 pairs; this measures the engine's
// part of it. Figures are printed, never asserted.
//   BENCH_PAIRS=200 BENCH_ANSWERS=3 BENCH_VSN=2.0.0|1.0.0 BENCH_VIA=socket|rest|rest-service npm run bench:realtime-fanout
// BENCH_VIA picks how the publisher sends: over its own socket, or by REST (httpSend) with the
// user's token or with the secret key, as a server would. The emulator keeps its default
// limits; the environment's EMULATOR_REALTIME_* reach it (one REST caller for every pair, the
// secret key, needs EMULATOR_REALTIME_MAX_EVENTS_PER_SECOND raised past 100).
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { DEV_PUBLISHABLE_KEY, DEV_SECRET_KEY } from '../emulators/dev-keys';
import { signAccessToken } from '../emulators/jwt';
import { seededRandom } from '../lib/random/seeded-random';
import { forkBenchChild } from './capacity/bench-child';
import { startMachineCpu, startStatsWindow, type WindowStats } from './capacity/process-stats';
import { openPair, type Pair } from './realtime-fanout/pair';
import { fmt, percentile } from './ws-support';

const PAIRS = Number(process.env.BENCH_PAIRS ?? 200);
const ANSWERS = Number(process.env.BENCH_ANSWERS ?? 3);
const CHUNKS = 50;
const CHUNKS_PER_SECOND = 20;
/** Between two answers of a pair: the next question being asked. */
const GAP_MS = 2000;
const VSN = process.env.BENCH_VSN === '1.0.0' ? '1.0.0' : '2.0.0';
const VIA = process.env.BENCH_VIA === 'rest' || process.env.BENCH_VIA === 'rest-service' ? process.env.BENCH_VIA : 'socket';
/** Pairs joining at once: well under the per-socket join limit and kind to the database's single connection. */
const JOINING_AT_ONCE = 20;

function token(userId: string): string {
  const now = Math.floor(Date.now() / 1000);
  return signAccessToken({ sub: userId, role: 'authenticated', aud: 'authenticated', iat: now, exp: now + 3600 });
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main(): Promise<void> {
  const emulator = await forkBenchChild<{ url: string; pid: number }>(path.join(__dirname, 'realtime-fanout', 'emulator-process.ts'), [], {
    name: 'emulator',
    env: { BENCH_EMULATOR_SOCKETS: String(PAIRS * 2 + 10) },
    execArgv: ['--expose-gc'],
  });
  const pairs: Pair[] = [];
  try {
    const idle = await emulator.call<NodeJS.MemoryUsage>('memory');
    const latencies: number[] = [];
    const t0 = performance.now();
    for (let i = 0; i < PAIRS; i += JOINING_AT_ONCE) {
      const batch = Array.from({ length: Math.min(JOINING_AT_ONCE, PAIRS - i) }, () => {
        const userId = randomUUID();
        return openPair({ url: emulator.info.url, apikey: DEV_PUBLISHABLE_KEY, token: token(userId), userId, vsn: VSN, via: VIA, secretKey: DEV_SECRET_KEY, onLatency: (ms) => latencies.push(ms) });
      });
      pairs.push(...(await Promise.all(batch)));
    }
    const joinSeconds = (performance.now() - t0) / 1000;
    const joinedMemory = await emulator.call<NodeJS.MemoryUsage>('memory');
    const joinedStats = await emulator.call<{ sockets: number; subscriptions: number }>('stats');

    const random = seededRandom(40);
    const machine = startMachineCpu();
    const clientStats = startStatsWindow();
    await emulator.call('startWindow');
    await Promise.all(
      pairs.map(async (pair, p) => {
        await new Promise((r) => setTimeout(r, random() * 1000));
        for (let a = 0; a < ANSWERS; a++) {
          if (a > 0) await new Promise((r) => setTimeout(r, GAP_MS * (0.5 + random())));
          await pair.sendAnswer(p * ANSWERS + a, CHUNKS, 1000 / CHUNKS_PER_SECOND);
        }
      }),
    );
    // The last chunks are in flight for a moment after their sends resolved.
    const expected = PAIRS * ANSWERS * CHUNKS;
    const deadline = performance.now() + 5000;
    while (latencies.length < expected && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    const server = await emulator.call<WindowStats & { sockets: number }>('stats');
    const clients = clientStats.take();
    const busy = machine.take();
    const peakMemory = await emulator.call<NodeJS.MemoryUsage>('memory');

    // The database (PGlite) runs in a worker thread of the same process, so RSS moves with its
    // heap; the sockets and channels live in the main thread's heap, which is measured apart.
    const jsBytes = (m: NodeJS.MemoryUsage) => m.heapUsed + m.external;
    const perPairHeap = (jsBytes(joinedMemory) - jsBytes(idle)) / PAIRS;
    const outOfOrder = pairs.reduce((n, p) => n + p.outOfOrder(), 0);
    const failures = new Map<string, number>();
    for (const p of pairs) for (const [why, n] of p.failures()) failures.set(why, (failures.get(why) ?? 0) + n);
    const failed = [...failures.values()].reduce((a, b) => a + b, 0);
    console.log(`Realtime fan-out: ${PAIRS} pairs (${joinedStats.sockets} sockets, ${joinedStats.subscriptions} private subscriptions), protocol ${VSN}, publishing via ${VIA}`);
    console.log(`  ${ANSWERS} answers of ${CHUNKS} chunks at ${CHUNKS_PER_SECOND}/s per pair; joins took ${fmt(joinSeconds, 1)} s (RLS check per join)`);
    console.log(`  delivered ${latencies.length} of ${expected} chunks, ${outOfOrder} out of order, ${failed} sends failed`);
    for (const [why, n] of failures) console.log(`    ${n} × ${why}`);
    console.log(`  send → receive: p50 ${fmt(percentile(latencies, 50))} ms   p95 ${fmt(percentile(latencies, 95))} ms   p99 ${fmt(percentile(latencies, 99))} ms   max ${fmt(Math.max(...latencies))} ms`);
    console.log(`  target (issue #40, product end to end) p95 ≤ 150 ms: ${percentile(latencies, 95) <= 150 ? 'the engine leaves room for it' : 'NOT met by the engine alone'}`);
    console.log(
      `  emulator: CPU ${fmt(server.cpu * 100, 1)}% of a core over ${fmt(server.seconds, 1)} s (${fmt((server.cpu * 1000) / PAIRS, 2)} ms CPU per second per pair), ` +
        `event-loop delay p99 ${fmt(server.lagP99Ms, 1)} ms`,
    );
    console.log(`  emulator memory: ${fmt(perPairHeap / 1024, 1)} KB of main-thread heap per pair (after a full collection); RSS ${mb(idle.rss)} idle, ${mb(joinedMemory.rss)} with the pairs joined, ${mb(peakMemory.rss)} after sending`);
    console.log(`  clients (this process): CPU ${fmt(clients.cpu * 100, 1)}% of a core; machine ${fmt(busy.busy * 100, 0)}% busy across ${busy.cores} cores`);
  } finally {
    await Promise.all(pairs.map((p) => p.close().catch(() => undefined)));
    await emulator.stop();
  }
  process.exit(0); // realtime-js leaves a 10 s timer behind each disconnect
}

main().catch((err: unknown) => {
  console.error(`bench failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
