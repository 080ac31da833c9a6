// The ws-server: an HTTP server whose upgrades on /tab, /mic and /both become interview sessions,
// on /second-screen a paired phone following its user's sessions, and whose plain routes are GET /capabilities (what the recogniser and answers can do), GET
// /prep-questions (a prep sheet's questions written by the model), and the operator's GET
// /healthz, /readyz and /metrics.
// Usable in-process (tests, benchmarks: port 0, injected engines, stores and clock) and by
// main.ts. drain() is how a deploy stops it: readiness false and no new sockets, each session
// told to move (server_draining, then 1012 once it has ended here), then close() once the
// sockets are gone or the drain timeout passed. close() alone is the quick shutdown: stop
// accepting, close every session with 1001, wait for their metering to finish.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../lib/supabase/database';
import { WebSocketServer } from 'ws';
import { createJwksCache } from './auth/jwks-cache';
import { createAccessTokenVerifier, type AccessTokenVerifier } from './auth/verify-access-token';
import { createCapabilitiesHandler } from './capabilities';
import { createSupabasePaidCallStore, type PaidCallStore } from './prep/paid-call-store';
import { createPrepQuestionsHandler } from './prep/prep-questions-handler';
import { startHeartbeat } from './heartbeat';
import type { HistoryStore } from './history/history-store';
import { createSupabaseHistoryStore } from './history/supabase-history-store';
import { capBytesBeforeReady, maxBytesBeforeReady } from './limits/bytes-before-ready';
import { transportMaxPayload } from './limits/message-size';
import { createOcrPool } from './screen/ocr-pool';
import { createScreenReader, type ScreenReader } from './screen/screen-reader';
import { createPendingConnections } from './limits/pending-connections';
import type { LiveSessionStore } from './live/live-session-store';
import { startOrphanSweeper } from './live/orphan-sweeper';
import { startServerBeat } from './live/server-beat';
import { createSupabaseLiveSessionStore } from './live/supabase-live-session-store';
import { writeLog } from '../lib/logging/write-log';
import type { MeteringStore } from './metering/metering-store';
import { createSupabaseMeteringStore } from './metering/supabase-metering-store';
import { parseServerConfig, type ServerConfig } from './config';
import type { PracticeCoach } from './practice/practice-coach';
import type { PracticeStore } from './practice/practice-store';
import { createSupabasePracticeStore } from './practice/supabase-practice-store';
import { createSupabaseContextStore, type ContextStore } from './session/context-store';
import type { PrepStore } from './prep/prep-store';
import { createSupabasePrepStore } from './prep/supabase-prep-store';
import type { RoundStore } from './rounds/round-store';
import { createSupabaseRoundStore } from './rounds/supabase-round-store';
import type { ResumeStore } from './resume/resume-store';
import { SessionRegistry } from './resume/session-registry';
import { createSupabaseResumeStore } from './resume/supabase-resume-store';
import { RESUME_WINDOW_SECONDS } from './resume/open-usage';
import { createServerMetrics, type ServerMetrics } from './metrics/server-metrics';
import { SessionConnection } from './session/session-connection';
import type { AnswerEngine, TranscriberFactory } from './session/ports';
import type { SessionDeps, TranscriptionLanguages } from './session/session-deps';
import { CircuitBreaker } from './providers/circuit-breaker';
import { createOfflineEngine } from './llm/offline/offline-engine';
import { createUpgradeHandler } from './upgrade';
import { createDatabaseCheck, probeSupabase } from './operator/database-check';
import { createHealthHandler, type Readiness } from './operator/health-handler';
import { createMetricsHandler } from './operator/metrics-handler';
import { drainSessions, type DrainOutcome } from './drain';
import { createSecondScreenService, type SecondScreenOptions } from './second-screen/second-screen-service';

