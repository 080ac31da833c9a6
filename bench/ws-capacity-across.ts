// npm run bench:ws-capacity-across: two ws-server processes (`node --import tsx
// ws-server/main.ts`, as a deployment runs them) sharing one database (the embedded Supabase),
// with the fake Deepgram and fake model of bench:ws-capacity-providers behind both, and load
// spread across them. It shows in its output that what must hold across servers holds:
//   - sessions: every user's session ready, alternating between the processes;
//   - the per-user limit: a user whose WS_MAX_SESSIONS_PER_USER + 1 sockets alternate between
//     the processes gets the last one refused (too_fast, 4429);
//   - the start limit: a user opening WS_MAX_SESSION_STARTS + 1 sessions one after another,
//     alternating, gets the last one refused (session_rate_limited, 4429);
//   - metering: each session's usage row charged what it was connected (ready → closed), and no
//     usage row or lease left open once every socket has closed.
// Users are real (admin createUser, then a password sign-in, as the app's are), so it runs a
// few hundred sessions (BENCH_USERS, default 300), not thousands. METERING_INTERVAL_MS is 10 s
// so a one-minute run sees several charges per session. Figures are printed, never asserted.
//   BENCH_USERS=300 BENCH_SECONDS=60 npm run bench:ws-capacity-across
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { DEV_PUBLISHABLE_KEY, DEV_SECRET_KEY } from '../emulators/dev-keys';
import { startEmulators } from '../emulators/server';
import { forkBenchChild, type BenchChild } from './capacity/bench-child';
import type { ClientsDrain, OpenRequest } from './capacity/clients-process';
import { FAKE_DEEPGRAM_KEY, FAKE_MODEL, FAKE_MODEL_KEY, type ModelHeld, type SpeechFinalSent } from './capacity/fake-providers';
import { loopbackAddress } from './capacity/loopback-address';
import { countOutcome, formatOutcomes, inPool, noOutcomes, openSession, type OutcomeCounts, type SessionOutcome } from './capacity/open-session';
import { summariseLog } from './capacity/summarise-log';
import { startWsServerProcess, type WsServerProcess } from './capacity/ws-server-process';
import { fmt, percentile } from './ws-support';

const USERS = Number(process.env.BENCH_USERS ?? 300);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const METERING_INTERVAL_MS = 10_000;
const MAX_SESSIONS_PER_USER = 3; // WS_MAX_SESSIONS_PER_USER's default
const MAX_SESSION_STARTS = 20; // WS_MAX_SESSION_STARTS's default
const here = (file: string) => path.join(__dirname, 'capacity', file);
const sleep = (s: number) => new Promise((r) => setTimeout(r, s * 1000));
const noSession = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

