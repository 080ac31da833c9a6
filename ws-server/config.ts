// The ws-server's settings, from its environment (validated once at start-up by the schema in
// config-env.ts): the server's own (port, origins, auth, limits, metering) and the engines'
// (speech to text, answers). With nothing set, both engines are the embedded offline ones
// (Moonshine, or pocketsphinx without Moonshine's model; talking points); a key or base URL
// switches to the hosted provider.
import { availableParallelism } from 'node:os';
import { assertProductionSafe, parseEnv } from '../lib/env-schema';
import { envSchema, moonshineModelDir, type Env } from './config-env';
import { moonshineInstalled } from './stt/moonshine/moonshine-model';

export interface ServerConfig {
  port: number;
  host: string;
  /** Origins allowed to open a socket; `anyOrigin` when the list holds `*`. */
  allowedOrigins: Set<string>;
  anyOrigin: boolean;
  supabaseUrl: string;
  supabaseSecretKey: string;
  /** Reads made as the user (their token), so row-level security applies: applications, resume versions, stories. */
  supabasePublishableKey: string;
  meteringIntervalMs: number;
  helloTimeoutMs: number;
  heartbeatMs: number;
  maxSessionsPerUser: number;
  /** Session starts per user in `sessionStartWindowMs`, live and practice together, across processes. */
  maxSessionStarts: number;
  sessionStartWindowMs: number;
  maxPendingConnections: number;
  maxPendingPerIp: number;
  /** Proxies whose X-Forwarded-For entries are believed: 0 takes the socket's peer. */
  trustedProxyHops: number;
  /** Refuse sockets without an Origin header (NODE_ENV=production). */
  requireOrigin: boolean;
  /** Lease length of a live session; renewed every metering interval. */
  liveSessionTtlMs: number;
  serverBeatMs: number;
  serverDeadAfterMs: number;
  resumeHeldWaitMs: number;
  usageSweepIntervalMs: number;
  /** A drain (SIGTERM) waits at most this long for the sockets to go before closing the rest. */
  drainTimeoutMs: number;
  /** GET /metrics requires `Authorization: Bearer <metricsToken>` when set. */
  metricsToken?: string;
  maxFramesPerSecond: number;
  /** Seconds of audio allowed ahead of real time before the socket is closed with 4429. */
  audioBurstSeconds: number;
  /** Answers started per session in any 60 s (model calls). */
  maxAnswersPerMinute: number;
  /** Screen questions per session in any 60 s, counted before the message is parsed. */
  maxScreenQuestionsPerMinute: number;
  maxTextPerSecond: number;
  maxFrameBytes: number;
  maxTextBytes: number;
  answerTimeoutMs: number;
  /** With a model: the offline answer is shown when the model has shown nothing by then. */
  answerFallbackMs: number;
  /** The answer model's breaker: failures within a minute that open it, and its cool-down. */
  answerBreakerFailures: number;
  answerBreakerCoolDownMs: number;
  questionCooldownMs: number;
  /** Tesseract workers for screen questions, shared by every session. */
  screenOcrConcurrency: number;
  /** Fair-use cap on practice, in minutes per UTC day per user, counted from the database. */
  practiceDailyMinutes: number;
  /** The least a practice session counts against the cap, in seconds. */
  practiceMinSessionSeconds: number;
  /** Silence after speech that ends a practice answer. */
  practiceSilenceMs: number;
  /** Second screen: answer pieces are published at most this often; paired devices re-checked this often; channels per Realtime socket. */
  secondScreenBatchMs: number;
  secondScreenRecheckMs: number;
  secondScreenChannelsPerSocket: number;
}

export type SttConfig =
  | { provider: 'deepgram'; apiKey: string; url: string; model: string; endpointingMs: number; utteranceEndMs: number; diarize: boolean }
  | { provider: 'openai'; baseUrl: string; apiKey?: string; model: string; stream: boolean; languages: 'all' | string[] }
  | { provider: 'moonshine'; model: 'tiny' | 'base'; modelDir: string; finalsModelDir: string; keytermBonus: number; beamWidth: number; noiseReduction: boolean; speechCheck: 'silero' | 'off'; interimEveryMs: number; hangoverMs: number; unfinishedHangoverMs: number; pauseMs: number; maxConcurrency: number }
  | { provider: 'offline'; moonshineMissing?: string; binary: string; modelDir: string; interimEveryMs: number; hangoverMs: number; pauseMs: number; maxConcurrency: number; noiseReduction: boolean };

