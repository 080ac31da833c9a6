import type { Broadcast, Frame, Serializer } from './messages';

/** One joined channel, as the registry sees it: where its frames go and how they are written. */
export interface Subscriber {
  readonly serializer: Serializer;
  send(frame: Frame): void;
}

/** Public and private channels of one name are separate topics, as on hosted Realtime. */
export function topicKey(subTopic: string, isPrivate: boolean): string {
  return `${isPrivate ? 'private' : 'public'}:${subTopic}`;
}

/**
 * Who has joined which topic, and the fan-out of a broadcast to them. Authorisation was
 * settled when each subscriber joined (and on each token refresh), so delivering a message is
 * a map look-up and one write per subscriber: each frame is encoded once per protocol version
 * and the same bytes go to every socket that speaks it.
 */
export class ChannelRegistry {
  private readonly topics = new Map<string, Set<Subscriber>>();

  add(key: string, subscriber: Subscriber): void {
    let set = this.topics.get(key);
    if (!set) this.topics.set(key, (set = new Set()));
    set.add(subscriber);
  }

  remove(key: string, subscriber: Subscriber): void {
    const set = this.topics.get(key);
    if (!set) return;
    set.delete(subscriber);
    if (set.size === 0) this.topics.delete(key);
  }

  /** Sends `broadcast` to the topic's subscribers but `except` (the sender, unless it asked for `self`); returns how many got it. */
  publish(key: string, joinTopic: string, broadcast: Broadcast, except?: Subscriber): number {
    const set = this.topics.get(key);
    if (!set) return 0;
    const frames = new Map<Serializer, Frame | null>();
    let delivered = 0;
    for (const subscriber of set) {
      if (subscriber === except) continue;
      let frame = frames.get(subscriber.serializer);
      if (frame === undefined) frames.set(subscriber.serializer, (frame = subscriber.serializer.encodeBroadcast(joinTopic, broadcast)));
      if (frame === null) continue;
      subscriber.send(frame);
      delivered++;
    }
    return delivered;
  }

  /** Topics with at least one subscriber, and subscriptions in all (for tests and benches). */
  stats(): { topics: number; subscriptions: number } {
    let subscriptions = 0;
    for (const set of this.topics.values()) subscriptions += set.size;
    return { topics: this.topics.size, subscriptions };
  }
}
