// The ws-server's environment, validated once at start-up, in one schema: the server's own
// settings (port, origins, auth, limits, metering) and the engines' (speech to text,
// answers). With nothing set, both engines are the embedded offline ones (Moonshine, or
// pocketsphinx without Moonshine's model; talking points); a key or base URL switches to the
// hosted provider. Errors name the variable to fix; .env.example documents each one.
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { DEV_SECRET_KEY, DEV_SUPABASE_URL } from '../lib/dev-defaults';
import { assertProductionSafe, parseEnv } from '../lib/env-schema';
import { LIMITS } from '../lib/protocol';
import { moonshineInstalled } from './stt/moonshine/moonshine-model';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const int = (min: number) => z.coerce.number().int().min(min);
const ms = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z
  .object({
    WS_PORT: z.coerce.number().int().min(0).max(65_535).default(8787),
    WS_HOST: z.string().min(1).default('0.0.0.0'),
    /** Comma-separated origins allowed to open a socket (`*` for any); the site URL by default. */
    WS_ALLOWED_ORIGINS: z.string().optional(),
    NEXT_PUBLIC_SITE_URL: z.url().default('http://localhost:3000'),
    SUPABASE_URL: z.url().default(DEV_SUPABASE_URL),
    SUPABASE_SECRET_KEY: z.string().min(20).default(DEV_SECRET_KEY),
    WS_HELLO_TIMEOUT_MS: int(100).default(LIMITS.helloTimeoutMs),
    /** Ping interval; a socket that misses one ping is terminated. */
    WS_HEARTBEAT_MS: int(100).default(30_000),
    /** Open sessions per user across every ws-server process (leases in Postgres). */
    WS_MAX_SESSIONS_PER_USER: z.coerce.number().int().positive().default(3),
    /** Sockets that have not sent a valid hello yet: in all (else 503) and per client address (else 429). */
    WS_MAX_PENDING_CONNECTIONS: int(1).default(200),
    WS_MAX_PENDING_PER_IP: int(1).default(20),
    /** Behind a reverse proxy that appends X-Forwarded-For: count pending sockets per forwarded address. */
    WS_TRUST_PROXY: bool.default(false),
    /** A session lease not renewed for this long stops counting, and its usage row may be swept; 3 metering ticks by default. */
    WS_LIVE_SESSION_TTL_MS: int(1000).optional(),
    /** How often this process closes orphaned usage rows (a crashed server's, or a failed end). */
    WS_USAGE_SWEEP_INTERVAL_MS: ms(300_000),
    WS_MAX_FRAMES_PER_SECOND: z.coerce.number().int().positive().default(50),
    /** Seconds of audio a client may send ahead of the wall clock (a stall catching up); beyond it, 4429. */
    WS_AUDIO_BURST_SECONDS: z.coerce.number().positive().default(5),
    /** Answers started per session in any 60 s, automatic and by hand together: each one is a model call. */
    WS_MAX_ANSWERS_PER_MINUTE: int(1).default(10),
    /** Sustained JSON messages per second allowed (context updates, Space presses); bursts up to twice that. */
    WS_MAX_TEXT_PER_SECOND: int(1).default(20),
    WS_MAX_FRAME_BYTES: int(2).default(LIMITS.maxAudioFrameBytes),
    WS_MAX_TEXT_BYTES: int(1024).default(LIMITS.maxTextBytes),
    /** An answer that has sent nothing after this long is abandoned (and any answer after 4x). */
    WS_ANSWER_FIRST_CHUNK_TIMEOUT_MS: int(100).default(30_000),
    METERING_INTERVAL_MS: ms(60_000),
    AUTO_QUESTION_COOLDOWN_MS: ms(30_000),
    /** Practice minutes a user may spend per UTC day (practice spends no interview minutes). */
    PRACTICE_DAILY_MINUTES: z.coerce.number().positive().default(60),
    /** Silence after speech that ends a practice answer, like pressing Next question. */
    PRACTICE_SILENCE_MS: int(500).default(6_000),

    STT_PROVIDER: z.enum(['deepgram', 'openai', 'offline', 'moonshine']).optional(),
    DEEPGRAM_API_KEY: z.string().min(1).optional(),
    DEEPGRAM_URL: z.url().default('wss://api.deepgram.com/v1/listen'),
    DEEPGRAM_MODEL: z.string().default('nova-3'),
    DEEPGRAM_ENDPOINTING_MS: ms(300),
    DEEPGRAM_UTTERANCE_END_MS: ms(1000),
    STT_OPENAI_BASE_URL: z.url().optional(),
    STT_OPENAI_API_KEY: z.string().min(1).optional(),
    STT_OPENAI_MODEL: z.string().default('whisper-1'),
    STT_OPENAI_STREAM: bool.default(false),
    POCKETSPHINX_BINARY: z.string().default('pocketsphinx_continuous'),
    POCKETSPHINX_MODEL_DIR: z.string().default('/usr/share/pocketsphinx/model/en-us'),
    STT_OFFLINE_INTERIM_MS: z.coerce.number().int().min(0).default(1500),
    /** Silence that ends an utterance for the offline recogniser (its final text): tuned with bench:interview-replay. */
    STT_OFFLINE_HANGOVER_MS: z.coerce.number().int().min(100).max(5000).default(500),
    /** A pause this long inside an utterance, heard by our VAD, makes the recogniser print its text so far (an early answer may start). */
    STT_OFFLINE_PAUSE_MS: z.coerce.number().int().min(50).max(2000).default(150),
    /** Offline recognitions running at once across all sessions; the number of cores when unset. */
    STT_OFFLINE_MAX_CONCURRENCY: int(1).optional(),
    /** A per-session language model from the interview corpus, resume and job description. */
    STT_OFFLINE_DOMAIN_LM: bool.default(false),
    /** General-English bigrams mixed into that model (0: none); the most informative first. */
    STT_OFFLINE_DOMAIN_LM_GENERAL_BIGRAMS: z.coerce.number().int().min(0).max(1_000_000).default(0),
    /** Spectral noise reduction ahead of the offline recogniser (Moonshine or pocketsphinx) and its speech detector (opt-in: see README for what it gains and costs). */
    STT_OFFLINE_NOISE_REDUCTION: bool.optional(),
    /** Where Moonshine finds its model (scripts/fetch-moonshine-model.sh puts it there); while it is missing, pocketsphinx is the default. */
    MOONSHINE_MODEL_DIR: z.string().min(1).default(join(process.cwd(), '.cache', 'moonshine', 'tiny')),
    /** Added to the logit of each token of the resume's and job description's terms while Moonshine decodes (0: off). */
    MOONSHINE_KEYTERM_BONUS: z.coerce.number().min(0).max(10).default(4),
    /** Hypotheses Moonshine keeps while decoding an utterance's final text (1: greedy); interim and pause passes stay greedy. */
    MOONSHINE_BEAM_WIDTH: z.coerce.number().int().min(1).max(8).default(4),

    LLM_PROVIDER: z.enum(['openai-compatible', 'anthropic', 'offline']).optional(),
    LLM_BASE_URL: z.url().optional(),
    LLM_API_KEY: z.string().min(1).optional(),
    LLM_MODEL: z.string().min(1).optional(),
    ANTHROPIC_API_KEY: z.string().min(1).optional(),
    ANTHROPIC_BASE_URL: z.url().optional(),
    ANTHROPIC_MODEL: z.string().default('claude-sonnet-4-5'),
    ANSWER_WORDS: z.coerce.number().int().min(30).max(1000).default(150),
    ANSWER_TIMEOUT_MS: ms(60_000),
    /** Estimated tokens of resume, job description and earlier turns sent with each question. */
    LLM_CONTEXT_TOKEN_BUDGET: int(200).default(3_000),
    /** "Solve screen": the model that reads the screenshots, on the configured provider; unset, the answer model gets the OCR text. */
    LLM_VISION_MODEL: z.string().min(1).optional(),
    /** Screen OCR (tesseract.js worker threads) running at once across all sessions; the number of cores when unset. */
    SCREEN_OCR_MAX_CONCURRENCY: int(1).optional(),
  })
  .superRefine((env, ctx) => {
    const need = (variable: keyof typeof env, when: string) => ctx.addIssue({ code: 'custom', path: [variable], message: `required when ${when}` });
    if (env.STT_PROVIDER === 'deepgram' && !env.DEEPGRAM_API_KEY) need('DEEPGRAM_API_KEY', 'STT_PROVIDER=deepgram');
    if (env.STT_PROVIDER === 'openai' && !env.STT_OPENAI_BASE_URL) need('STT_OPENAI_BASE_URL', 'STT_PROVIDER=openai');
    if (env.LLM_PROVIDER === 'anthropic' && !env.ANTHROPIC_API_KEY) need('ANTHROPIC_API_KEY', 'LLM_PROVIDER=anthropic');
    if (env.LLM_PROVIDER === 'openai-compatible' && !env.LLM_BASE_URL) need('LLM_BASE_URL', 'LLM_PROVIDER=openai-compatible');
    if (env.LLM_BASE_URL && !env.LLM_MODEL) need('LLM_MODEL', 'LLM_BASE_URL is set');
    if (env.WS_LIVE_SESSION_TTL_MS !== undefined && env.WS_LIVE_SESSION_TTL_MS < 2 * env.METERING_INTERVAL_MS) {
      ctx.addIssue({ code: 'custom', path: ['WS_LIVE_SESSION_TTL_MS'], message: 'must be at least twice METERING_INTERVAL_MS, or live sessions lose their slot between heartbeats' });
    }
  });