export type AnswerConfig =
  | ({ provider: 'openai-compatible'; baseUrl: string; apiKey?: string; model: string } & ModelAnswerConfig)
  | ({ provider: 'anthropic'; apiKey: string; baseUrl?: string; model: string } & ModelAnswerConfig)
  | { provider: 'offline' };

/** What every model provider's answers are given and bounded by. */
interface ModelAnswerConfig {
  visionModel?: string;
  targetWords: number;
  timeoutMs: number;
  contextTokenBudget: number;
  /** A model's stream: characters one event may hold, and the whole answer. */
  maxEventChars: number;
  maxAnswerChars: number;
}

/** A cloud recogniser's stand-in while it fails, and when to give up on it and try it again. */
export interface SttFallbackConfig {
  /** The recogniser the server would run with no cloud key: Moonshine, or PocketSphinx while Moonshine's model is missing. */
  offline: Extract<SttConfig, { provider: 'moonshine' | 'offline' }>;
  stallMs: number;
  retryInitialMs: number;
  retryMaxMs: number;
  breaker: { failures: number; windowMs: number; coolDownMs: number };
}

export interface EngineConfig {
  stt: SttConfig;
  answers: AnswerConfig;
  /** With a cloud recogniser and STT_FALLBACK on: the offline one that stands in when it fails. */
  sttFallback?: SttFallbackConfig;
}

export interface WsServerConfig {
  server: ServerConfig;
  engines: EngineConfig;
}

export function parseConfig(raw: Record<string, string | undefined> = process.env): WsServerConfig {
  // The app's names for the same project are accepted, so one .env serves both.
  const env = parseEnv(
    envSchema,
    {
      ...raw,
      SUPABASE_URL: raw.SUPABASE_URL ?? raw.NEXT_PUBLIC_SUPABASE_URL,
      SUPABASE_SECRET_KEY: raw.SUPABASE_SECRET_KEY ?? raw.SUPABASE_SERVICE_ROLE_KEY,
      SUPABASE_PUBLISHABLE_KEY: raw.SUPABASE_PUBLISHABLE_KEY ?? raw.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY ?? raw.NEXT_PUBLIC_SUPABASE_ANON_KEY,
    },
    'ws-server',
  );
  assertProductionSafe(env, raw.NODE_ENV);
  const stt = sttConfig(env);
  return { server: serverConfig(env, raw.NODE_ENV === 'production'), engines: { stt, answers: answerConfig(env), sttFallback: sttFallbackConfig(env, stt) } };
}

export function parseServerConfig(raw: Record<string, string | undefined> = process.env): ServerConfig {
  return parseConfig(raw).server;
}

