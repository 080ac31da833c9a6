// npm run bench:ws-capacity-providers: how many live interviews one ws-server process carries
// with provider traffic, as production runs it. Every session streams 100 ms frames that the
// server relays to a fake Deepgram (its live protocol: interim and final results, speech_final,
// UtteranceEnd, empty results in silence) and asks one question every 20 to 40 s, answered in
// auto mode by the OpenAI-compatible engine from a fake model (first token after a fixed delay,
// then tokens at a steady rate). The server, the fakes and the clients are separate processes;
// the server keeps every limit at its default and the clients connect from one loopback
// address each. Sessions grow in steps (a sweep); for each step it prints the server's
// event-loop delay, end of question → first answer chunk added by the server (measured at the
// client, minus the time the fake model held the request), memory and CPU per session, and
// every process's CPU, so a machine too small to drive the load shows where it ran out.
// Targets: ≥ 1,000 sessions at p99 delay ≤ 20 ms, ≤ 150 KB and p99 added ≤ 10 ms per session.
//   BENCH_STEPS=250,500,1000,1500 BENCH_WINDOW_SECONDS=60 npm run bench:ws-capacity-providers
//   BENCH_SERVER_FLAGS='--max-semi-space-size=32' … runs the server with those node flags
//   BENCH_CPU_PROF=/tmp/prof … writes the server's CPU profile of each step's window there
// Figures are printed, never asserted.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { forkBenchChild, type BenchChild } from './capacity/bench-child';
import type { ClientsDrain, OpenRequest } from './capacity/clients-process';
import { FAKE_DEEPGRAM_KEY, FAKE_MODEL, FAKE_MODEL_KEY, type ModelHeld, type ModelPace, type SpeechFinalSent } from './capacity/fake-providers';
import { loopbackAddress } from './capacity/loopback-address';
import { addOutcomes, formatOutcomes, noOutcomes, type OutcomeCounts } from './capacity/open-session';
import { startMachineCpu, startStatsWindow, type WindowStats } from './capacity/process-stats';
import { summariseLog } from './capacity/summarise-log';
import type { ServerProcessEnv } from './capacity/server-process';
import { fmt, percentile, startLocalAuth } from './ws-support';

const STEPS = (process.env.BENCH_STEPS ?? '250,500,1000,1500').split(',').map(Number);
const WINDOW_S = Number(process.env.BENCH_WINDOW_SECONDS ?? 60);
const SETTLE_S = Number(process.env.BENCH_SETTLE_SECONDS ?? 10);
const CLIENT_PROCESSES = Number(process.env.BENCH_CLIENT_PROCESSES ?? 2);
/** Niceness of the fakes and the clients (0: none); the server always runs at 0. */
const LOAD_NICE = Number(process.env.BENCH_LOAD_NICE ?? 0);
const CPU_PROF = process.env.BENCH_CPU_PROF;
/** Node flags for the server only, e.g. BENCH_SERVER_FLAGS=--max-semi-space-size=32. */
const SERVER_FLAGS = (process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean);
const LOG_FILE = path.join(os.tmpdir(), 'cuecard-capacity-server.log');
const here = (file: string) => path.join(__dirname, 'capacity', file);
const sleep = (s: number) => new Promise((r) => setTimeout(r, s * 1000));

type Stats = WindowStats & Record<string, number>;
type Memory = NodeJS.MemoryUsage & { collected: boolean };

interface StepResult {
  sessions: number;
  opened: OutcomeCounts;
  rampSeconds: number;
  server: Stats;
  clients: Stats[];
  deepgram: Stats;
  model: Stats;
  orchestrator: WindowStats;
  machineBusy: number;
  memory: Memory;
  added: number[];
  total: number[];
  held: number[];
  unmatched: number;
  asked: number;
  drain: ClientsDrain;
}

