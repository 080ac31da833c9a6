// The ws-server's connection, auth and limit settings, validated once at start-up. Variables
// shared with the engines (port, origins, per-user sessions, frames per second, metering
// interval, question cooldown) are read by config.ts; this file adds what only the server
// part needs and puts both into one flat object for createWsServer.
import { z } from 'zod';
import { DEV_SECRET_KEY, DEV_SUPABASE_URL } from '../lib/dev-defaults';
import { assertProductionSafe, parseEnv } from '../lib/env-schema';
import { loadWsServerConfig, type WsServerConfig } from './config';
import { LIMITS } from './protocol';

const int = (min: number) => z.coerce.number().int().min(min);

export const serverOnlySchema = z.object({
  WS_HOST: z.string().min(1).default('0.0.0.0'),
  SUPABASE_URL: z.url().default(DEV_SUPABASE_URL),
  SUPABASE_SECRET_KEY: z.string().min(20).default(DEV_SECRET_KEY),
  WS_HELLO_TIMEOUT_MS: int(100).default(LIMITS.helloTimeoutMs),
  /** Ping interval; a socket that misses one ping is terminated. */
  WS_HEARTBEAT_MS: int(100).default(30_000),
  /** Sustained JSON messages per second allowed (context updates, Space presses); bursts up to twice that. */
  WS_MAX_TEXT_PER_SECOND: int(1).default(20),
  WS_MAX_FRAME_BYTES: int(2).default(LIMITS.maxAudioFrameBytes),
  WS_MAX_TEXT_BYTES: int(1024).default(LIMITS.maxTextBytes),
  /** An answer that has sent nothing after this long is abandoned (and any answer after 4x). */
  WS_ANSWER_FIRST_CHUNK_TIMEOUT_MS: int(100).default(30_000),
});

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
  maxFramesPerSecond: number;
  maxTextPerSecond: number;
  maxFrameBytes: number;
  maxTextBytes: number;
  answerTimeoutMs: number;
  questionCooldownMs: number;
}

export interface ParsedConfig {
  server: ServerConfig;
  /** The engines' part (stt, answers), as config.ts parsed it. */
  engines: WsServerConfig;
}

export function parseConfig(env: Record<string, string | undefined> = process.env): ParsedConfig {
  const shared = loadWsServerConfig(env);
  const own = parseEnv(
    serverOnlySchema,
    {
      ...Object.fromEntries(Object.keys(serverOnlySchema.shape).map((k) => [k, env[k]])),
      SUPABASE_URL: env.SUPABASE_URL ?? env.NEXT_PUBLIC_SUPABASE_URL,
      SUPABASE_SECRET_KEY: env.SUPABASE_SECRET_KEY ?? env.SUPABASE_SERVICE_ROLE_KEY,
    },
    'ws-server',
  );
  assertProductionSafe(own, env.NODE_ENV);
  const origins = shared.allowedOrigins.map((o) => o.replace(/\/+$/, ''));
  return {
    engines: shared,
    server: {
      port: shared.port,
      host: own.WS_HOST,
      anyOrigin: origins.includes('*'),
      allowedOrigins: new Set(origins.filter((o) => o !== '*')),
      supabaseUrl: own.SUPABASE_URL.replace(/\/+$/, ''),
      supabaseSecretKey: own.SUPABASE_SECRET_KEY,
      meteringIntervalMs: shared.meteringIntervalMs,
      helloTimeoutMs: own.WS_HELLO_TIMEOUT_MS,
      heartbeatMs: own.WS_HEARTBEAT_MS,
      maxSessionsPerUser: shared.limits.maxSessionsPerUser,
      maxFramesPerSecond: shared.limits.maxFramesPerSecond,
      maxTextPerSecond: own.WS_MAX_TEXT_PER_SECOND,
      maxFrameBytes: own.WS_MAX_FRAME_BYTES,
      maxTextBytes: own.WS_MAX_TEXT_BYTES,
      answerTimeoutMs: own.WS_ANSWER_FIRST_CHUNK_TIMEOUT_MS,
      questionCooldownMs: shared.questionCooldownMs,
    },
  };
}

export function parseServerConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  return parseConfig(env).server;
}
