// npm run bench:second-screen: the second screen end to end on the embedded emulator. N paired
// sessions (default 200) over two ws-server processes, each session's phone connected to the
// other process than its laptop, so every answer crosses processes through Realtime. Each
// laptop asks ANSWERS questions a few seconds apart (the stand-in model streams 50 tokens at 20
// a second); the bench times each answer from its first chunk as the laptop receives it to its
// first piece as the phone receives it (both sockets in this process, one clock), and prints
// p50/p95/p99, what arrived, and CPU and memory per paired session on each ws-server process and
// on the emulator. The goal: p95 ≤ 150 ms. Figures are printed, never asserted.
// BENCH_PAIRED=0 runs the same sessions with no phone paired: the cost of the sessions alone,
// against which the second screen's own cost per session is read.
//   BENCH_SESSIONS=200 BENCH_ANSWERS=3 BENCH_PAIRED=1 npm run bench:second-screen
import path from 'node:path';
import { WebSocket } from 'ws';
import { seededRandom } from '../../lib/random/seeded-random';
import { forkBenchChild, type BenchChild } from '../capacity/bench-child';
import { startMachineCpu, type WindowStats } from '../capacity/process-stats';
import { fmt, percentile } from '../ws-support';
import { pairedUser, type BenchUser } from './paired-users';

const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 200);
const ANSWERS = Number(process.env.BENCH_ANSWERS ?? 3);
const PAIRED = process.env.BENCH_PAIRED !== '0';
const AT_ONCE = 20;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
type Info = { url: string; pid: number };
type Memory = NodeJS.MemoryUsage;

function socket(url: string): Promise<WebSocket> {
  const ws = new WebSocket(url, { headers: { origin: 'http://localhost:3000' } });
  return new Promise((resolve, reject) => (ws.once('open', () => resolve(ws)), ws.once('error', reject)));
}

/** Resolves with the first JSON message that `test` accepts. */
function next(ws: WebSocket, test: (m: Record<string, unknown>) => boolean, timeoutMs = 20_000): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out waiting for a message')), timeoutMs);
    const on = (data: Buffer) => {
      const m = JSON.parse(data.toString()) as Record<string, unknown>;
      if (!test(m)) return;
      clearTimeout(timer);
      ws.off('message', on);
      resolve(m);
    };
    ws.on('message', on);
  });
}

interface Pair {
  user: BenchUser;
  laptop: WebSocket;
  phone?: WebSocket;
}

async function connect(user: BenchUser, sessionUrl: string, phoneUrl: string, firsts: { laptop: Map<string, number>; phone: Map<string, number> }): Promise<Pair> {
  if (!user.deviceToken) {
    const laptop = await socket(`${sessionUrl}/tab`);
    laptop.send(JSON.stringify({ type: 'hello', access_token: user.accessToken }));
    await next(laptop, (m) => m.type === 'ready');
    return { user, laptop };
  }
  const phone = await socket(`${phoneUrl}/second-screen`);
  phone.send(JSON.stringify({ type: 'view', device_token: user.deviceToken }));
  await next(phone, (m) => m.type === 'viewing');
  phone.on('message', (data: Buffer) => {
    const m = JSON.parse(data.toString()) as { type: string; batch?: { items: { kind: string; id?: string }[] } };
    if (m.type !== 'live') return;
    const at = performance.now();
    for (const item of m.batch!.items) {
      const key = item.kind === 'answer' ? `${user.userId}:${item.id!.split(':')[1]}` : undefined;
      if (key && !firsts.phone.has(key)) firsts.phone.set(key, at);
    }
  });
  const announced = next(phone, (m) => m.type === 'snapshot' && m.session !== null);
  const laptop = await socket(`${sessionUrl}/tab`);
  laptop.on('message', (data: Buffer) => {
    const m = JSON.parse(data.toString()) as { type: string; id?: string };
    const key = `${user.userId}:${m.id}`;
    if (m.type === 'answer' && !firsts.laptop.has(key)) firsts.laptop.set(key, performance.now());
  });
  laptop.send(JSON.stringify({ type: 'hello', access_token: user.accessToken }));
  const ready = await next(laptop, (m) => m.type === 'ready' || m.type === 'error');
  if (ready.type !== 'ready') throw new Error(`hello refused: ${JSON.stringify(ready)}`);
  await announced;
  return { user, laptop, phone };
}