export interface WsServerOptions {
  /** Settings; defaults come from the environment (parseServerConfig). */
  config?: Partial<ServerConfig>;
  createTranscriber: TranscriberFactory;
  /** What `ready` reports; defaults to offline. */
  transcriptionName?: 'deepgram' | 'openai' | 'offline';
  /** What the recogniser transcribes (primary subtags) or "all"; defaults to English, as the offline recognisers hear. */
  transcriptionLanguages?: TranscriptionLanguages;
  answerEngine: AnswerEngine;
  /** "offline" or "provider:model" (history, logs); defaults to the engine's source. */
  answerEngineName?: string;
  /** Shown while a model is slow or down; the offline engine by default, none with null (or for an offline answerEngine). */
  answerFallback?: AnswerEngine | null;
  /** Service-role client; built from config.supabaseUrl and supabaseSecretKey when absent. */
  supabase?: SupabaseClient<Database>;
  metering?: MeteringStore;
  /** Per-user session leases across processes; Postgres (through `supabase`) by default. */
  liveSessions?: LiveSessionStore;
  history?: HistoryStore;
  contexts?: ContextStore;
  /** Applications and stories read as the user; by default over PostgREST with config.supabasePublishableKey and the user's token. */
  prep?: PrepStore;
  /** What each round of an application told (record_round); Postgres (through `supabase`) by default. */
  rounds?: RoundStore;
  /** The account's access and the per-user limit of paid calls outside a session (default: the SQL functions). */
  paidCalls?: PaidCallStore;
  /** Re-opens a dropped session for a reconnect (hello's resume_session_id); Postgres (through `supabase`) by default. */
  resumes?: ResumeStore;
  /** Practice's daily count and recent questions; Postgres (through `supabase`) by default. */
  practice?: PracticeStore;
  /** Practice questions and feedback from a model; without one practice uses the offline bank. */
  practiceCoach?: PracticeCoach;
  verify?: AccessTokenVerifier;
  /** OCR for "Solve screen"; by default a tesseract.js pool of config.screenOcrConcurrency workers, started on first use. */
  readScreen?: ScreenReader;
  /** Monotonic milliseconds. */
  now?: () => number;
  /** The server's metrics registry; a new one by default. */
  metrics?: ServerMetrics;
  /** Second screens: Realtime and the device checks (defaults through `supabase`); null turns them off (benches without a database). */
  secondScreen?: SecondScreenOptions | null;
}

export interface RunningWsServer {
  /** ws://host:port (append /tab, /mic or /both). */
  url: string;
  port: number;
  sessionCount(): number;
  metrics: ServerMetrics;
  /** The second screen's Realtime channels and sockets, and the phones held here (absent when it is off). */
  secondScreenStats?(): { channels: number; sockets: number; holders: number; viewers: number };
  /** Graceful: refuse new sockets, close sessions with 1001, finish metering. */
  close(): Promise<void>;
  /**
   * For a deploy: readiness false and new sockets refused, every session told to move, then
   * close() once the sockets are gone ('empty') or after `timeoutMs` ('timeout').
   */
  drain(timeoutMs?: number): Promise<DrainOutcome>;
}