async function main(): Promise<void> {
  const started = performance.now();
  // The set-up signs in hundreds of users from one address: the emulator's per-address sign-in
  // limit (GoTrue's, 150 per 5 minutes) is raised for that, and bcrypt made cheap. Neither is
  // a ws-server limit; every ws-server limit keeps its default.
  const em = await startEmulators({ port: 0, auth: { bcryptCost: 4, rateLimits: { tokenRefresh: 100_000, verify: 30, otp: 30 } } });
  const admin = createClient(em.url, DEV_SECRET_KEY, noSession);
  const signUp = async (label: string, i: number) => {
    const email = `${label}-${i}-${Date.now().toString(36)}@example.com`;
    const password = 'correct horse battery staple';
    const created = await admin.auth.admin.createUser({ email, password, email_confirm: true });
    if (created.error || !created.data.user) throw new Error(`createUser: ${created.error?.message}`);
    const signedIn = await createClient(em.url, DEV_PUBLISHABLE_KEY, noSession).auth.signInWithPassword({ email, password });
    if (signedIn.error || !signedIn.data.session) throw new Error(`signIn: ${signedIn.error?.message}`);
    return { id: created.data.user.id, token: signedIn.data.session.access_token };
  };
  const t0 = performance.now();
  const users = await inPool(Array.from({ length: USERS }, (_, i) => i), 8, (i) => signUp('cap', i));
  const greedy = await signUp('greedy', 0);
  const restless = await signUp('restless', 0);
  const usersSeconds = (performance.now() - t0) / 1000;

  const deepgram = await forkBenchChild<{ url: string }>(here('fake-deepgram-process.ts'), [], { name: 'fake Deepgram' });
  const model = await forkBenchChild<{ baseUrl: string }>(here('fake-model-process.ts'), [], { name: 'fake model' });
  const env = {
    SUPABASE_URL: em.url,
    SUPABASE_SECRET_KEY: DEV_SECRET_KEY,
    WS_ALLOWED_ORIGINS: '*',
    DEEPGRAM_API_KEY: FAKE_DEEPGRAM_KEY,
    DEEPGRAM_URL: deepgram.info.url,
    LLM_BASE_URL: model.info.baseUrl,
    LLM_API_KEY: FAKE_MODEL_KEY,
    LLM_MODEL: FAKE_MODEL,
    METERING_INTERVAL_MS: String(METERING_INTERVAL_MS),
    LOG_LEVEL: 'info',
  };
  const servers: WsServerProcess[] = await Promise.all(['a', 'b'].map((name) => startWsServerProcess(env, path.join(os.tmpdir(), `cuecard-capacity-across-${name}.log`))));
  const clients: BenchChild<{ pid: number }> = await forkBenchChild(here('clients-process.ts'), [], { name: 'clients' });
  const urls = servers.map((s) => `${s.url}/tab`);
  const name = (i: number) => 'AB'[i];

  // Every user's session, alternating between the two processes.
  const opened = await clients.call<{ outcomes: OutcomeCounts; perServer: number[] }>('open', {
    urls,
    tokens: users.map((u) => u.token),
    keys: users.map((u) => u.id),
    firstAddress: 0,
  } satisfies OpenRequest);

  // One user, more sockets than the limit, alternating between the processes.
  let address = USERS;
  const attempt = (server: number, token: string) => openSession({ url: urls[server], token, localAddress: loopbackAddress(address++), hello: { mode: 'auto' } });
  const greedyOutcomes: { server: number; outcome: SessionOutcome }[] = [];
  for (let i = 0; i <= MAX_SESSIONS_PER_USER; i++) greedyOutcomes.push({ server: i % 2, outcome: await attempt(i % 2, greedy.token) });

  // One user starting sessions one after another (each closed before the next), alternating.
  const restlessOutcomes = noOutcomes();
  let lastRestless: SessionOutcome | undefined;
  for (let i = 0; i <= MAX_SESSION_STARTS; i++) {
    const outcome = await attempt(i % 2, restless.token);
    countOutcome(restlessOutcomes, outcome);
    lastRestless = outcome;
    if (outcome.kind === 'ready') await closeSocket(outcome);
  }

  // The run: audio relayed, questions answered, minutes metered on both processes.
  const cpu0 = servers.map((s) => s.usage().cpuSeconds);
  await clients.call('drain');
  const runStarted = performance.now();
  await sleep(SECONDS);
  const runSeconds = (performance.now() - runStarted) / 1000;
  const usage = servers.map((s, i) => ({ ...s.usage(), cpu: (s.usage().cpuSeconds - cpu0[i]) / runSeconds }));
  const drain = await clients.call<ClientsDrain>('drain');
  const sentAt = new Map((await deepgram.call<SpeechFinalSent[]>('drain')).map((s) => [s.tag, s.at]));
  const heldFor = new Map((await model.call<ModelHeld[]>('drain')).map((h) => [h.tag, h.heldMs]));
  const added = drain.firsts.flatMap((f) => {
    const s = sentAt.get(f.tag);
    const h = heldFor.get(f.tag);
    return s === undefined || h === undefined ? [] : [f.at - s - h];
  });

  // Close everything, then read what the database charged.
  const connected = await clients.call<Record<string, number>>('closeAll');
  for (const g of greedyOutcomes) if (g.outcome.kind === 'ready') await closeSocket(g.outcome);
  const ids = new Set(users.map((u) => u.id));
  let rows: { profile_id: string; charged_seconds: number; end_time: string | null }[] = [];
  for (let i = 0; i < 100; i++) {
    const { data } = await admin.from('usage_logs').select('profile_id, charged_seconds, end_time').throwOnError();
    rows = (data ?? []).filter((r) => ids.has(r.profile_id));
    if (rows.length >= USERS && rows.every((r) => r.end_time !== null)) break;
    await sleep(0.2);
  }
  const { data: allRows } = await admin.from('usage_logs').select('end_time').throwOnError();
  const { data: leases } = await admin.from('live_session').select('id').throwOnError();
  const charged = rows.reduce((n, r) => n + Number(r.charged_seconds), 0);
  const connectedTotal = users.reduce((n, u) => n + (connected[u.id] ?? 0), 0);
  const diffs = rows.map((r) => Number(r.charged_seconds) - (connected[r.profile_id] ?? 0));

  await clients.stop();
  await Promise.all(servers.map((s) => s.stop()));
  await Promise.all([deepgram.stop(), model.stop()]);
  await em.close();

  const greedyLine = greedyOutcomes.map((g) => `${name(g.server)} ${describe(g.outcome)}`).join(', ');
  console.log(
    [
      `ws-capacity-across: 2 ws-server processes (node --import tsx ws-server/main.ts, every limit at its default, METERING_INTERVAL_MS ${METERING_INTERVAL_MS}) sharing the embedded Supabase's database; fake Deepgram and fake model in their own processes; ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}`,
      `  users                  ${USERS} + 2 created and signed in in ${fmt(usersSeconds, 0)} s (the emulator's sign-in limit per address raised for this set-up only)`,
      `  sessions               ${formatOutcomes(opened.outcomes)}; on A ${opened.perServer[0]}, on B ${opened.perServer[1]} (one user each, alternating; clients from one loopback address each)`,
      `  per-user limit         one user, ${MAX_SESSIONS_PER_USER + 1} sockets alternating: ${greedyLine} (WS_MAX_SESSIONS_PER_USER ${MAX_SESSIONS_PER_USER}, across both)`,
      `  session starts         one user, ${MAX_SESSION_STARTS + 1} sessions one after another, alternating: ${formatOutcomes(restlessOutcomes)}; the last: ${lastRestless ? describe(lastRestless) : 'none'} (WS_MAX_SESSION_STARTS ${MAX_SESSION_STARTS} in 10 min, across both)`,
      `  run                    ${fmt(runSeconds, 0)} s: ${drain.firsts.length} questions answered (server-added latency p50 ${fmt(percentile(added, 50), 1)} / p99 ${fmt(percentile(added, 99), 1)} ms), answers ended ${JSON.stringify(drain.answers)}, errors ${JSON.stringify(drain.errors)}, closed by a server ${JSON.stringify(drain.closedEarly)}`,
      `  processes              ${usage.map((u, i) => `${name(i)}: CPU ${fmt(u.cpu * 100, 0)}% of a core, RSS ${fmt(u.rssBytes / 2 ** 20, 0)} MB`).join('; ')}`,
      `  metering               ${rows.length} usage rows for ${USERS} sessions: charged ${fmt(charged, 1)} s for ${fmt(connectedTotal, 1)} s connected (${fmt(((charged - connectedTotal) / connectedTotal) * 100, 2)}%); per session charged − connected p50 ${fmt(percentile(diffs, 50), 2)} s, min ${fmt(Math.min(...diffs), 2)}, max ${fmt(Math.max(...diffs), 2)} s`,
      `  left open              ${(allRows ?? []).filter((r) => r.end_time === null).length} usage rows open, ${(leases ?? []).length} leases, once every socket closed`,
      ...servers.map((s, i) => `  log ${name(i)} (${s.logFile}): ${summariseLog(s.logFile)}`),
      `  took ${fmt((performance.now() - started) / 1000, 0)} s`,
    ].join('\n'),
  );
  process.exit(0);
}

function describe(o: SessionOutcome): string {
  if (o.kind === 'ready') return 'ready';
  if (o.kind === 'refused') return `refused (HTTP ${o.status})`;
  if (o.kind === 'denied') return `denied ${o.code} (close ${o.close})`;
  return `failed (${o.why})`;
}

async function closeSocket(o: Extract<SessionOutcome, { kind: 'ready' }>): Promise<void> {
  if (o.ws.readyState !== o.ws.OPEN) return;
  const closed = new Promise((r) => o.ws.once('close', r));
  o.ws.close(1000);
  await closed;
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
