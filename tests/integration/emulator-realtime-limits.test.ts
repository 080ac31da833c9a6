// The embedded Realtime's limits, each lowered so a test reaches it: open sockets, channels
// per socket, joins and messages per second, payload size, an idle socket, a slow reader,
// and the upgrade's refusals.
import type { SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { DEV_PUBLISHABLE_KEY } from '../../emulators/dev-keys';
import type { RunningEmulator } from '../../emulators/server';
import { startTestEmulator } from './helpers/emulator';
import { closeClients, realtimeClient, refused, subscribed, systemMessages } from './helpers/realtime';

const clients: SupabaseClient[] = [];
afterEach(async () => {
  await closeClients(...clients.splice(0));
});

/** A raw WebSocket to the emulator's Realtime, resolved once open (or rejected with the upgrade's status). */
function rawSocket(em: RunningEmulator, query = `apikey=${DEV_PUBLISHABLE_KEY}&vsn=2.0.0`): Promise<WebSocket> {
  const ws = new WebSocket(`${em.url.replace('http', 'ws')}/realtime/v1/websocket?${query}`);
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => reject(new Error(`${res.statusCode} ${body}`)));
    });
  });
}

const closed = (ws: WebSocket) => new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));

describe('realtime: limits', () => {
  let em: RunningEmulator;
  // Clients beat every 200 ms, so the short idle timeout only ever closes a silent raw socket.
  const client = () => {
    const c = realtimeClient(em, DEV_PUBLISHABLE_KEY, { heartbeatIntervalMs: 200 });
    clients.push(c);
    return c;
  };
  let n = 0;
  const topic = () => `limits-${++n}`;

  beforeAll(async () => {
    em = await startTestEmulator({
      realtime: { maxConnections: 4, maxChannelsPerSocket: 3, maxJoinsPerSecond: 5, maxEventsPerSecond: 5, maxPayloadBytes: 1000, idleTimeoutMs: 1000 },
    });
  });
  afterAll(async () => {
    await em?.close();
  });

  it('refuses a socket beyond the open-socket limit with 429', async () => {
    const open: WebSocket[] = [];
    while (em.realtime.stats().sockets < 4) open.push(await rawSocket(em));
    await expect(rawSocket(em)).rejects.toThrow('429 {"error":"Too many connected users"}');
    for (const ws of open) ws.close();
    await Promise.all(open.map(closed));
  });

  it('refuses an upgrade without an API key, or with an unknown protocol version', async () => {
    await expect(rawSocket(em, 'vsn=2.0.0')).rejects.toThrow('401 {"error":"API key is missing"}');
    await expect(rawSocket(em, `apikey=${DEV_PUBLISHABLE_KEY}&vsn=3.0.0`)).rejects.toThrow(/^403 /);
    await expect(rawSocket(em, 'apikey=not-a-key&vsn=2.0.0')).rejects.toThrow('401 {"error":"The token provided is not a valid JWT"}');
  });

  it('refuses a join beyond the channels allowed on one socket', async () => {
    const c = client();
    await Promise.all([topic(), topic(), topic()].map((t) => subscribed(c.channel(t))));
    expect(await refused(c.channel(topic()))).toBe('ChannelRateLimitReached: Too many channels');
  });

  it('shuts a channel down when its socket sends too many messages in a second', async () => {
    const c = client();
    const channel = c.channel(topic());
    const system = systemMessages(channel);
    const joined = await subscribed(channel);
    for (let i = 0; i < 6; i++) void channel.send({ type: 'broadcast', event: 'm', payload: { i } });
    await joined.closed;
    expect(system.map((m) => m.message)).toEqual(['Too many messages per second']);
  });

  it('answers an acknowledged broadcast over the payload limit with payload_size_exceeded', async () => {
    const channel = client().channel(topic(), { config: { broadcast: { ack: true } } });
    await subscribed(channel);
    expect(await channel.send({ type: 'broadcast', event: 'm', payload: { text: 'x'.repeat(1001) } })).toBe('error');
    expect(await channel.send({ type: 'broadcast', event: 'm', payload: { text: 'x'.repeat(100) } })).toBe('ok');
  });

  it('refuses joins beyond the per-second limit and closes the socket', async () => {
    const ws = await rawSocket(em);
    const replies: unknown[] = [];
    ws.on('message', (data) => replies.push(JSON.parse(data.toString())));
    const gone = closed(ws);
    for (let i = 1; i <= 6; i++) ws.send(JSON.stringify([String(i), String(i), `realtime:burst-${i}`, 'phx_join', { config: {} }]));
    await gone;
    expect(replies).toContainEqual(['6', '6', 'realtime:burst-6', 'phx_reply', { status: 'error', response: { reason: 'ClientJoinRateLimitReached: Too many joins per second' } }]);
  });

  it('closes a socket that sends nothing for the idle timeout', async () => {
    expect(await closed(await rawSocket(em))).toBe(1000);
  });
});

describe('realtime: a slow reader', () => {
  let em: RunningEmulator;
  beforeAll(async () => {
    em = await startTestEmulator({ realtime: { maxBufferedBytes: 512 * 1024, maxEventsPerSecond: 10_000 } });
  });
  afterAll(async () => {
    await em?.close();
  });

  it('is cut off once more than the buffer limit waits for it, while its publisher carries on', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const slow = await rawSocket(em);
    const joinedSlow = new Promise((resolve) => slow.once('message', resolve));
    slow.send(JSON.stringify(['1', '1', 'realtime:firehose', 'phx_join', { config: {} }]));
    await joinedSlow;
    slow.pause(); // stops reading: what the server sends piles up in the kernel, then in the server's buffer
    const gone = closed(slow);

    const publisher = realtimeClient(em, DEV_PUBLISHABLE_KEY);
    clients.push(publisher);
    const channel = publisher.channel('firehose', { config: { broadcast: { ack: true } } });
    await subscribed(channel);
    const chunk = 'x'.repeat(200_000);
    let sent = 0;
    // Each acknowledged send has been relayed before the next: stop as soon as the slow socket is gone.
    while (em.realtime.stats().sockets > 1 && sent < 500) {
      expect(await channel.send({ type: 'broadcast', event: 'm', payload: { chunk } })).toBe('ok');
      sent++;
    }
    expect(em.realtime.stats().sockets).toBe(1);
    expect(sent).toBeLessThan(500);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('slow reader cut off'));
    log.mockRestore();
    slow.resume();
    expect(await gone).toBe(1006);
  });
});
