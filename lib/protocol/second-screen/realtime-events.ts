// What the ws-server processes and the web app say to one another through Supabase Realtime
// about second screens. Each user's events go on one private channel; pairing changes go on one
// channel every ws-server process follows. Only the service role joins either: no policy on
// realtime.messages names them, so no user token may.
import { z } from 'zod';
import { liveBatch, sessionSnapshot } from './live-items';

/** The private channel of one user's second screens. */
export const userTopic = (userId: string) => `second-screen:${userId}`;
/** The private channel every ws-server process follows for pairing changes. */
export const DEVICES_TOPIC = 'second-screen:devices';

const requestId = z.string().regex(/^[A-Za-z0-9_-]{8,40}$/);
const deviceId = z.string().uuid();

export const REALTIME_EVENTS = {
  /** session's process → phones' processes: a batch of the live session's items. */
  live: liveBatch,
  /** a phone's process → the session's: where does the session stand? */
  snapshot_request: z.object({ request_id: requestId }),
  /** the session's process → the phone's that asked. */
  snapshot: z.object({ request_id: requestId, snapshot: sessionSnapshot }),
  /** a phone's process → the session's: the phone pressed "Answer now". */
  answer_now: z.object({ device_id: deviceId, session_id: z.string().min(1).max(80).optional() }),
  /** the web app → phones' processes: these devices were unpaired (or their account signed out, …): close them now. */
  device_revoked: z.object({ device_ids: z.array(deviceId).min(1).max(100), reason: z.enum(['unpaired', 'signed_out', 'password_changed', 'account_deleted']) }),
  /** the web app → every ws-server, on DEVICES_TOPIC: this user's devices changed (one paired, one revoked). */
  devices_changed: z.object({ user_id: z.string().uuid() }),
} as const;

export type RealtimeEventName = keyof typeof REALTIME_EVENTS;
export type RealtimeEventPayload<E extends RealtimeEventName> = z.infer<(typeof REALTIME_EVENTS)[E]>;

/** A payload as it arrived, checked against its event's schema; undefined when it does not fit. */
export function parseRealtimeEvent<E extends RealtimeEventName>(event: E, payload: unknown): RealtimeEventPayload<E> | undefined {
  const parsed = REALTIME_EVENTS[event].safeParse(payload);
  return parsed.success ? (parsed.data as RealtimeEventPayload<E>) : undefined;
}