function serverConfig(env: Env, production: boolean): ServerConfig {
  const origins = (env.WS_ALLOWED_ORIGINS ?? new URL(env.NEXT_PUBLIC_SITE_URL).origin)
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  return {
    port: env.WS_PORT,
    host: env.WS_HOST,
    anyOrigin: origins.includes('*'),
    allowedOrigins: new Set(origins.filter((o) => o !== '*')),
    supabaseUrl: env.SUPABASE_URL.replace(/\/+$/, ''),
    supabaseSecretKey: env.SUPABASE_SECRET_KEY,
    supabasePublishableKey: env.SUPABASE_PUBLISHABLE_KEY,
    meteringIntervalMs: env.METERING_INTERVAL_MS,
    helloTimeoutMs: env.WS_HELLO_TIMEOUT_MS,
    heartbeatMs: env.WS_HEARTBEAT_MS,
    maxSessionsPerUser: env.WS_MAX_SESSIONS_PER_USER,
    maxSessionStarts: env.WS_MAX_SESSION_STARTS,
    sessionStartWindowMs: env.WS_SESSION_START_WINDOW_MS,
    maxPendingConnections: env.WS_MAX_PENDING_CONNECTIONS,
    maxPendingPerIp: env.WS_MAX_PENDING_PER_IP,
    trustedProxyHops: env.TRUSTED_PROXY_HOPS ?? (env.WS_TRUST_PROXY ? 1 : 0),
    requireOrigin: production,
    // Three missed heartbeats: a slow tick or two never frees a live socket's slot.
    liveSessionTtlMs: env.WS_LIVE_SESSION_TTL_MS ?? 3 * env.METERING_INTERVAL_MS,
    serverBeatMs: env.WS_SERVER_BEAT_MS,
    serverDeadAfterMs: env.WS_SERVER_DEAD_AFTER_MS,
    resumeHeldWaitMs: env.WS_RESUME_HELD_WAIT_MS,
    usageSweepIntervalMs: env.WS_USAGE_SWEEP_INTERVAL_MS,
    drainTimeoutMs: env.WS_DRAIN_TIMEOUT_MS,
    metricsToken: env.METRICS_TOKEN,
    maxFramesPerSecond: env.WS_MAX_FRAMES_PER_SECOND,
    audioBurstSeconds: env.WS_AUDIO_BURST_SECONDS,
    maxAnswersPerMinute: env.WS_MAX_ANSWERS_PER_MINUTE,
    maxScreenQuestionsPerMinute: env.WS_MAX_SCREEN_QUESTIONS_PER_MINUTE,
    maxTextPerSecond: env.WS_MAX_TEXT_PER_SECOND,
    maxFrameBytes: env.WS_MAX_FRAME_BYTES,
    maxTextBytes: env.WS_MAX_TEXT_BYTES,
    answerTimeoutMs: env.WS_ANSWER_FIRST_CHUNK_TIMEOUT_MS,
    answerFallbackMs: env.WS_ANSWER_FALLBACK_MS,
    answerBreakerFailures: env.WS_ANSWER_BREAKER_FAILURES,
    answerBreakerCoolDownMs: env.WS_ANSWER_BREAKER_COOL_DOWN_MS,
    questionCooldownMs: env.AUTO_QUESTION_COOLDOWN_MS,
    screenOcrConcurrency: env.SCREEN_OCR_MAX_CONCURRENCY ?? availableParallelism(),
    practiceDailyMinutes: env.PRACTICE_DAILY_MINUTES,
    practiceMinSessionSeconds: env.PRACTICE_MIN_SESSION_SECONDS,
    practiceSilenceMs: env.PRACTICE_SILENCE_MS,
    secondScreenBatchMs: env.SECOND_SCREEN_BATCH_MS,
    secondScreenRecheckMs: env.SECOND_SCREEN_RECHECK_MS,
    secondScreenChannelsPerSocket: env.SECOND_SCREEN_CHANNELS_PER_SOCKET,
  };
}