type Env = z.infer<typeof envSchema>;

export interface ServerConfig {
  port: number;
  host: string;
  /** Origins allowed to open a socket; `anyOrigin` when the list holds `*`. */
  allowedOrigins: Set<string>;
  anyOrigin: boolean;
  supabaseUrl: string;
  supabaseSecretKey: string;
  meteringIntervalMs: number;
  helloTimeoutMs: number;
  heartbeatMs: number;
  maxSessionsPerUser: number;
  maxPendingConnections: number;
  maxPendingPerIp: number;
  trustProxy: boolean;
  /** Refuse sockets without an Origin header (NODE_ENV=production). */
  requireOrigin: boolean;
  /** Lease length of a live session; renewed every metering interval. */
  liveSessionTtlMs: number;
  usageSweepIntervalMs: number;
  maxFramesPerSecond: number;
  /** Seconds of audio allowed ahead of real time before the socket is closed with 4429. */
  audioBurstSeconds: number;
  /** Answers started per session in any 60 s (model calls). */
  maxAnswersPerMinute: number;
  maxTextPerSecond: number;
  maxFrameBytes: number;
  maxTextBytes: number;
  answerTimeoutMs: number;
  questionCooldownMs: number;
  /** Tesseract workers for screen questions, shared by every session. */
  screenOcrConcurrency: number;
  /** Fair-use cap on practice, in minutes per UTC day per user, counted from the database. */
  practiceDailyMinutes: number;
  /** Silence after speech that ends a practice answer. */
  practiceSilenceMs: number;
}

