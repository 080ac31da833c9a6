import { z } from 'zod';

/**
 * What one emulated Realtime process allows. Hosted Realtime counts most of these per project;
 * the emulator counts them per socket (per caller for REST), with the Free plan's published
 * quotas as defaults, so code that stays within them here stays within them on a Free project.
 */
export interface RealtimeLimits {
  /** Open sockets at once ("Concurrent connections", 200 on Free); more get HTTP 429 at the upgrade. */
  maxConnections: number;
  /** Channels one socket may have joined at once ("Channels per connection", 100). */
  maxChannelsPerSocket: number;
  /** Joins per second on one socket ("Channel joins per second", 100); beyond, the socket is closed. */
  maxJoinsPerSecond: number;
  /** Messages a socket (or a REST caller) may send per second ("Messages per second", 100). */
  maxEventsPerSecond: number;
  /** Largest broadcast payload in bytes ("Broadcast payload size", 256 KB on Free). */
  maxPayloadBytes: number;
  /** Bytes queued to one socket before it is cut off as too slow a reader. */
  maxBufferedBytes: number;
  /** A socket that sends nothing for this long is closed (Phoenix's 60 s; the client beats every 25 s). */
  idleTimeoutMs: number;
  /** A socket with no channel joined is closed after this long (hosted's 10 minutes). */
  noChannelTimeoutMs: number;
  /** Longest wait between two checks of a joined channel's token (hosted's 5 minutes). */
  tokenRecheckMs: number;
  /** Joins to public channels are refused, as with hosted's "Allow public access" turned off. */
  privateOnly: boolean;
}

const DEFAULTS: RealtimeLimits = {
  maxConnections: 200,
  maxChannelsPerSocket: 100,
  maxJoinsPerSecond: 100,
  maxEventsPerSecond: 100,
  maxPayloadBytes: 256 * 1000,
  maxBufferedBytes: 4 * 1024 * 1024,
  idleTimeoutMs: 60_000,
  noChannelTimeoutMs: 10 * 60_000,
  tokenRecheckMs: 5 * 60_000,
  privateOnly: false,
};

/** Bytes a frame may carry beyond its payload: topic, event, refs and metadata (255 bytes each) and JSON framing. */
const FRAME_OVERHEAD_BYTES = 4096;

/** The largest WebSocket frame accepted; a bigger one closes the socket with 1009, as ws does. */
export function maxFrameBytes(limits: RealtimeLimits): number {
  return limits.maxPayloadBytes + FRAME_OVERHEAD_BYTES;
}

const count = z.coerce.number().int().positive();
const envSchema = z.object({
  EMULATOR_REALTIME_MAX_CONNECTIONS: count.optional(),
  EMULATOR_REALTIME_MAX_CHANNELS_PER_CONNECTION: count.optional(),
  EMULATOR_REALTIME_MAX_JOINS_PER_SECOND: count.optional(),
  EMULATOR_REALTIME_MAX_EVENTS_PER_SECOND: count.optional(),
  EMULATOR_REALTIME_MAX_PAYLOAD_KB: count.max(10_000).optional(),
  EMULATOR_REALTIME_MAX_BUFFERED_KB: count.optional(),
  EMULATOR_REALTIME_PRIVATE_ONLY: z.enum(['true', 'false']).optional(),
});

/** The environment's settings over the defaults, then `overrides` (tests, benches) over both. */
export function resolveRealtimeLimits(overrides: Partial<RealtimeLimits> = {}, env: Record<string, string | undefined> = process.env): RealtimeLimits {
  const set = Object.fromEntries(Object.entries(env).filter(([k, v]) => k.startsWith('EMULATOR_REALTIME_') && v !== undefined && v.trim() !== ''));
  const parsed = envSchema.safeParse(set);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue.path[0]);
    const expected = variable === 'EMULATOR_REALTIME_PRIVATE_ONLY' ? 'true or false' : 'a positive whole number';
    throw new Error(`${variable} must be ${expected}, got "${set[variable]}"`);
  }
  const e = parsed.data;
  return {
    ...DEFAULTS,
    ...(e.EMULATOR_REALTIME_MAX_CONNECTIONS && { maxConnections: e.EMULATOR_REALTIME_MAX_CONNECTIONS }),
    ...(e.EMULATOR_REALTIME_MAX_CHANNELS_PER_CONNECTION && { maxChannelsPerSocket: e.EMULATOR_REALTIME_MAX_CHANNELS_PER_CONNECTION }),
    ...(e.EMULATOR_REALTIME_MAX_JOINS_PER_SECOND && { maxJoinsPerSecond: e.EMULATOR_REALTIME_MAX_JOINS_PER_SECOND }),
    ...(e.EMULATOR_REALTIME_MAX_EVENTS_PER_SECOND && { maxEventsPerSecond: e.EMULATOR_REALTIME_MAX_EVENTS_PER_SECOND }),
    ...(e.EMULATOR_REALTIME_MAX_PAYLOAD_KB && { maxPayloadBytes: e.EMULATOR_REALTIME_MAX_PAYLOAD_KB * 1000 }),
    ...(e.EMULATOR_REALTIME_MAX_BUFFERED_KB && { maxBufferedBytes: e.EMULATOR_REALTIME_MAX_BUFFERED_KB * 1024 }),
    ...(e.EMULATOR_REALTIME_PRIVATE_ONLY && { privateOnly: e.EMULATOR_REALTIME_PRIVATE_ONLY === 'true' }),
    ...overrides,
  };
}
