// phx_join on the embedded Realtime, without a database: each refusal and its reason in
// hosted Realtime's words, a successful join's reply, and a second join of one topic.
import type { Database } from '../../emulators/db/types';
import { DEV_PUBLISHABLE_KEY } from '../../emulators/dev-keys';
import type { ChannelHost } from '../../emulators/realtime/channel-host';
import { ChannelRegistry } from '../../emulators/realtime/channel-registry';
import { verifyCredential } from '../../emulators/realtime/credential';
import { joinChannel } from '../../emulators/realtime/join-channel';
import type { JoinedChannel } from '../../emulators/realtime/joined-channel';
import { resolveRealtimeLimits, type RealtimeLimits } from '../../emulators/realtime/limits';
import type { PhoenixMessage } from '../../emulators/realtime/messages';
import { serializerV2 } from '../../emulators/realtime/serializer-v2';

const unreachableDb = {
  transaction: () => Promise.reject(new Error('database down')),
} as unknown as Database;

function fakeHost(limits: Partial<RealtimeLimits> = {}) {
  const sent: PhoenixMessage[] = [];
  let joins = 0;
  const closedWith: string[] = [];
  const host: ChannelHost = {
    deps: { db: unreachableDb, registry: new ChannelRegistry(), limits: resolveRealtimeLimits(limits, {}), now: Date.now },
    serializer: serializerV2,
    tenant: verifyCredential(DEV_PUBLISHABLE_KEY, Math.floor(Date.now() / 1000)),
    headers: {},
    channels: new Map<string, JoinedChannel>(),
    closed: false,
    send: (m) => void sent.push(m),
    sendFrame: () => undefined,
    countEvent: () => true,
    countJoin: () => ++joins <= host.deps.limits.maxJoinsPerSecond,
    channelsChanged: () => undefined,
    close: (_code, reason) => void closedWith.push(reason),
  };
  return { host, sent, closedWith };
}

let ref = 0;
function join(topic: string, payload: Record<string, unknown> = { config: {} }): PhoenixMessage {
  ref++;
  return { joinRef: String(ref), ref: String(ref), topic, event: 'phx_join', payload };
}

const reasonOf = (m: PhoenixMessage | undefined) => (m?.payload as { response: { reason?: string } }).response.reason;

describe('realtime: phx_join', () => {
  it.each([
    ['realtime:', { config: {} }, 'TopicNameRequired: You must provide a topic name'],
    ['room', { config: {} }, 'unmatched topic'],
    ['realtime:room', { config: 'not a map' }, 'InvalidJoinPayload: The join payload could not be read'],
    ['realtime:room', { config: { postgres_changes: [{ event: '*', schema: 'public' }] } }, expect.stringMatching(/^PostgresChangesNotSupported: /)],
    ['realtime:room', { config: { private: true, broadcast: { replay: { since: 0 } } } }, expect.stringMatching(/^UnableToReplayMessages: /)],
    ['realtime:room', { config: {}, access_token: 'not-a-jwt' }, 'MalformedJWT: The token provided is not a valid JWT'],
    ['realtime:room', { config: { private: true } }, 'UnableToSetPolicies: Realtime was unable to connect to the project database'],
  ])('refuses %s with %j', async (topic, payload, reason) => {
    const { host, sent } = fakeHost();
    await joinChannel(host, join(topic, payload));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ event: 'phx_reply', payload: { status: 'error' } });
    expect(reasonOf(sent[0])).toEqual(reason);
    expect(host.channels.size).toBe(0);
  });

  it('accepts a public join with the socket apikey and answers an empty postgres_changes list', async () => {
    const { host, sent } = fakeHost();
    await joinChannel(host, join('realtime:room', { config: { broadcast: { self: 'TRUE', ack: false } } }));
    expect(sent).toEqual([{ joinRef: String(ref), ref: String(ref), topic: 'realtime:room', event: 'phx_reply', payload: { status: 'ok', response: { postgres_changes: [] } } }]);
    expect(host.channels.get('realtime:room')?.settings).toMatchObject({ self: true, ack: false, isPrivate: false, subTopic: 'room' });
    expect(host.deps.registry.stats()).toEqual({ topics: 1, subscriptions: 1 });
  });

  it('refuses public channels when the project allows private ones only', async () => {
    const { host, sent } = fakeHost({ privateOnly: true });
    await joinChannel(host, join('realtime:room'));
    expect(reasonOf(sent[0])).toBe('PrivateOnly: This project only allows private channels');
  });

  it('closes the earlier channel of a topic joined again on the same socket', async () => {
    const { host, sent } = fakeHost();
    await joinChannel(host, join('realtime:room'));
    const first = String(ref);
    await joinChannel(host, join('realtime:room'));
    expect(sent[1]).toEqual({ joinRef: first, ref: first, topic: 'realtime:room', event: 'phx_close', payload: {} });
    expect(host.channels.get('realtime:room')?.settings.joinRef).toBe(String(ref));
    expect(host.deps.registry.stats()).toEqual({ topics: 1, subscriptions: 1 });
  });

  it('refuses a join beyond the channel limit, and beyond the join rate closes the socket', async () => {
    const { host, sent, closedWith } = fakeHost({ maxChannelsPerSocket: 1, maxJoinsPerSecond: 2 });
    await joinChannel(host, join('realtime:a'));
    await joinChannel(host, join('realtime:b'));
    expect(reasonOf(sent[1])).toBe('ChannelRateLimitReached: Too many channels');
    await joinChannel(host, join('realtime:c'));
    expect(reasonOf(sent[2])).toBe('ClientJoinRateLimitReached: Too many joins per second');
    expect(closedWith).toEqual(['too many joins per second']);
  });
});