async function main(): Promise<void> {
  if (CPU_PROF) fs.mkdirSync(CPU_PROF, { recursive: true });
  const auth = await startLocalAuth();
  const deepgram = await forkBenchChild<{ url: string }>(here('fake-deepgram-process.ts'), [], { name: 'fake Deepgram' });
  const model = await forkBenchChild<{ baseUrl: string; pace: ModelPace }>(here('fake-model-process.ts'), [], { name: 'fake model' });
  const env: ServerProcessEnv = { authUrl: auth.url, deepgramUrl: deepgram.info.url, deepgramKey: FAKE_DEEPGRAM_KEY, modelBaseUrl: model.info.baseUrl, modelKey: FAKE_MODEL_KEY, model: FAKE_MODEL };
  const server = await forkBenchChild<{ url: string; transcription: string; answers: string }>(here('server-process.ts'), [], {
    name: 'ws-server',
    env: { BENCH_SERVER: JSON.stringify(env), LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
    execArgv: ['--expose-gc', ...SERVER_FLAGS],
    logFile: LOG_FILE,
  });
  const clients: BenchChild<{ pid: number }>[] = [];
  for (let i = 0; i < CLIENT_PROCESSES; i++) clients.push(await forkBenchChild(here('clients-process.ts'), [], { name: `clients ${i + 1}` }));
  if (LOAD_NICE) for (const c of [deepgram, model, ...clients]) os.setPriority(c.pid, LOAD_NICE);

  console.log(
    `ws-capacity-providers: ws-server${SERVER_FLAGS.length ? ` (node ${SERVER_FLAGS.join(' ')})` : ''} (transcription ${server.info.transcription}, answers ${server.info.answers}, limits at their defaults) ← ${CLIENT_PROCESSES} client processes, one loopback address per session; ` +
      `fake Deepgram and fake model (first token ${model.info.pace.firstTokenMs} ms, then ${model.info.pace.tokensPerSecond} tokens/s, ${model.info.pace.answerTokens} tokens an answer) in their own processes${LOAD_NICE ? ` at nice ${LOAD_NICE}` : ''}; ` +
      `one question per session every 20–40 s; steps ${STEPS.join(', ')}, ${WINDOW_S} s measured at each after ${SETTLE_S} s; ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), load ${os.loadavg()[0].toFixed(1)} before start`,
  );
  await sleep(2);
  const before = await server.call<Memory>('memory');
  const sentAt = new Map<number, number>();
  const heldFor = new Map<number, number>();
  const collectTimings = async () => {
    const sent = await deepgram.call<SpeechFinalSent[]>('drain');
    for (const s of sent) sentAt.set(s.tag, s.at);
    for (const h of await model.call<ModelHeld[]>('drain')) heldFor.set(h.tag, h.heldMs);
    return sent.length;
  };
  const drainClients = async (): Promise<ClientsDrain> => {
    const all = await Promise.all(clients.map((c) => c.call<ClientsDrain>('drain')));
    const merge = (key: 'answers' | 'errors' | 'closedEarly') => all.reduce<Record<string, number>>((acc, d) => {
      for (const [k, v] of Object.entries(d[key])) acc[k] = (acc[k] ?? 0) + v;
      return acc;
    }, {});
    return { firsts: all.flatMap((d) => d.firsts), answers: merge('answers'), errors: merge('errors'), closedEarly: merge('closedEarly'), transcripts: all.reduce((n, d) => n + d.transcripts, 0), chunks: all.reduce((n, d) => n + d.chunks, 0) };
  };

  const machine = startMachineCpu();
  const orchestrator = startStatsWindow();
  const results: StepResult[] = [];
  let opened = 0;
  let outcomes = noOutcomes();
  let previous: { sessions: number; memory: Memory } = { sessions: 0, memory: before };
  for (const target of STEPS) {
    const t0 = performance.now();
    const count = target - opened;
    const perProcess = clients.map((_, i) => Math.floor(count / clients.length) + (i < count % clients.length ? 1 : 0));
    let first = opened;
    const replies = await Promise.all(
      clients.map((c, i) => {
        const request: OpenRequest = { urls: [`${server.info.url}/tab`], tokens: Array.from({ length: perProcess[i] }, () => auth.token()), firstAddress: first };
        first += perProcess[i];
        return c.call<{ outcomes: OutcomeCounts }>('open', request);
      }),
    );
    opened = target;
    for (const r of replies) outcomes = addOutcomes(outcomes, r.outcomes);
    const rampSeconds = (performance.now() - t0) / 1000;
    await sleep(SETTLE_S);
    // The window starts now: every process's figures from here.
    await Promise.all([server, deepgram, model, ...clients].map((c) => c.call('stats')));
    await collectTimings();
    await drainClients();
    machine.take();
    orchestrator.take();
    if (CPU_PROF) await server.call('profileStart');
    await sleep(WINDOW_S);
    if (CPU_PROF) await server.call('profileStop', path.join(CPU_PROF, `server-${target}-sessions.cpuprofile`));
    const [serverStats, deepgramStats, modelStats, ...clientStats] = await Promise.all([server, deepgram, model, ...clients].map((c) => c.call<Stats>('stats')));
    const machineBusy = machine.take().busy;
    const orchestratorStats = orchestrator.take();
    const asked = await collectTimings();
    const drain = await drainClients();
    const memory = await server.call<Memory>('memory');
    const added: number[] = [];
    const total: number[] = [];
    const held: number[] = [];
    let unmatched = 0;
    for (const f of drain.firsts) {
      const s = sentAt.get(f.tag);
      const h = heldFor.get(f.tag);
      if (s === undefined || h === undefined) {
        unmatched++;
        continue;
      }
      total.push(f.at - s);
      held.push(h);
      added.push(f.at - s - h);
    }
    const result: StepResult = { sessions: serverStats.sessions, opened: outcomes, rampSeconds, server: serverStats, clients: clientStats, deepgram: deepgramStats, model: modelStats, orchestrator: orchestratorStats, machineBusy, memory, added, total, held, unmatched, asked, drain };
    results.push(result);
    console.log(stepReport(result, previous, before));
    previous = { sessions: result.sessions, memory };
  }

  await Promise.all(clients.map((c) => c.call('closeAll')));
  await Promise.all([...clients, deepgram, model].map((c) => c.stop()));
  await server.stop();
  await auth.close();
  console.log(summary(results, before));
  console.log(`  server log (${LOG_FILE}): ${summariseLog(LOG_FILE)}`);
  if (CPU_PROF) console.log(`  server CPU profiles of each window in ${CPU_PROF}`);
  process.exit(0);
}

const kb = (bytes: number) => fmt(bytes / 1024, 0);
const pct = (x: number) => `${fmt(x * 100, 0)}%`;

function stepReport(r: StepResult, previous: { sessions: number; memory: Memory }, before: Memory): string {
  const d = r.drain;
  const lagWorstClient = Math.max(...r.clients.map((c) => c.lagP99Ms));
  const clientCpu = r.clients.reduce((n, c) => n + c.cpu, 0);
  const added = (p: number) => fmt(percentile(r.added, p), 1);
  const grown = r.sessions - previous.sessions;
  return [
    `\n${r.sessions} sessions (${formatOutcomes(r.opened)}; this step's opened in ${fmt(r.rampSeconds, 1)} s)`,
    `  event-loop delay        p50 ${fmt(r.server.lagP50Ms)}  p99 ${fmt(r.server.lagP99Ms)}  max ${fmt(r.server.lagMaxMs)} ms (server, beyond the 10 ms timer)`,
    `  server-added latency    p50 ${added(50)}  p99 ${added(99)}  max ${fmt(Math.max(...r.added), 1)} ms over ${r.added.length} answers (end of question → first chunk ${fmt(percentile(r.total, 50), 0)} ms p50, of which the model held ${fmt(percentile(r.held, 50), 0)} ms)`,
    `  questions               ${r.asked} asked in the window, ${r.drain.firsts.length} first chunks (${r.unmatched} unmatched); answers ended ${JSON.stringify(d.answers)}; errors ${JSON.stringify(d.errors)}; closed by the server ${JSON.stringify(d.closedEarly)}`,
    `  memory per session      RSS ${kb((r.memory.rss - previous.memory.rss) / grown)} KB marginal, ${kb((r.memory.rss - before.rss) / r.sessions)} KB average; heap ${kb((r.memory.heapUsed - previous.memory.heapUsed) / grown)} KB, buffers ${kb((r.memory.arrayBuffers - previous.memory.arrayBuffers) / grown)} KB marginal (RSS ${fmt(r.memory.rss / 2 ** 20, 0)} MB, heap ${fmt(r.memory.heapUsed / 2 ** 20, 0)} MB, buffers ${fmt(r.memory.arrayBuffers / 2 ** 20, 0)} MB${r.memory.collected ? ', after gc' : ''})`,
    `  CPU per session         ${fmt((r.server.cpu / r.sessions) * 1000, 2)} ms/s (server ${pct(r.server.cpu)} of a core: user ${pct(r.server.cpuUser)}, system ${pct(r.server.cpuSystem)})`,
    `  traffic                 fake Deepgram got ${fmt(r.deepgram.frames / r.deepgram.seconds, 0)} frames/s (${r.sessions * 10} sent by clients), sent ${fmt(r.deepgram.messages / r.deepgram.seconds, 0)} messages/s; model ${fmt(r.model.tokens / r.model.seconds, 0)} tokens/s; clients got ${fmt(d.chunks / r.server.seconds, 0)} answer chunks/s, ${fmt(d.transcripts / r.server.seconds, 0)} transcripts/s`,
    `  machine                 ${pct(r.machineBusy)} of ${os.cpus().length} cores busy; CPU server ${pct(r.server.cpu)}, clients ${pct(clientCpu)}, fake Deepgram ${pct(r.deepgram.cpu)}, fake model ${pct(r.model.cpu)}; delay p99 clients ${fmt(lagWorstClient)} ms (worst), fake Deepgram ${fmt(r.deepgram.lagP99Ms)} ms, an idle process ${fmt(r.orchestrator.lagP99Ms)} ms`,
  ].join('\n');
}

function summary(results: StepResult[], before: Memory): string {
  const rows = results.map((r) => {
    const perSession = kb((r.memory.rss - before.rss) / r.sessions);
    return `| ${r.sessions} | ${fmt(r.server.lagP50Ms, 1)} / ${fmt(r.server.lagP99Ms, 1)} | ${fmt(percentile(r.added, 50), 1)} / ${fmt(percentile(r.added, 99), 1)} | ${perSession} | ${fmt((r.server.cpu / r.sessions) * 1000, 2)} | ${pct(r.server.cpu)} | ${pct(r.clients.reduce((n, c) => n + c.cpu, 0))} / ${pct(r.deepgram.cpu)} / ${pct(r.model.cpu)} | ${pct(r.machineBusy)} |`;
  });
  const over = results.find((r) => r.server.lagP99Ms > 20);
  const reached = results.filter((r) => r.server.lagP99Ms <= 20 && percentile(r.added, 99) <= 10 && (r.memory.rss - before.rss) / r.sessions <= 150 * 1024);
  const best = reached.at(-1);
  return [
    '\nsummary (copy for docs/benchmarks.md)',
    '| sessions | event-loop delay p50 / p99 (ms) | server-added latency p50 / p99 (ms) | RSS per session (KB) | CPU per session (ms/s) | server CPU | clients / fake Deepgram / fake model CPU | machine busy |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
    `  lag passes 20 ms p99: ${over ? `at ${over.sessions} sessions` : `not within the sweep (up to ${results.at(-1)?.sessions ?? 0})`}`,
    `  goal (≥ 1,000 sessions at p99 delay ≤ 20 ms, ≤ 150 KB, p99 added ≤ 10 ms): ${best ? `met up to ${best.sessions} sessions` : 'not met at any step'}${best && best.sessions < 1000 ? ' (short of 1,000)' : ''}`,
  ].join('\n');
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
