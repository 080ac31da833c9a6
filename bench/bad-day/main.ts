// npm run bench:bad-day: the live hour on a bad day. Two ws-server processes (as a deployment
// runs them) on the embedded Supabase behind a load balancer that follows their /readyz; the
// load balancer, the fake Deepgram and the fake model in processes of their own; 100 sessions in auto mode, each
// asked a question every 20 to 40 s in real speech (the fake Deepgram reads marks in the
// frames; the offline recogniser a session falls back to hears the words). Through the timeline
// (timeline.ts): the recogniser refuses, the model hangs, the model answers 429, one process is
// killed, the other drained and restarted; a fifth of the clients drop their socket every 20 s
// throughout. It prints, per phase, sessions alive, questions answered by source out of those
// asked, end of question → first chunk, reconnects, turns lost, and billing against connected
// time; figures are printed, never asserted.
//   BENCH_SESSIONS=100 BENCH_FAULT_SECONDS=60 npm run bench:bad-day
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { DEV_PUBLISHABLE_KEY, DEV_SECRET_KEY } from '../../emulators/dev-keys';
import { startEmulators } from '../../emulators/server';
import { forkBenchChild } from '../capacity/bench-child';
import { FAKE_DEEPGRAM_KEY, FAKE_MODEL, FAKE_MODEL_KEY } from '../capacity/fake-providers';
import { inPool } from '../capacity/open-session';
import { startWsServerProcess, type WsServerProcess } from '../capacity/ws-server-process';
import type { ClientsReport } from './clients-process';
import { frameCounts, renderQuestions } from './marked-speech';
import { formatReport, type PhaseWindow, type StoredTurn } from './report';
import { DROP_EVERY_S, DROP_FRACTION, PHASES, type FaultAction } from './timeline';

const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 100);
/** After the last phase: the longest question (about 4 s of speech) and its answer. */
const QUIET_MS = 10_000;
const here = (file: string) => path.join(__dirname, file);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const noSession = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };
const RESUME = 'Senior software engineer at Acme Payments (2019 to now): led a team of 6 building the billing ledger; cut payment failures by 18% by rebuilding the retry service; on call for the payments API.';