export type SttConfig =
  | { provider: 'deepgram'; apiKey: string; url: string; model: string; endpointingMs: number; utteranceEndMs: number }
  | { provider: 'openai'; baseUrl: string; apiKey?: string; model: string; stream: boolean }
  | { provider: 'moonshine'; modelDir: string; keytermBonus: number; beamWidth: number; noiseReduction: boolean; interimEveryMs: number; hangoverMs: number; pauseMs: number; maxConcurrency: number }
  | { provider: 'offline'; moonshineMissing?: string; binary: string; modelDir: string; interimEveryMs: number; hangoverMs: number; pauseMs: number; maxConcurrency: number; domainLm: boolean; domainLmGeneralBigrams: number; noiseReduction: boolean };

export type AnswerConfig =
  | { provider: 'openai-compatible'; baseUrl: string; apiKey?: string; model: string; visionModel?: string; targetWords: number; timeoutMs: number; contextTokenBudget: number }
  | { provider: 'anthropic'; apiKey: string; baseUrl?: string; model: string; visionModel?: string; targetWords: number; timeoutMs: number; contextTokenBudget: number }
  | { provider: 'offline' };

export interface EngineConfig {
  stt: SttConfig;
  answers: AnswerConfig;
}

export interface WsServerConfig {
  server: ServerConfig;
  engines: EngineConfig;
}

export function parseConfig(raw: Record<string, string | undefined> = process.env): WsServerConfig {
  // The app's names for the same project are accepted, so one .env serves both.
  const env = parseEnv(
    envSchema,
    { ...raw, SUPABASE_URL: raw.SUPABASE_URL ?? raw.NEXT_PUBLIC_SUPABASE_URL, SUPABASE_SECRET_KEY: raw.SUPABASE_SECRET_KEY ?? raw.SUPABASE_SERVICE_ROLE_KEY },
    'ws-server',
  );
  assertProductionSafe(env, raw.NODE_ENV);
  return { server: serverConfig(env, raw.NODE_ENV === 'production'), engines: { stt: sttConfig(env), answers: answerConfig(env) } };
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
    meteringIntervalMs: env.METERING_INTERVAL_MS,
    helloTimeoutMs: env.WS_HELLO_TIMEOUT_MS,
    heartbeatMs: env.WS_HEARTBEAT_MS,
    maxSessionsPerUser: env.WS_MAX_SESSIONS_PER_USER,
    maxPendingConnections: env.WS_MAX_PENDING_CONNECTIONS,
    maxPendingPerIp: env.WS_MAX_PENDING_PER_IP,
    trustProxy: env.WS_TRUST_PROXY,
    requireOrigin: production,
    // Three missed heartbeats: a slow tick or two never frees a live socket's slot.
    liveSessionTtlMs: env.WS_LIVE_SESSION_TTL_MS ?? 3 * env.METERING_INTERVAL_MS,
    usageSweepIntervalMs: env.WS_USAGE_SWEEP_INTERVAL_MS,
    maxFramesPerSecond: env.WS_MAX_FRAMES_PER_SECOND,
    audioBurstSeconds: env.WS_AUDIO_BURST_SECONDS,
    maxAnswersPerMinute: env.WS_MAX_ANSWERS_PER_MINUTE,
    maxTextPerSecond: env.WS_MAX_TEXT_PER_SECOND,
    maxFrameBytes: env.WS_MAX_FRAME_BYTES,
    maxTextBytes: env.WS_MAX_TEXT_BYTES,
    answerTimeoutMs: env.WS_ANSWER_FIRST_CHUNK_TIMEOUT_MS,
    questionCooldownMs: env.AUTO_QUESTION_COOLDOWN_MS,
    screenOcrConcurrency: env.SCREEN_OCR_MAX_CONCURRENCY ?? availableParallelism(),
    practiceDailyMinutes: env.PRACTICE_DAILY_MINUTES,
    practiceSilenceMs: env.PRACTICE_SILENCE_MS,
  };
}

