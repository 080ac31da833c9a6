// The ws-server's environment, validated once at start-up. With nothing set, both engines
// are the embedded offline ones (pocketsphinx, talking points); a key or base URL switches
// to the hosted provider. Errors name the variable to fix. .env.example documents each one.
import { z } from 'zod';
import { parseEnv } from '../lib/env-schema';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const ms = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z
  .object({
    WS_PORT: z.coerce.number().int().min(0).max(65_535).default(8787),
    /** Comma-separated origins allowed to open a socket; the site URL by default. */
    WS_ALLOWED_ORIGINS: z.string().optional(),
    NEXT_PUBLIC_SITE_URL: z.url().default('http://localhost:3000'),
    WS_MAX_SESSIONS_PER_USER: z.coerce.number().int().positive().default(3),
    WS_MAX_FRAMES_PER_SECOND: z.coerce.number().int().positive().default(50),

    STT_PROVIDER: z.enum(['deepgram', 'openai', 'offline']).optional(),
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

    LLM_PROVIDER: z.enum(['openai-compatible', 'anthropic', 'offline']).optional(),
    LLM_BASE_URL: z.url().optional(),
    LLM_API_KEY: z.string().min(1).optional(),
    LLM_MODEL: z.string().min(1).optional(),
    ANTHROPIC_API_KEY: z.string().min(1).optional(),
    ANTHROPIC_BASE_URL: z.url().optional(),
    ANTHROPIC_MODEL: z.string().default('claude-sonnet-4-5'),
    ANSWER_WORDS: z.coerce.number().int().min(30).max(1000).default(150),
    ANSWER_TIMEOUT_MS: ms(60_000),

    METERING_INTERVAL_MS: ms(60_000),
    AUTO_QUESTION_COOLDOWN_MS: ms(30_000),
  })
  .superRefine((env, ctx) => {
    const need = (variable: keyof typeof env, when: string) => ctx.addIssue({ code: 'custom', path: [variable], message: `required when ${when}` });
    if (env.STT_PROVIDER === 'deepgram' && !env.DEEPGRAM_API_KEY) need('DEEPGRAM_API_KEY', 'STT_PROVIDER=deepgram');
    if (env.STT_PROVIDER === 'openai' && !env.STT_OPENAI_BASE_URL) need('STT_OPENAI_BASE_URL', 'STT_PROVIDER=openai');
    if (env.LLM_PROVIDER === 'anthropic' && !env.ANTHROPIC_API_KEY) need('ANTHROPIC_API_KEY', 'LLM_PROVIDER=anthropic');
    if (env.LLM_PROVIDER === 'openai-compatible' && !env.LLM_BASE_URL) need('LLM_BASE_URL', 'LLM_PROVIDER=openai-compatible');
    if (env.LLM_BASE_URL && !env.LLM_MODEL) need('LLM_MODEL', 'LLM_BASE_URL is set');
  });

export type SttConfig =
  | { provider: 'deepgram'; apiKey: string; url: string; model: string; endpointingMs: number; utteranceEndMs: number }
  | { provider: 'openai'; baseUrl: string; apiKey?: string; model: string; stream: boolean }
  | { provider: 'offline'; binary: string; modelDir: string; interimEveryMs: number };

export type AnswerConfig =
  | { provider: 'openai-compatible'; baseUrl: string; apiKey?: string; model: string; targetWords: number; timeoutMs: number }
  | { provider: 'anthropic'; apiKey: string; baseUrl?: string; model: string; targetWords: number; timeoutMs: number }
  | { provider: 'offline' };

export interface WsServerConfig {
  port: number;
  allowedOrigins: string[];
  limits: { maxSessionsPerUser: number; maxFramesPerSecond: number };
  meteringIntervalMs: number;
  questionCooldownMs: number;
  stt: SttConfig;
  answers: AnswerConfig;
}

export function loadWsServerConfig(raw: Record<string, string | undefined> = process.env): WsServerConfig {
  const env = parseEnv(envSchema, raw, 'ws-server');
  return {
    port: env.WS_PORT,
    allowedOrigins: (env.WS_ALLOWED_ORIGINS ?? new URL(env.NEXT_PUBLIC_SITE_URL).origin)
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    limits: { maxSessionsPerUser: env.WS_MAX_SESSIONS_PER_USER, maxFramesPerSecond: env.WS_MAX_FRAMES_PER_SECOND },
    meteringIntervalMs: env.METERING_INTERVAL_MS,
    questionCooldownMs: env.AUTO_QUESTION_COOLDOWN_MS,
    stt: sttConfig(env),
    answers: answerConfig(env),
  };
}

type Env = z.infer<typeof envSchema>;

function sttConfig(env: Env): SttConfig {
  const provider = env.STT_PROVIDER ?? (env.DEEPGRAM_API_KEY ? 'deepgram' : env.STT_OPENAI_BASE_URL ? 'openai' : 'offline');
  if (provider === 'deepgram') {
    return { provider, apiKey: env.DEEPGRAM_API_KEY!, url: env.DEEPGRAM_URL, model: env.DEEPGRAM_MODEL, endpointingMs: env.DEEPGRAM_ENDPOINTING_MS, utteranceEndMs: env.DEEPGRAM_UTTERANCE_END_MS };
  }
  if (provider === 'openai') {
    return { provider, baseUrl: env.STT_OPENAI_BASE_URL!, apiKey: env.STT_OPENAI_API_KEY, model: env.STT_OPENAI_MODEL, stream: env.STT_OPENAI_STREAM };
  }
  return { provider, binary: env.POCKETSPHINX_BINARY, modelDir: env.POCKETSPHINX_MODEL_DIR, interimEveryMs: env.STT_OFFLINE_INTERIM_MS };
}

function answerConfig(env: Env): AnswerConfig {
  const provider = env.LLM_PROVIDER ?? (env.ANTHROPIC_API_KEY ? 'anthropic' : env.LLM_BASE_URL ? 'openai-compatible' : 'offline');
  const common = { targetWords: env.ANSWER_WORDS, timeoutMs: env.ANSWER_TIMEOUT_MS };
  if (provider === 'anthropic') return { provider, apiKey: env.ANTHROPIC_API_KEY!, baseUrl: env.ANTHROPIC_BASE_URL, model: env.ANTHROPIC_MODEL, ...common };
  if (provider === 'openai-compatible') return { provider, baseUrl: env.LLM_BASE_URL!, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL!, ...common };
  return { provider: 'offline' };
}
