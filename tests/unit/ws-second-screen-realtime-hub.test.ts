import type { RealtimeClient } from '@supabase/supabase-js';
import { createRealtimeHub } from '@/ws-server/second-screen/realtime-hub';

/** A stand-in for realtime-js: channels that join when told, and record what they send. */
function fakeRealtime() {
  const clients: { channels: FakeChannel[]; disconnects: number }[] = [];
  class FakeChannel {
    sent: { event: string; payload: unknown }[] = [];
    handler?: (m: { event: string; payload: unknown }) => void;
    status?: (status: string) => void;
    constructor(readonly topic: string, readonly config: unknown) {}
    on(_type: string, _filter: unknown, handler: (m: { event: string; payload: unknown }) => void) {
      this.handler = handler;
      return this;
    }
    subscribe(callback: (status: string) => void) {
      this.status = callback;
      return this;
    }
    async send(m: { event: string; payload: unknown }) {
      this.sent.push({ event: m.event, payload: m.payload });
      return 'ok';
    }
  }
  const connect = () => {
    const record = { channels: [] as FakeChannel[], disconnects: 0 };
    clients.push(record);
    return {
      channel: (topic: string, config: unknown) => {
        const c = new FakeChannel(topic, config);
        record.channels.push(c);
        return c;
      },
      removeChannel: async (c: FakeChannel) => void record.channels.splice(record.channels.indexOf(c), 1),
      removeAllChannels: async () => void record.channels.splice(0),
      disconnect: () => void record.disconnects++,
    } as unknown as RealtimeClient;
  };
  return { clients, connect };
}

describe('the process’s Realtime hub', () => {
  it('joins one private channel per topic, without self, however many hold it', () => {
    const rt = fakeRealtime();
    const hub = createRealtimeHub({ connect: rt.connect, channelsPerSocket: 100 });
    hub.join('second-screen:u1');
    hub.join('second-screen:u1');
    expect(rt.clients[0].channels.map((c) => [c.topic, c.config])).toEqual([['second-screen:u1', { config: { private: true, broadcast: { self: false, ack: false } } }]]);
    expect(hub.stats()).toEqual({ sockets: 1, channels: 1, holders: 2 });
  });

  it('hands a broadcast to the other holders here at once, and to Realtime once joined', async () => {
    const rt = fakeRealtime();
    const hub = createRealtimeHub({ connect: rt.connect, channelsPerSocket: 100 });
    const session = hub.join('t');
    const phone = hub.join('t');
    const heard: string[] = [];
    phone.listen((event) => heard.push(`phone:${event}`));
    session.listen((event) => heard.push(`session:${event}`));
    session.send('live', { n: 1 });
    expect(heard).toEqual(['phone:live']);
    const channel = rt.clients[0].channels[0];
    expect(channel.sent).toEqual([]);
    channel.status!('SUBSCRIBED');
    await session.joined;
    expect(channel.sent).toEqual([{ event: 'live', payload: { n: 1 } }]);
    channel.handler!({ event: 'answer_now', payload: {} });
    expect(heard).toEqual(['phone:live', 'session:answer_now', 'phone:answer_now']);
  });

  it('opens another socket when one holds as many channels as it may', () => {
    const rt = fakeRealtime();
    const hub = createRealtimeHub({ connect: rt.connect, channelsPerSocket: 2 });
    for (const topic of ['a', 'b', 'c']) hub.join(topic);
    expect(rt.clients.map((c) => c.channels.length)).toEqual([2, 1]);
  });

  it('leaves a channel when its last holder lets go, and disconnects a socket left with none', async () => {
    const rt = fakeRealtime();
    const hub = createRealtimeHub({ connect: rt.connect, channelsPerSocket: 100 });
    const a = hub.join('t');
    const b = hub.join('t');
    a.release();
    expect(rt.clients[0].channels).toHaveLength(1);
    b.release();
    await new Promise((r) => setImmediate(r));
    expect([rt.clients[0].channels.length, rt.clients[0].disconnects, hub.stats().channels]).toEqual([0, 1, 0]);
  });

  it('joins again a channel the server closed while someone holds it', () => {
    jest.useFakeTimers();
    try {
      const rt = fakeRealtime();
      const hub = createRealtimeHub({ connect: rt.connect, channelsPerSocket: 100, rejoinMs: 1_000 });
      hub.join('t');
      const first = rt.clients[0].channels[0];
      first.status!('SUBSCRIBED');
      first.status!('CLOSED');
      jest.advanceTimersByTime(999);
      expect(rt.clients[0].channels).toEqual([first]);
      jest.advanceTimersByTime(1);
      expect(rt.clients[0].channels).toHaveLength(1);
      expect(rt.clients[0].channels[0]).not.toBe(first);
    } finally {
      jest.useRealTimers();
    }
  });
});
