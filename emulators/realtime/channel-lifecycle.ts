import type { ChannelHost } from './channel-host';
import { TokenRefused, verifyCredential } from './credential';
import type { JoinedChannel } from './joined-channel';
import { replyTo, type PhoenixMessage } from './messages';

/** Takes a channel off its socket and out of the registry; sends nothing. */
export function dropChannel(host: ChannelHost, channel: JoinedChannel): void {
  const { topic, key } = channel.settings;
  if (host.channels.get(topic) === channel) host.channels.delete(topic);
  host.deps.registry.remove(key, channel);
  channel.dispose();
  host.channelsChanged();
}

/** Phoenix's close of a channel from the server: `phx_close`, its ref being the join's ref. */
function sendClose(host: ChannelHost, channel: JoinedChannel): void {
  const { topic, joinRef } = channel.settings;
  host.send({ joinRef, ref: joinRef, topic, event: 'phx_close', payload: {} });
}

/**
 * Ends a channel the way hosted Realtime's shutdown_response does: a `system` message saying
 * why (the client's `.on('system', …)` hears it), then `phx_close`, after which realtime-js
 * reports CLOSED and does not rejoin.
 */
export function shutdownChannel(host: ChannelHost, channel: JoinedChannel, message: string): void {
  const { topic, subTopic, joinRef } = channel.settings;
  host.send({ joinRef, ref: null, topic, event: 'system', payload: { extension: 'system', status: 'error', message, channel: subTopic } });
  sendClose(host, channel);
  dropChannel(host, channel);
}

/** A second join of a topic on one socket replaces the first, which Phoenix closes. */
export function closeDuplicate(host: ChannelHost, channel: JoinedChannel): void {
  sendClose(host, channel);
  dropChannel(host, channel);
}

/** phx_leave: answered ok (even for a topic not joined, as Phoenix answers a late leave); the client closes its side. */
export function leaveChannel(host: ChannelHost, message: PhoenixMessage): void {
  const channel = host.channels.get(message.topic);
  if (channel) dropChannel(host, channel);
  host.send(replyTo(message, 'ok'));
}

/** Small margin so a timer set for the expiry second never fires just before it. */
const EXPIRY_MARGIN_MS = 5;

/**
 * Re-checks the channel's token when it expires (and every few minutes before, as hosted's
 * confirm_token does): an expired token ends the channel with "Token has expired N seconds
 * ago" unless an `access_token` message replaced it in time.
 */
export function watchToken(host: ChannelHost, channel: JoinedChannel): void {
  const { exp } = channel.credential;
  if (exp === null) return;
  const untilExpiry = exp * 1000 - host.deps.now() + EXPIRY_MARGIN_MS;
  channel.armTokenCheck(Math.min(untilExpiry, host.deps.limits.tokenRecheckMs), () => {
    if (host.closed || host.channels.get(channel.settings.topic) !== channel) return;
    try {
      verifyCredential(channel.credential.token, Math.floor(host.deps.now() / 1000));
    } catch (err) {
      if (err instanceof TokenRefused) return shutdownChannel(host, channel, err.message);
      throw err;
    }
    watchToken(host, channel);
  });
}
