import type { LogMessage } from '@/lib/validations/log-message';
import { writeLog } from './write-log';

/** Who sent a client log, as the server knows it (never what the body claims). */
export interface ClientLogSender {
  /** Verified user id from the session cookie, when signed in. */
  userId?: string;
  /** The connection's address as seen by the nearest proxy. */
  ip: string;
}

/**
 * One structured log line for a browser's message. The message is logged as sent (after
 * secret redaction), with the verified user id and the real address: the body's id, e-mail
 * and address are a client's word and are dropped.
 */
export function writeClientLog({ type, component, message, userDateTime, id }: LogMessage, { userId, ip }: ClientLogSender): void {
  writeLog(type, 'client log', {
    source: 'browser',
    component,
    message,
    client_id: id === null || id === undefined ? undefined : String(id),
    user_id: userId,
    ip,
    user_date_time: userDateTime ?? undefined,
  });
}