function sttConfig(env: Env): SttConfig {
  const provider = env.STT_PROVIDER ?? (env.DEEPGRAM_API_KEY ? 'deepgram' : env.STT_OPENAI_BASE_URL ? 'openai' : offlineProvider(moonshineModelDir(env)));
  if (provider === 'deepgram') {
    return { provider, apiKey: env.DEEPGRAM_API_KEY!, url: env.DEEPGRAM_URL, model: env.DEEPGRAM_MODEL, endpointingMs: env.DEEPGRAM_ENDPOINTING_MS, utteranceEndMs: env.DEEPGRAM_UTTERANCE_END_MS, diarize: env.DEEPGRAM_DIARIZE };
  }
  if (provider === 'openai') {
    // Whisper-family servers take every listed language unless the operator says otherwise.
    return { provider, baseUrl: env.STT_OPENAI_BASE_URL!, apiKey: env.STT_OPENAI_API_KEY, model: env.STT_OPENAI_MODEL, stream: env.STT_OPENAI_STREAM, languages: env.STT_LANGUAGES ?? 'all' };
  }
  if (provider === 'moonshine') {
    return {
      provider,
      model: env.MOONSHINE_MODEL,
      modelDir: moonshineModelDir(env),
      // A second size for finals only, in its own folder; the pause model's folder when none is named.
      finalsModelDir: env.MOONSHINE_FINALS_MODEL && env.MOONSHINE_FINALS_MODEL !== env.MOONSHINE_MODEL ? moonshineModelDir({ MOONSHINE_MODEL: env.MOONSHINE_FINALS_MODEL }) : moonshineModelDir(env),
      keytermBonus: env.MOONSHINE_KEYTERM_BONUS,
      beamWidth: env.MOONSHINE_BEAM_WIDTH,
      // On by default for Moonshine, which keeps its clean-speech words behind the reducer.
      noiseReduction: env.STT_OFFLINE_NOISE_REDUCTION ?? true,
      speechCheck: env.STT_OFFLINE_SPEECH_CHECK,
      interimEveryMs: env.STT_OFFLINE_INTERIM_MS,
      hangoverMs: env.STT_OFFLINE_HANGOVER_MS,
      unfinishedHangoverMs: env.STT_OFFLINE_UNFINISHED_HANGOVER_MS,
      pauseMs: env.STT_OFFLINE_PAUSE_MS,
      maxConcurrency: env.STT_OFFLINE_MAX_CONCURRENCY ?? availableParallelism(),
    };
  }
  return {
    provider,
    // Chosen for want of Moonshine's model rather than by name: the server says how to get it.
    ...(env.STT_PROVIDER === undefined ? { moonshineMissing: moonshineModelDir(env) } : {}),
    binary: env.POCKETSPHINX_BINARY,
    modelDir: env.POCKETSPHINX_MODEL_DIR,
    interimEveryMs: env.STT_OFFLINE_INTERIM_MS,
    hangoverMs: env.STT_OFFLINE_HANGOVER_MS,
    pauseMs: env.STT_OFFLINE_PAUSE_MS,
    maxConcurrency: env.STT_OFFLINE_MAX_CONCURRENCY ?? availableParallelism(),
    noiseReduction: env.STT_OFFLINE_NOISE_REDUCTION ?? false,
  };
}

function sttFallbackConfig(env: Env, stt: SttConfig): SttFallbackConfig | undefined {
  if (!env.STT_FALLBACK || (stt.provider !== 'deepgram' && stt.provider !== 'openai')) return undefined;
  // Whatever the server would run with no cloud key set, chosen by the same rule.
  const offline = sttConfig({ ...env, STT_PROVIDER: undefined, DEEPGRAM_API_KEY: undefined, STT_OPENAI_BASE_URL: undefined });
  if (offline.provider !== 'moonshine' && offline.provider !== 'offline') return undefined;
  return {
    offline,
    stallMs: env.STT_STALL_MS,
    retryInitialMs: env.STT_RETRY_INITIAL_MS,
    retryMaxMs: env.STT_RETRY_MAX_MS,
    breaker: { failures: env.STT_BREAKER_FAILURES, windowMs: env.STT_BREAKER_WINDOW_MS, coolDownMs: env.STT_BREAKER_COOLDOWN_MS },
  };
}

/**
 * With no provider named, the offline recogniser is Moonshine, which hears about twice as many
 * words right as pocketsphinx; pocketsphinx stands in while Moonshine's model is not fetched
 * (`npm run moonshine:fetch`), so a machine without it still transcribes.
 */
function offlineProvider(moonshineDir: string): 'moonshine' | 'offline' {
  return moonshineInstalled(moonshineDir) ? 'moonshine' : 'offline';
}

function answerConfig(env: Env): AnswerConfig {
  const provider = env.LLM_PROVIDER ?? (env.ANTHROPIC_API_KEY ? 'anthropic' : env.LLM_BASE_URL ? 'openai-compatible' : 'offline');
  const common = {
    targetWords: env.ANSWER_WORDS,
    timeoutMs: env.ANSWER_TIMEOUT_MS,
    contextTokenBudget: env.LLM_CONTEXT_TOKEN_BUDGET,
    visionModel: env.LLM_VISION_MODEL,
    maxEventChars: env.LLM_STREAM_MAX_EVENT_CHARS,
    maxAnswerChars: env.LLM_STREAM_MAX_ANSWER_CHARS,
  };
  if (provider === 'anthropic') return { provider, apiKey: env.ANTHROPIC_API_KEY!, baseUrl: env.ANTHROPIC_BASE_URL, model: env.ANTHROPIC_MODEL, ...common };
  if (provider === 'openai-compatible') return { provider, baseUrl: env.LLM_BASE_URL!, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL!, ...common };
  return { provider: 'offline' };
}
