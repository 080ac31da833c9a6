import { logMessageSchema, MAX_LOG_BODY_BYTES } from '@/lib/validations/log-message';
import type { TokenBucketLimiter } from './token-bucket';
import { writeLog, type LogLevel } from './write-log';

export interface ClientLogRequest {
  /** null when the body was longer than MAX_LOG_BODY_BYTES (reading stopped early). */
  rawBody: string | null;
  /** Verified user id from the session cookie, when signed in. */
  userId?: string;
  /** The connection's address as seen by the nearest proxy. */
  ip: string;
  limiter: TokenBucketLimiter;
}

export type ClientLogResult = { status: 204 } | { status: 400 | 413 | 429; error: string; retryAfter?: number };

/**
 * The body of POST /api/log-message: rate limit (per user, else per IP), size cap, zod
 * validation, then one structured log line. The message is logged as sent (after secret
 * redaction), with the verified user id and the real address, not the ones in the body.
 */
export function acceptClientLog({ rawBody, userId, ip, limiter }: ClientLogRequest): ClientLogResult {
  const key = userId ? `user:${userId}` : `ip:${ip}`;
  if (!limiter.take(key)) return { status: 429, error: 'Too many log messages. Try again later.', retryAfter: limiter.retryAfterSeconds(key) };
  if (rawBody === null || Buffer.byteLength(rawBody, 'utf8') > MAX_LOG_BODY_BYTES) return { status: 413, error: `Log messages are limited to ${MAX_LOG_BODY_BYTES} bytes.` };
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return { status: 400, error: 'The body must be JSON.' };
  }
  const parsed = logMessageSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { status: 400, error: `Invalid log message: ${issue?.path.join('.') || 'body'}: ${issue?.message}` };
  }
  const { type, component, message, userDateTime, id } = parsed.data;
  writeLog(type as LogLevel, 'client log', {
    source: 'browser',
    component,
    message,
    client_id: id === null || id === undefined ? undefined : String(id),
    user_id: userId,
    ip,
    user_date_time: userDateTime ?? undefined,
  });
  return { status: 204 };
}