async function main(): Promise<void> {
  const emulator = await forkBenchChild<Info>(path.join(__dirname, '..', 'realtime-fanout', 'emulator-process.ts'), [], {
    name: 'emulator',
    env: { BENCH_EMULATOR_SOCKETS: '100', EMULATOR_REALTIME_MAX_EVENTS_PER_SECOND: '100000', EMULATOR_REALTIME_MAX_JOINS_PER_SECOND: '10000', EMULATOR_AUTH_BCRYPT_COST: '4' },
    execArgv: ['--expose-gc'],
  });
  const servers: BenchChild<Info>[] = [];
  const pairs: Pair[] = [];
  try {
    for (const name of ['ws-server A', 'ws-server B']) {
      servers.push(await forkBenchChild<Info>(path.join(__dirname, 'ws-server-process.ts'), [], { name, env: { BENCH_EMULATOR_URL: emulator.info.url, LOG_LEVEL: 'warn' }, execArgv: ['--expose-gc'], logFile: `/tmp/bench-second-screen-${name.at(-1)}.log` }));
    }
    const all = [emulator, ...servers];
    const idle = await Promise.all(all.map((c) => c.call<Memory>('memory')));
    const firsts = { laptop: new Map<string, number>(), phone: new Map<string, number>() };
    for (let i = 0; i < SESSIONS; i += AT_ONCE) {
      const batch = Array.from({ length: Math.min(AT_ONCE, SESSIONS - i) }, async (_, j) => {
        const n = i + j;
        const [session, phone] = n % 2 === 0 ? [servers[0], servers[1]] : [servers[1], servers[0]];
        return connect(await pairedUser(emulator.info.url, PAIRED), session.info.url, phone.info.url, firsts);
      });
      pairs.push(...(await Promise.all(batch)));
    }
    const joined = await Promise.all(all.map((c) => c.call<Memory>('memory')));
    await Promise.all(all.map((c) => c.call('startWindow')));
    const machine = startMachineCpu();
    const random = seededRandom(40);
    const t0 = performance.now();
    await Promise.all(
      pairs.map(async (pair, p) => {
        await new Promise((r) => setTimeout(r, random() * 2_000));
        for (let a = 0; a < ANSWERS; a++) {
          if (a > 0) await new Promise((r) => setTimeout(r, 1_500 + random() * 1_500));
          const done = next(pair.laptop, (m) => m.type === 'answer' && m.speech_final === true, 30_000);
          pair.laptop.send(JSON.stringify({ type: 'trigger_response', question: `Question ${a + 1} for candidate ${p}: what did you build?` }));
          await done;
        }
      }),
    );
    await new Promise((r) => setTimeout(r, 500));
    const seconds = (performance.now() - t0) / 1000;
    const [em, ...ws] = await Promise.all(all.map((c) => c.call<WindowStats & { sessions?: number; viewers?: number; channels?: number; sockets?: number }>('stats')));
    const busy = machine.take();
    const latencies = [...firsts.laptop].filter(([k]) => firsts.phone.has(k)).map(([k, at]) => firsts.phone.get(k)! - at);
    const expected = SESSIONS * ANSWERS;
    const perSession = SESSIONS / 2;
    console.log(`Second screen: ${SESSIONS} ${PAIRED ? 'paired sessions' : 'sessions with no phone paired'} over 2 ws-server processes${PAIRED ? ', each phone on the other process' : ''}; ${ANSWERS} answers each of 50 tokens at 20/s, over ${fmt(seconds, 1)} s`);
    if (PAIRED) {
      console.log(`  first answer chunk, laptop → phone: ${latencies.length} of ${expected} answers reached the phone`);
      console.log(`    p50 ${fmt(percentile(latencies, 50))} ms   p95 ${fmt(percentile(latencies, 95))} ms   p99 ${fmt(percentile(latencies, 99))} ms   max ${fmt(Math.max(...latencies))} ms`);
      console.log(`    goal p95 ≤ 150 ms: ${percentile(latencies, 95) <= 150 ? 'met' : 'NOT met'}`);
    }
    ws.forEach((s, i) => {
      const heap = (joined[i + 1].heapUsed + joined[i + 1].external - idle[i + 1].heapUsed - idle[i + 1].external) / perSession;
      console.log(
        `  ${servers[i].name}: ${s.sessions} sessions, ${s.viewers} phones, ${s.channels} Realtime channels on ${s.sockets} sockets; CPU ${fmt(s.cpu * 100, 1)}% of a core ` +
          `(${fmt((s.cpu * 1000) / perSession, 2)} ms CPU per second per session), event-loop delay p99 ${fmt(s.lagP99Ms, 1)} ms; ` +
          `heap ${fmt(heap / 1024, 1)} KB per session${PAIRED ? ' (session + phone)' : ''}; RSS ${mb(idle[i + 1].rss)} idle, ${mb(joined[i + 1].rss)} joined`,
      );
    });
    const emHeap = (joined[0].heapUsed + joined[0].external - idle[0].heapUsed - idle[0].external) / SESSIONS;
    console.log(`  emulator: CPU ${fmt(em.cpu * 100, 1)}% of a core (${fmt((em.cpu * 1000) / SESSIONS, 2)} ms per second per paired session), event-loop delay p99 ${fmt(em.lagP99Ms, 1)} ms; heap ${fmt(emHeap / 1024, 1)} KB per paired session; RSS ${mb(idle[0].rss)} idle, ${mb(joined[0].rss)} joined`);
    console.log(`  machine ${fmt(busy.busy * 100, 0)}% busy across ${busy.cores} cores (the clients run in this process)`);
  } finally {
    for (const p of pairs) (p.laptop.terminate(), p.phone?.terminate());
    await Promise.all(servers.map((s) => s.stop()));
    await emulator.stop();
  }
  process.exit(0);
}

main().catch((err: unknown) => {
  console.error(`bench failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
