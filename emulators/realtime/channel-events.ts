import { authorizeTopic } from './authorize-topic';
import type { ChannelHost } from './channel-host';
import { shutdownChannel, watchToken } from './channel-lifecycle';
import { TokenRefused, verifyCredential, type Credential } from './credential';
import type { JoinedChannel } from './joined-channel';
import { replyTo, type Broadcast, type PhoenixMessage } from './messages';

/** The bytes a broadcast's payload takes, measured against the payload limit. */
function payloadBytes(broadcast: Broadcast): number {
  if (broadcast.kind === 'user') return broadcast.payload.length;
  return Buffer.byteLength(JSON.stringify(broadcast.payload.payload ?? null));
}

/**
 * A broadcast pushed on a joined channel, relayed as hosted Realtime's BroadcastHandler does:
 * counted against the socket's rate (over it, the channel is shut down); on a private channel
 * without write permission dropped without a word, even with `ack` (so the client's send
 * times out); too large, dropped (with `ack`, answered `payload_size_exceeded`); otherwise sent
 * to the topic's other subscribers (and the sender with `self`), then acknowledged with `ack`.
 */
export function relayBroadcast(host: ChannelHost, channel: JoinedChannel, request: Pick<PhoenixMessage, 'joinRef' | 'ref' | 'topic'>, broadcast: Broadcast): void {
  if (!host.countEvent()) return shutdownChannel(host, channel, 'Too many messages per second');
  if (!channel.canWrite) return;
  const { ack, self, key, topic } = channel.settings;
  if (payloadBytes(broadcast) > host.deps.limits.maxPayloadBytes) {
    if (ack) host.send(replyTo(request, 'error', 'payload_size_exceeded'));
    return;
  }
  host.deps.registry.publish(key, topic, broadcast, self ? undefined : channel);
  if (ack) host.send(replyTo(request, 'ok'));
}

/**
 * `access_token`: the client's new token for a joined channel (realtime-js sends one whenever
 * supabase-js refreshes the session). Ignored when it is an API key, null or unchanged, as on
 * hosted; otherwise verified and, on a private channel, authorised again. A token that fails
 * either ends the channel; one that passes replaces the old one and its expiry.
 */
export async function refreshToken(host: ChannelHost, channel: JoinedChannel, payload: Record<string, unknown>): Promise<void> {
  const token = payload.access_token;
  if (typeof token !== 'string' || token.startsWith('sb_') || token === channel.credential.token) return;
  let credential: Credential;
  try {
    credential = verifyCredential(token, Math.floor(host.deps.now() / 1000));
  } catch (err) {
    if (err instanceof TokenRefused) return shutdownChannel(host, channel, err.message);
    throw err;
  }
  const { isPrivate, subTopic } = channel.settings;
  let policies = channel.policies;
  if (isPrivate) {
    try {
      policies = await authorizeTopic(host.deps.db, subTopic, credential, host.headers);
    } catch {
      return shutdownChannel(host, channel, 'Realtime was unable to connect to the project database');
    }
    if (!policies.read) return shutdownChannel(host, channel, `You do not have permissions to read from this Channel topic: ${subTopic}`);
  }
  if (host.channels.get(channel.settings.topic) !== channel) return;
  channel.credential = credential;
  channel.policies = policies;
  watchToken(host, channel);
}
