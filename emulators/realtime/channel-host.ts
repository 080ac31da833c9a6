import type { Database } from '../db/types';
import type { ChannelRegistry } from './channel-registry';
import type { Credential } from './credential';
import type { JoinedChannel } from './joined-channel';
import type { RealtimeLimits } from './limits';
import type { Frame, PhoenixMessage, Serializer } from './messages';

/** What every socket of one Realtime service shares. */
export interface RealtimeDeps {
  db: Database;
  registry: ChannelRegistry;
  limits: RealtimeLimits;
  /** Clock in ms (the emulator's, replaceable in tests): token expiry is judged by it. */
  now: () => number;
}

/**
 * What a socket offers the handlers of its channel events (join, leave, broadcast, token
 * refresh): its channels, its credential, its limits and its way out. The handlers hold no
 * state of their own.
 */
export interface ChannelHost {
  readonly deps: RealtimeDeps;
  readonly serializer: Serializer;
  /** The credential of the socket's apikey: a join without its own token acts with it. */
  readonly tenant: Credential;
  /** The upgrade request's x- headers, which policies read as request.headers. */
  readonly headers: Record<string, string>;
  /** Joined channels by topic (`realtime:<name>`). */
  readonly channels: Map<string, JoinedChannel>;
  readonly closed: boolean;
  send(message: PhoenixMessage): void;
  sendFrame(frame: Frame): void;
  /** Counts one message against the per-second limit; false when over it. */
  countEvent(): boolean;
  /** Counts one join against the per-second limit; false when over it. */
  countJoin(): boolean;
  /** To be called after a channel is added or removed (the socket times out with none). */
  channelsChanged(): void;
  close(code: number, reason: string): void;
}