export async function createWsServer(options: WsServerOptions): Promise<RunningWsServer> {
  const config: ServerConfig = { ...parseServerConfig(), ...options.config };
  const supabase =
    options.supabase ??
    createClient<Database>(config.supabaseUrl, config.supabaseSecretKey, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });
  const verify =
    options.verify ??
    createAccessTokenVerifier({
      supabaseUrl: config.supabaseUrl,
      apiKey: config.supabaseSecretKey,
      jwks: createJwksCache({ url: `${config.supabaseUrl}/auth/v1/.well-known/jwks.json` }),
    });
  const now = options.now ?? (() => performance.now());
  const metrics = options.metrics ?? createServerMetrics();
  const answerEngineName = options.answerEngineName ?? options.answerEngine.source;
  const ocr = options.readScreen ? undefined : createOcrPool({ concurrency: config.screenOcrConcurrency });
  const secondScreen = options.secondScreen === null ? undefined : createSecondScreenService(config, supabase, now, options.secondScreen);
  const deps = {
    settings: config,
    verify,
    metering: options.metering ?? createSupabaseMeteringStore(supabase),
    history: options.history ?? createSupabaseHistoryStore(supabase),
    contexts: options.contexts ?? createSupabaseContextStore(supabase),
    prep: options.prep ?? createSupabasePrepStore({ url: config.supabaseUrl, publishableKey: config.supabasePublishableKey }),
    rounds: options.rounds ?? createSupabaseRoundStore(supabase),
    practice: options.practice ?? createSupabasePracticeStore(supabase, { dailyMinutes: config.practiceDailyMinutes, minSessionSeconds: config.practiceMinSessionSeconds }),
    practiceCoach: options.practiceCoach,
    createTranscriber: options.createTranscriber,
    transcriptionName: options.transcriptionName ?? 'offline',
    transcriptionLanguages: options.transcriptionLanguages ?? ['en'],
    answerEngine: options.answerEngine,
    answerEngineName,
    answerFallback: answerFallbackFor(options, answerEngineName, config, now, metrics),
    liveSessions:
      options.liveSessions ??
      createSupabaseLiveSessionStore(supabase, {
        maxPerUser: config.maxSessionsPerUser,
        ttlMs: config.liveSessionTtlMs,
        maxStarts: config.maxSessionStarts,
        startWindowMs: config.sessionStartWindowMs,
        // A fresh id per process: a restarted process never inherits the leases of the one it replaced.
        serverId: randomUUID(),
        serverDeadMs: config.serverDeadAfterMs,
      }),
    readScreen: options.readScreen ?? (ocr && createScreenReader(ocr)),
    resumes: options.resumes ?? createSupabaseResumeStore(supabase),
    registry: new SessionRegistry({ ttlMs: RESUME_WINDOW_SECONDS * 1000, maxParked: 1_000, now }),
    secondScreen: secondScreen?.ports,
    metrics,
    now,
  };

  const sessions = new Set<SessionConnection>();
  const pending = createPendingConnections({ max: config.maxPendingConnections, maxPerIp: config.maxPendingPerIp });
  const stopSweeper = startOrphanSweeper(deps.liveSessions, config.usageSweepIntervalMs);
  const stopBeat = startServerBeat(deps.liveSessions, config.serverBeatMs);
  let accepting = true;
  const wss = new WebSocketServer({ noServer: true, maxPayload: transportMaxPayload(config), perMessageDeflate: false, clientTracking: true });
  const stopHeartbeat = startHeartbeat(wss, config.heartbeatMs);
  const capabilities = createCapabilitiesHandler({ ...deps, answers: deps.answerEngine.source }, config);
  const prepQuestions = createPrepQuestionsHandler(
    { verify: deps.verify, prep: deps.prep, coach: deps.practiceCoach, paidCalls: options.paidCalls ?? createSupabasePaidCallStore(supabase) },
    config,
  );
  // Readiness is asked every few seconds by each load balancer: the database answer is kept 2 s.
  const database = createDatabaseCheck({ probe: (signal) => probeSupabase(supabase, signal), cacheMs: 2_000, timeoutMs: 2_000, now: () => performance.now() });
  const readiness = async (): Promise<Readiness> => {
    if (!accepting) return { ready: false, reason: 'draining' };
    return (await database.reachable()) ? { ready: true } : { ready: false, reason: 'database_unreachable' };
  };
  const health = createHealthHandler(readiness);
  const metricsRoute = createMetricsHandler(deps.metrics.registry, config.metricsToken);
  const server = http.createServer((req, res) => {
    if (capabilities(req, res)) return;
    if (prepQuestions(req, res)) return;
    if (health(req, res)) return;
    if (metricsRoute(req, res)) return;
    res.writeHead(426, { 'content-type': 'text/plain', connection: 'close' }).end('Upgrade Required: connect a WebSocket to /tab, /mic or /both');
  });
  server.on(
    'upgrade',
    createUpgradeHandler(wss, { ...config, isAccepting: () => accepting, admitPending: (ip) => pending.admit(ip) }, (ws, source, req, authenticated) => {
      wss.emit('connection', ws, req);
      if (source === 'second-screen') {
        if (secondScreen) secondScreen.accept(ws, req.socket, authenticated);
        else (ws.close(1011, 'second screen off'), authenticated());
        return;
      }
      const lift = capBytesBeforeReady(req.socket, maxBytesBeforeReady(config), (received) => {
        writeLog('info', 'ws_too_much_before_ready', { bytes: received });
        ws.terminate();
      });
      const session = new SessionConnection(ws, source, deps, () => {
        lift();
        authenticated();
      });
      sessions.add(session);
      void session.done.then(() => sessions.delete(session));
    }),
  );
  server.on('clientError', (_error, socket) => socket.destroy());

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.config?.port ?? config.port, config.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  writeLog('info', 'ws_server_listening', { port, host: config.host });

  let closing: Promise<void> | undefined;
  let draining: Promise<DrainOutcome> | undefined;
  const running: RunningWsServer = {
    url: `ws://${host}:${port}`,
    port,
    sessionCount: () => sessions.size,
    metrics: deps.metrics,
    ...(secondScreen ? { secondScreenStats: () => ({ ...secondScreen.ports.hub.stats(), viewers: secondScreen.viewers() }) } : {}),
    drain(timeoutMs = config.drainTimeoutMs) {
      draining ??= (async () => {
        // Readiness goes false with this (/readyz 503), and upgrades are refused from here on.
        accepting = false;
        deps.metrics.drained();
        secondScreen?.drain();
        writeLog('info', 'ws_server_draining', { port, sessions: sessions.size, timeout_ms: timeoutMs });
        const outcome = await drainSessions({ sessions: [...sessions], remaining: () => sessions.size + wss.clients.size, timeoutMs });
        writeLog('info', 'ws_server_drained', { port, outcome, sessions: sessions.size, sockets: wss.clients.size });
        await running.close();
        return outcome;
      })();
      return draining;
    },
    close() {
      closing ??= (async () => {
        accepting = false;
        const serverClosed = new Promise<void>((resolve) => server.close(() => resolve()));
        await Promise.all([...sessions].map((s) => s.shutdown()));
        await secondScreen?.close();
        stopHeartbeat();
        stopSweeper();
        stopBeat();
        await ocr?.close();
        // Sockets still in their closing handshake get a moment, then are cut.
        await new Promise((r) => setTimeout(r, 50));
        for (const ws of wss.clients) ws.terminate();
        wss.close();
        server.closeAllConnections();
        await serverClosed;
        writeLog('info', 'ws_server_closed', { port });
      })();
      return closing;
    },
  };
  return running;
}

/** A model's answers get the offline engine as their stand-in, and one breaker for this process; the clock is the server's, so tests can drive it. */
function answerFallbackFor(options: WsServerOptions, name: string, config: ServerConfig, now: () => number, metrics: ServerMetrics): SessionDeps['answerFallback'] {
  if (options.answerEngine.source === 'offline' || options.answerFallback === null) return undefined;
  const breaker = new CircuitBreaker(name, {
    failures: config.answerBreakerFailures,
    coolDownMs: config.answerBreakerCoolDownMs,
    now,
    onStateChange: (state) => {
      writeLog('warn', 'answer_breaker', { provider: name, state });
      metrics.breakerState(name, state);
    },
  });
  metrics.breakerState(name, breaker.state());
  return { engine: options.answerFallback ?? createOfflineEngine({ standingIn: true }), breaker };
}
