// One embedded Realtime socket over a stand-in WebSocket: the heartbeat, a topic not joined,
// a malformed frame, and a message whose handling fails (its channel gets phx_error, as a
// crashed Phoenix channel does, and the socket carries on).
import { EventEmitter } from 'node:events';
import type { WebSocket } from 'ws';
import type { Database } from '../../emulators/db/types';
import { DEV_PUBLISHABLE_KEY } from '../../emulators/dev-keys';
import { ChannelRegistry } from '../../emulators/realtime/channel-registry';
import { verifyCredential } from '../../emulators/realtime/credential';
import { resolveRealtimeLimits } from '../../emulators/realtime/limits';
import { RealtimeSocket } from '../../emulators/realtime/realtime-socket';
import { serializerV2 } from '../../emulators/realtime/serializer-v2';

class FakeWs extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  readonly sent: unknown[] = [];
  send(frame: string | Buffer) {
    this.sent.push(typeof frame === 'string' ? JSON.parse(frame) : frame);
  }
  close() {
    this.readyState = 3;
  }
  terminate() {
    this.readyState = 3;
  }
  /** Delivers a client frame and waits for the socket to have handled it. */
  async receive(frame: unknown) {
    this.emit('message', Buffer.from(JSON.stringify(frame)), false);
    await new Promise((r) => setImmediate(r));
  }
}

function openSocket(registry = new ChannelRegistry()) {
  const ws = new FakeWs();
  const deps = { db: {} as Database, registry, limits: resolveRealtimeLimits({}, {}), now: Date.now };
  const tenant = verifyCredential(DEV_PUBLISHABLE_KEY, Math.floor(Date.now() / 1000));
  const socket = new RealtimeSocket(ws as unknown as WebSocket, deps, serializerV2, tenant, {}, () => undefined);
  return { ws, socket };
}

describe('realtime: one socket', () => {
  afterEach(() => jest.restoreAllMocks());

  it('answers the heartbeat and refuses a message for a topic it has not joined', async () => {
    const { ws, socket } = openSocket();
    await ws.receive([null, '1', 'phoenix', 'heartbeat', {}]);
    await ws.receive(['2', '2', 'realtime:room', 'broadcast', { type: 'broadcast', event: 'e', payload: {} }]);
    expect(ws.sent).toEqual([
      [null, '1', 'phoenix', 'phx_reply', { status: 'ok', response: {} }],
      ['2', '2', 'realtime:room', 'phx_reply', { status: 'error', response: { reason: 'unmatched topic' } }],
    ]);
    socket.terminate();
  });

  it('ignores a malformed frame and carries on', async () => {
    const warn = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { ws, socket } = openSocket();
    ws.emit('message', Buffer.from('not json'), false);
    await ws.receive([null, '3', 'phoenix', 'heartbeat', {}]);
    expect(ws.sent).toEqual([[null, '3', 'phoenix', 'phx_reply', { status: 'ok', response: {} }]]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('malformed frame ignored'));
    socket.terminate();
  });

  it('answers a message whose handling fails with phx_error on its channel, and drops only that channel', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const registry = new ChannelRegistry();
    jest.spyOn(registry, 'publish').mockImplementation(() => {
      throw new Error('fan-out failed');
    });
    const { ws, socket } = openSocket(registry);
    await ws.receive(['1', '1', 'realtime:a', 'phx_join', { config: {} }]);
    await ws.receive(['2', '2', 'realtime:b', 'phx_join', { config: {} }]);
    await ws.receive(['1', '3', 'realtime:a', 'broadcast', { type: 'broadcast', event: 'e', payload: {} }]);
    expect(ws.sent.at(-1)).toEqual(['1', '1', 'realtime:a', 'phx_error', {}]);
    expect([...socket.channels.keys()]).toEqual(['realtime:b']);
    await ws.receive([null, '4', 'phoenix', 'heartbeat', {}]);
    expect(ws.sent.at(-1)).toEqual([null, '4', 'phoenix', 'phx_reply', { status: 'ok', response: {} }]);
    socket.terminate();
  });
});
