// The phone's socket to the ws-server, path /second-screen: the phone proves it is paired
// with its device credential, then is sent what the laptop's live sessions show and may ask
// for an answer (what Space does on the laptop). Nothing else can be asked on it.
import { z } from 'zod';
import { liveBatch, sessionSnapshot } from './live-items';

/** The device credential: 256 random bits, base64url (43 characters). */
export const deviceToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a device credential');

/** First message, within 5 s of opening: the credential the pairing gave this phone. */
export const viewMessage = z.object({ type: z.literal('view'), device_token: deviceToken });
/** "Answer now": answer what the interviewer has said since the last question, as Space does. */
export const answerNowMessage = z.object({ type: z.literal('answer_now') });

export const phoneClientMessage = z.discriminatedUnion('type', [viewMessage, answerNowMessage]);
export type PhoneClientMessage = z.infer<typeof phoneClientMessage>;

/** The view was accepted: the pairing lasts until `expires_at` unless it is ended sooner. */
export const viewingMessage = z.object({ type: z.literal('viewing'), expires_at: z.iso.datetime({ offset: true }) });
/** A batch of the live session's items, as published. */
export const liveMessage = z.object({ type: z.literal('live'), batch: liveBatch });
/** Where the session stands, on connecting (null: no interview is running). Later `live` batches carry on from it. */
export const snapshotMessage = z.object({ type: z.literal('snapshot'), session: sessionSnapshot.nullable() });
/**
 * Why the pairing ended, just before the socket closes with 4401: `unpaired` (Unpair on the
 * laptop), `signed_out`, `password_changed`, `account_deleted`, `expired` (12 hours passed),
 * or `not_paired` (a credential the server does not know, or one whose account can no longer connect).
 */
export const unpairedMessage = z.object({
  type: z.literal('unpaired'),
  reason: z.enum(['unpaired', 'signed_out', 'password_changed', 'account_deleted', 'expired', 'not_paired']),
});
export type UnpairReason = z.infer<typeof unpairedMessage>['reason'];
/** "Answer now" could not be passed on: no interview runs, or it was pressed too often. */
export const answerNowRefusedMessage = z.object({ type: z.literal('answer_now_refused'), reason: z.enum(['no_session', 'rate_limited']) });

export const phoneServerMessage = z.discriminatedUnion('type', [viewingMessage, liveMessage, snapshotMessage, unpairedMessage, answerNowRefusedMessage]);
export type PhoneServerMessage = z.infer<typeof phoneServerMessage>;

/** How the server closes a phone's socket; the phone reconnects after any other code. */
export const PHONE_CLOSE_CODES = {
  goingAway: 1001,
  internal: 1011,
  serviceRestart: 1012,
  notPaired: 4401,
  viewTimeout: 4408,
  tooLarge: 4413,
  tooFast: 4429,
} as const;

/** The largest text message a phone may send: a view with its credential, with room to spare. */
export const MAX_PHONE_MESSAGE_BYTES = 1024;

export type ParsedPhoneMessage = { ok: true; message: PhoneClientMessage } | { ok: false; error: string };

export function parsePhoneMessage(text: string): ParsedPhoneMessage {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, error: 'Invalid JSON.' };
  }
  const parsed = phoneClientMessage.safeParse(data);
  return parsed.success ? { ok: true, message: parsed.data } : { ok: false, error: `Invalid message: ${parsed.error.issues[0]?.path.join('.') || 'message'}: ${parsed.error.issues[0]?.message}` };
}
