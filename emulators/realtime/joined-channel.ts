import type { TopicPolicies } from './authorize-topic';
import type { Subscriber } from './channel-registry';
import type { Credential } from './credential';
import type { Frame, Serializer } from './messages';

/** What a socket gives its channels: where frames go and how they are written. */
export interface ChannelOutlet {
  readonly serializer: Serializer;
  sendFrame(frame: Frame): void;
}

export interface ChannelSettings {
  /** The joined topic, `realtime:<subTopic>`. */
  topic: string;
  subTopic: string;
  /** The registry key: public and private channels of one name are apart. */
  key: string;
  joinRef: string | null;
  isPrivate: boolean;
  /** config.broadcast.self: the sender receives its own broadcasts too. */
  self: boolean;
  /** config.broadcast.ack: each broadcast is answered with an ok reply. */
  ack: boolean;
}

/**
 * One channel a socket has joined: its settings, the credential it was authorised with and
 * what that allows, and the timer that re-checks the token (hosted Realtime's confirm_token:
 * at expiry at the latest, else every few minutes).
 */
export class JoinedChannel implements Subscriber {
  private tokenTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly outlet: ChannelOutlet,
    readonly settings: ChannelSettings,
    public credential: Credential,
    /** Null on a public channel: anyone with a valid key may read and write. */
    public policies: TopicPolicies | null,
  ) {}

  get serializer(): Serializer {
    return this.outlet.serializer;
  }

  send(frame: Frame): void {
    this.outlet.sendFrame(frame);
  }

  get canWrite(): boolean {
    return this.policies === null || this.policies.write;
  }

  /** Calls `check` after `ms` (it re-arms the timer itself when the token is still good). */
  armTokenCheck(ms: number, check: () => void): void {
    clearTimeout(this.tokenTimer);
    this.tokenTimer = setTimeout(check, Math.max(0, Math.min(ms, 2 ** 31 - 1)));
    this.tokenTimer.unref();
  }

  dispose(): void {
    clearTimeout(this.tokenTimer);
  }
}
