// What a session does, chosen by its hello: a live interview (the interviewer's questions
// answered) or a practice round (the server asks, the candidate answers). The connection owns
// what every session has (authentication, limits, metering, teardown) and hands a kind only
// the audio and the messages that are about what it does. A kind is built from parts and
// starts, closes and flushes them as one (session-part.ts).
import type { ClientMessage } from '../../lib/protocol';
import type { Conversation } from '../resume/session-registry';
import type { SessionPart } from './session-part';

/** The client messages a kind takes; the connection handles hello, token, resume and job_description. */
export type KindMessage = Extract<ClientMessage, { type: 'trigger_response' | 'screen_question' | 'next_question' | 'end_practice' | 'rename_speaker' }>;

export interface SessionKind extends SessionPart {
  /** Called once `ready` has been sent: opens the recognisers, and practice asks its first question. */
  start(): void;
  /** One binary frame; the problem with it (sent as bad_message), or undefined. */
  onAudio(frame: Buffer): string | undefined;
  /** The problem with the message for this kind (sent as bad_message), or undefined once handled. */
  onMessage(message: KindMessage): string | undefined;
  /** The session's allowance ran out (practice's daily cap): wind down, and end the session when done. */
  onAllowanceSpent(): void;
  /** The session's title in the history list, set when its history row is ended. */
  title(): string | undefined;
  /** What a reconnect needs to carry on this session; undefined when it cannot be resumed. */
  conversation(): Conversation | undefined;
  /** Stops everything running (answers, recognisers, the round's scoring) and waits for it. */
  close(): Promise<void>;
  /** Resolves once everything this kind saved to the history is written. */
  flush(): Promise<void>;
}