function sttConfig(env: Env): SttConfig {
  const provider = env.STT_PROVIDER ?? (env.DEEPGRAM_API_KEY ? 'deepgram' : env.STT_OPENAI_BASE_URL ? 'openai' : offlineProvider(env.MOONSHINE_MODEL_DIR));
  if (provider === 'deepgram') {
    return { provider, apiKey: env.DEEPGRAM_API_KEY!, url: env.DEEPGRAM_URL, model: env.DEEPGRAM_MODEL, endpointingMs: env.DEEPGRAM_ENDPOINTING_MS, utteranceEndMs: env.DEEPGRAM_UTTERANCE_END_MS };
  }
  if (provider === 'openai') {
    return { provider, baseUrl: env.STT_OPENAI_BASE_URL!, apiKey: env.STT_OPENAI_API_KEY, model: env.STT_OPENAI_MODEL, stream: env.STT_OPENAI_STREAM };
  }
  if (provider === 'moonshine') {
    return {
      provider,
      modelDir: env.MOONSHINE_MODEL_DIR,
      keytermBonus: env.MOONSHINE_KEYTERM_BONUS,
      beamWidth: env.MOONSHINE_BEAM_WIDTH,
      // On by default for Moonshine, which keeps its clean-speech words behind the reducer.
      noiseReduction: env.STT_OFFLINE_NOISE_REDUCTION ?? true,
      interimEveryMs: env.STT_OFFLINE_INTERIM_MS,
      hangoverMs: env.STT_OFFLINE_HANGOVER_MS,
      pauseMs: env.STT_OFFLINE_PAUSE_MS,
      maxConcurrency: env.STT_OFFLINE_MAX_CONCURRENCY ?? availableParallelism(),
    };
  }
  return {
    provider,
    // Chosen for want of Moonshine's model rather than by name: the server says how to get it.
    ...(env.STT_PROVIDER === undefined ? { moonshineMissing: env.MOONSHINE_MODEL_DIR } : {}),
    binary: env.POCKETSPHINX_BINARY,
    modelDir: env.POCKETSPHINX_MODEL_DIR,
    interimEveryMs: env.STT_OFFLINE_INTERIM_MS,
    hangoverMs: env.STT_OFFLINE_HANGOVER_MS,
    pauseMs: env.STT_OFFLINE_PAUSE_MS,
    maxConcurrency: env.STT_OFFLINE_MAX_CONCURRENCY ?? availableParallelism(),
    domainLm: env.STT_OFFLINE_DOMAIN_LM,
    domainLmGeneralBigrams: env.STT_OFFLINE_DOMAIN_LM_GENERAL_BIGRAMS,
    noiseReduction: env.STT_OFFLINE_NOISE_REDUCTION ?? false,
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
  const common = { targetWords: env.ANSWER_WORDS, timeoutMs: env.ANSWER_TIMEOUT_MS, contextTokenBudget: env.LLM_CONTEXT_TOKEN_BUDGET, visionModel: env.LLM_VISION_MODEL };
  if (provider === 'anthropic') return { provider, apiKey: env.ANTHROPIC_API_KEY!, baseUrl: env.ANTHROPIC_BASE_URL, model: env.ANTHROPIC_MODEL, ...common };
  if (provider === 'openai-compatible') return { provider, baseUrl: env.LLM_BASE_URL!, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL!, ...common };
  return { provider: 'offline' };
}
