import { authorizeTopic, type TopicPolicies } from './authorize-topic';
import type { ChannelHost } from './channel-host';
import { closeDuplicate, watchToken } from './channel-lifecycle';
import { topicKey } from './channel-registry';
import { TokenRefused, verifyCredential, type Credential } from './credential';
import { JoinedChannel } from './joined-channel';
import { parseJoin } from './join-payload';
import { replyTo, type PhoenixMessage } from './messages';

const TOPIC_PREFIX = 'realtime:';

/** Topics travel in one-byte length fields of the 2.0.0 binary frames. */
const MAX_TOPIC_BYTES = 255;

/** The join's own token, or the socket's apikey when it names none or a new-style key (as hosted does for `sb_…`). */
function joinCredential(host: ChannelHost, accessToken: string | undefined): Credential {
  const nowSeconds = Math.floor(host.deps.now() / 1000);
  if (accessToken === undefined || accessToken.startsWith('sb_')) return verifyCredential(host.tenant.token, nowSeconds);
  return verifyCredential(accessToken, nowSeconds);
}

/**
 * phx_join, in hosted Realtime's order: the topic, the socket's join rate and channel count,
 * what the join asks for, the token, and for a private channel the read policy. Each refusal
 * replies `{ status: "error", response: { reason } }` with hosted's reason text; success
 * replies `{ postgres_changes: [] }` (the emulator streams no database changes).
 */
export async function joinChannel(host: ChannelHost, message: PhoenixMessage): Promise<void> {
  const refuse = (reason: string) => host.send(replyTo(message, 'error', { reason }));
  const { limits } = host.deps;
  if (!message.topic.startsWith(TOPIC_PREFIX)) return refuse('unmatched topic');
  const subTopic = message.topic.slice(TOPIC_PREFIX.length);
  if (subTopic === '') return refuse('TopicNameRequired: You must provide a topic name');
  if (Buffer.byteLength(message.topic) > MAX_TOPIC_BYTES) return refuse(`InvalidTopic: A topic may be at most ${MAX_TOPIC_BYTES - TOPIC_PREFIX.length} bytes`);
  if (!host.countJoin()) {
    refuse('ClientJoinRateLimitReached: Too many joins per second');
    host.close(1000, 'too many joins per second'); // hosted disconnects the socket too
    return;
  }
  // Phoenix closes the earlier channel of the topic before it even looks at the new join.
  const earlier = host.channels.get(message.topic);
  if (earlier) closeDuplicate(host, earlier);
  if (host.channels.size >= limits.maxChannelsPerSocket) return refuse('ChannelRateLimitReached: Too many channels');

  const join = parseJoin(message.payload);
  if (!join) return refuse('InvalidJoinPayload: The join payload could not be read');
  if (limits.privateOnly && !join.isPrivate) return refuse('PrivateOnly: This project only allows private channels');
  if (join.postgresChanges > 0) {
    return refuse('PostgresChangesNotSupported: The embedded emulator does not stream database changes; use broadcast, or a hosted Supabase project');
  }
  if (join.replay) return refuse('UnableToReplayMessages: The embedded emulator stores no messages to replay');

  let credential: Credential;
  try {
    credential = joinCredential(host, join.accessToken);
  } catch (err) {
    if (err instanceof TokenRefused) return refuse(err.reason);
    throw err;
  }
  let policies: TopicPolicies | null = null;
  if (join.isPrivate) {
    try {
      policies = await authorizeTopic(host.deps.db, subTopic, credential, host.headers);
    } catch {
      return refuse('UnableToSetPolicies: Realtime was unable to connect to the project database');
    }
    if (!policies.read) return refuse(`Unauthorized: You do not have permissions to read from this Channel topic: ${subTopic}`);
  }
  if (host.closed || host.channels.has(message.topic)) return;

  const key = topicKey(subTopic, join.isPrivate);
  const settings = { topic: message.topic, subTopic, key, joinRef: message.joinRef, isPrivate: join.isPrivate, self: join.self, ack: join.ack };
  const channel = new JoinedChannel(host, settings, credential, policies);
  host.channels.set(message.topic, channel);
  host.deps.registry.add(key, channel);
  host.channelsChanged();
  host.send(replyTo(message, 'ok', { postgres_changes: [] }));
  watchToken(host, channel);
}