async function main(): Promise<void> {
  const em = await startEmulators({ port: 0, auth: { bcryptCost: 4, rateLimits: { tokenRefresh: 100_000, verify: 30, otp: 30 } } });
  const admin = createClient(em.url, DEV_SECRET_KEY, noSession);
  const users = await inPool(Array.from({ length: SESSIONS }, (_, i) => i), 8, async (i) => {
    const email = `bad-day-${i}-${Date.now().toString(36)}@example.com`;
    const password = 'correct horse battery staple';
    const created = await admin.auth.admin.createUser({ email, password, email_confirm: true });
    if (created.error || !created.data.user) throw new Error(`createUser: ${created.error?.message}`);
    const id = created.data.user.id;
    await admin.from('resume').upsert({ profile_id: id, resume: RESUME }).throwOnError();
    const signedIn = await createClient(em.url, DEV_PUBLISHABLE_KEY, noSession).auth.signInWithPassword({ email, password });
    if (signedIn.error || !signedIn.data.session) throw new Error(`signIn: ${signedIn.error?.message}`);
    return { id, token: signedIn.data.session.access_token };
  });

  const deepgram = await forkBenchChild<{ url: string }>(here('fake-deepgram-process.ts'), [], { name: 'fake Deepgram', env: { BENCH_FRAME_COUNTS: JSON.stringify(frameCounts(renderQuestions())) } });
  const model = await forkBenchChild<{ baseUrl: string }>(here('fake-model-process.ts'), [], { name: 'fake model' });
  const env = {
    SUPABASE_URL: em.url,
    SUPABASE_SECRET_KEY: DEV_SECRET_KEY,
    SUPABASE_PUBLISHABLE_KEY: DEV_PUBLISHABLE_KEY,
    WS_ALLOWED_ORIGINS: '*',
    DEEPGRAM_API_KEY: FAKE_DEEPGRAM_KEY,
    DEEPGRAM_URL: deepgram.info.url,
    LLM_BASE_URL: model.info.baseUrl,
    LLM_API_KEY: FAKE_MODEL_KEY,
    LLM_MODEL: FAKE_MODEL,
    METERING_INTERVAL_MS: '10000',
    // Behind the balancer, as deploy.md sets it: each client's own address counts, not the balancer's.
    TRUSTED_PROXY_HOPS: '1',
    LOG_LEVEL: 'info',
  };
  const lb = await forkBenchChild<{ url: string }>(here('load-balancer-process.ts'), [], { name: 'load balancer' });
  const servers: Record<'A' | 'B', WsServerProcess> = {} as never;
  let starts = 0;
  const start = async (name: 'A' | 'B') => {
    servers[name] = await startWsServerProcess(env, path.join(os.tmpdir(), `cuecard-bad-day-${name}-${++starts}.log`));
    await lb.call('setBackend', { name, port: Number(new URL(servers[name].url).port) });
  };
  await Promise.all([start('A'), start('B')]);
  await sleep(1_500); // the load balancer's first health checks

  const clients = await forkBenchChild<{ pid: number }>(here('clients-process.ts'), [], { name: 'clients' });
  const opened = await clients.call<{ ready: number }>('open', { url: lb.info.url, users });
  console.log(`bad-day: ${SESSIONS} sessions through the load balancer (${opened.ready} ready after the ramp), two ws-server processes, ${PHASES.length} phases`);

  const exited: Promise<void>[] = [];
  const act = async (a: FaultAction) => {
    if (a.kind === 'deepgram') await deepgram.call('fault', a.fault);
    else if (a.kind === 'model') await model.call('fault', a.fault);
    else if (a.kind === 'kill') process.kill(servers[a.server].pid, 'SIGKILL');
    else if (a.kind === 'drain') exited.push(servers[a.server].stop());
    else {
      await Promise.all(exited.splice(0));
      await start(a.server);
    }
  };
  const dropper = setInterval(() => void clients.call('drop', DROP_FRACTION), DROP_EVERY_S * 1000);
  const windows: PhaseWindow[] = [];
  for (const phase of PHASES) {
    const w: PhaseWindow = { name: phase.name, from: Date.now(), to: 0, minAlive: SESSIONS, endAlive: 0 };
    for (const a of phase.start) await act(a);
    const until = w.from + phase.seconds * 1000;
    while (Date.now() < until) {
      w.minAlive = Math.min(w.minAlive, await clients.call<number>('alive'));
      await sleep(1_000);
    }
    w.endAlive = await clients.call<number>('alive');
    for (const a of phase.end) await act(a);
    w.to = Date.now();
    windows.push(w);
    console.log(`  ${phase.name}: done (${w.minAlive} to ${w.endAlive} sessions alive)`);
  }
  clearInterval(dropper);
  // The bench's own end must not cut off the last questions: none is asked after the last phase,
  // and those already asked get the time a question takes to be spoken and answered.
  await clients.call('quiet');
  await sleep(QUIET_MS);
  const report = await clients.call<ClientsReport>('report', true);
  await sleep(12_000); // the servers' last metering tick for the closed sessions

  const ids = users.map((u) => u.id);
  const { rows: turnRows } = await em.context.db.query<{ profile_id: string; question: string; question_at: Date; answer_engine: string | null }>(
    'select profile_id, question, question_at, answer_engine from public.interview_turn where profile_id = any($1::uuid[])',
    [ids],
  );
  const turns: StoredTurn[] = turnRows.map((t) => ({ userId: t.profile_id, question: t.question, questionAt: new Date(t.question_at).getTime(), answerEngine: t.answer_engine }));
  const { rows: usage } = await em.context.db.query<{ charged: string; overcharged: number }>(
    `select coalesce(sum(charged_seconds), 0) as charged,
            count(*) filter (where charged_seconds > extract(epoch from (coalesce(end_time, now()) - start_time)) + 1)::int as overcharged
       from public.usage_logs where profile_id = any($1::uuid[])`,
    [ids],
  );
  const connected = report.connected.reduce((n, c) => n + c.seconds, 0);
  const { rows: perUser } = await em.context.db.query<{ profile_id: string; charged: string }>(
    'select profile_id, sum(charged_seconds) as charged from public.usage_logs where profile_id = any($1::uuid[]) group by profile_id',
    [ids],
  );
  const short = report.connected
    .map((c) => ({ c, charged: Number(perUser.find((u) => u.profile_id === c.userId)?.charged ?? 0) }))
    .map(({ c, charged }) => charged - c.seconds)
    .sort((a, b) => a - b);
  console.log(`billing per session, charged minus connected (s): min ${short[0]?.toFixed(1)}, median ${short[Math.floor(short.length / 2)]?.toFixed(1)}, max ${short.at(-1)?.toFixed(1)}`);
  console.log(formatReport(windows, report, ids, turns, { chargedSeconds: Number(usage[0].charged), connectedSeconds: connected, overcharged: usage[0].overcharged }, SESSIONS));

  await clients.stop();
  await Promise.all([servers.A.stop(), servers.B.stop()]);
  await Promise.all([deepgram.stop(), model.stop(), lb.stop()]);
  await em.close();
}

void main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
