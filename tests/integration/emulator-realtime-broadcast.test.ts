// The embedded Realtime's public channels, spoken to with the official supabase-js client as
// the app will: broadcast between clients, self and ack, the REST endpoints, leaving,
// heartbeats, many topics on one socket, and both protocol versions together.
import type { SupabaseClient } from '@supabase/supabase-js';
import { DEV_SECRET_KEY } from '../../emulators/dev-keys';
import type { RunningEmulator } from '../../emulators/server';
import { startTestEmulator } from './helpers/emulator';
import { BroadcastInbox, closeClients, realtimeClient, subscribed, type RealtimeOptions } from './helpers/realtime';

let em: RunningEmulator;
const clients: SupabaseClient[] = [];
function client(key?: string, realtime?: RealtimeOptions): SupabaseClient {
  const c = realtimeClient(em, key, realtime);
  clients.push(c);
  return c;
}

let topicCount = 0;
/** A topic no other test uses. */
const freshTopic = (label: string) => `${label}-${Date.now().toString(36)}-${++topicCount}`;

beforeAll(async () => {
  em = await startTestEmulator();
});
afterEach(async () => {
  await closeClients(...clients.splice(0));
});
afterAll(async () => {
  await em?.close();
});

describe('realtime: public broadcast', () => {
  it('a broadcast from one client reaches another subscribed to the topic, and not the sender', async () => {
    const topic = freshTopic('room');
    const sender = client().channel(topic);
    const receiver = client().channel(topic);
    const senderInbox = new BroadcastInbox<{ text: string }>(sender, 'chunk');
    const receiverInbox = new BroadcastInbox<{ text: string }>(receiver, 'chunk');
    await Promise.all([subscribed(sender), subscribed(receiver)]);

    expect(await sender.send({ type: 'broadcast', event: 'chunk', payload: { text: 'first chunk' } })).toBe('ok');
    expect(await receiverInbox.next()).toEqual({ text: 'first chunk' });

    // Messages on a topic arrive in order: if the sender's first is the receiver's reply, its own never came back.
    await receiver.send({ type: 'broadcast', event: 'chunk', payload: { text: 'reply' } });
    expect(await senderInbox.next()).toEqual({ text: 'reply' });
  });

  it('with self, the sender receives its own broadcast too', async () => {
    const topic = freshTopic('self');
    const sender = client().channel(topic, { config: { broadcast: { self: true } } });
    const inbox = new BroadcastInbox<{ n: number }>(sender, 'tick');
    await subscribed(sender);
    await sender.send({ type: 'broadcast', event: 'tick', payload: { n: 1 } });
    expect(await inbox.next()).toEqual({ n: 1 });
  });

  it('with ack, send resolves only once the server has relayed the broadcast', async () => {
    const topic = freshTopic('ack');
    const sender = client().channel(topic, { config: { broadcast: { ack: true } } });
    const receiver = client().channel(topic);
    const inbox = new BroadcastInbox<{ n: number }>(receiver, 'tick');
    await Promise.all([subscribed(sender), subscribed(receiver)]);
    expect(await sender.send({ type: 'broadcast', event: 'tick', payload: { n: 7 } })).toBe('ok');
    expect(await inbox.next()).toEqual({ n: 7 });
  });

  it('an event filter receives only its event, and "*" receives every event', async () => {
    const topic = freshTopic('events');
    const receiver = client().channel(topic);
    const only = new BroadcastInbox<{ e: string }>(receiver, 'wanted');
    const all = new BroadcastInbox<{ e: string }>(receiver, '*');
    const sender = client().channel(topic);
    await Promise.all([subscribed(sender), subscribed(receiver)]);
    await sender.send({ type: 'broadcast', event: 'other', payload: { e: 'other' } });
    await sender.send({ type: 'broadcast', event: 'wanted', payload: { e: 'wanted' } });
    expect(await all.next()).toEqual({ e: 'other' });
    expect(await all.next()).toEqual({ e: 'wanted' });
    expect(await only.next()).toEqual({ e: 'wanted' });
  });

  it('a public and a private channel of the same name are different topics', async () => {
    const topic = freshTopic('split');
    const publicSide = client().channel(topic);
    const inbox = new BroadcastInbox<{ via: string }>(publicSide, 'm');
    await subscribed(publicSide);
    const service = client(DEV_SECRET_KEY);
    const privateSide = service.channel(topic, { config: { private: true } });
    await subscribed(privateSide);
    expect(await privateSide.send({ type: 'broadcast', event: 'm', payload: { via: 'private' } })).toBe('ok');
    const publicSender = client().channel(topic);
    await subscribed(publicSender);
    await publicSender.send({ type: 'broadcast', event: 'm', payload: { via: 'public' } });
    expect(await inbox.next()).toEqual({ via: 'public' });
  });
});

describe('realtime: REST broadcast', () => {
  it('send() on a channel that has not joined goes through POST /realtime/v1/api/broadcast and reaches subscribers', async () => {
    const topic = freshTopic('rest');
    const receiver = client().channel(topic);
    const inbox = new BroadcastInbox<{ from: string }>(receiver, 'note');
    await subscribed(receiver);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const notJoined = client().channel(topic);
      expect(await notJoined.send({ type: 'broadcast', event: 'note', payload: { from: 'rest' } })).toBe('ok');
    } finally {
      warn.mockRestore();
    }
    expect(await inbox.next()).toEqual({ from: 'rest' });
  });

  it('httpSend() posts one event, JSON or binary, to /api/broadcast/:topic/events/:event', async () => {
    const topic = freshTopic('single');
    const receiver = client().channel(topic);
    const json = new BroadcastInbox<{ a: number }>(receiver, 'json');
    const bin = new BroadcastInbox<ArrayBuffer>(receiver, 'bin');
    await subscribed(receiver);
    const sender = client().channel(topic);
    expect(await sender.httpSend('json', { a: 1 })).toEqual({ success: true });
    expect(await sender.httpSend('bin', new Uint8Array([1, 2, 3]))).toEqual({ success: true });
    expect(await json.next()).toEqual({ a: 1 });
    expect([...new Uint8Array(await bin.next())]).toEqual([1, 2, 3]);
  });

  it('refuses a batch without messages, and a request without an API key', async () => {
    const empty = await fetch(`${em.url}/realtime/v1/api/broadcast`, {
      method: 'POST',
      headers: { apikey: DEV_SECRET_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [] }),
    });
    expect(empty.status).toBe(422);
    expect(await empty.json()).toEqual({ errors: { messages: [expect.any(String)] } });
    const noKey = await fetch(`${em.url}/realtime/v1/api/broadcast`, { method: 'POST', body: JSON.stringify({ messages: [{ topic: 't', event: 'e', payload: {} }] }) });
    expect(noKey.status).toBe(401);
  });
});

describe('realtime: the socket', () => {
  it('answers the Phoenix heartbeat', async () => {
    const beats: string[] = [];
    let twoBeats = () => {};
    const done = new Promise<void>((r) => (twoBeats = r));
    const c = client(undefined, {
      heartbeatIntervalMs: 100,
      heartbeatCallback: (status) => {
        beats.push(status);
        if (beats.filter((b) => b === 'ok').length >= 2) twoBeats();
      },
    });
    await subscribed(c.channel(freshTopic('beat')));
    await done;
    expect(beats).not.toContain('timeout');
  });

  it('after a client leaves a topic, the server no longer has it subscribed', async () => {
    const topic = freshTopic('leave');
    const c = client();
    const channel = c.channel(topic);
    await subscribed(channel);
    const before = em.realtime.stats().subscriptions;
    expect(await channel.unsubscribe()).toBe('ok');
    // realtime-js reports the leave at once; the server handles a socket's messages in order,
    // so once a later join on the same socket is answered, the leave has been handled.
    await subscribed(c.channel(freshTopic('after-leave')));
    expect(em.realtime.stats().subscriptions).toBe(before);
  });

  it('one socket joins many topics and each broadcast reaches only its topic', async () => {
    const receiver = client();
    const sender = client();
    const topics = Array.from({ length: 40 }, (_, i) => freshTopic(`many-${i}`));
    const inboxes = topics.map((t) => new BroadcastInbox<{ topic: string }>(receiver.channel(t), 'm'));
    await Promise.all(topics.map((t) => subscribed(receiver.channel(t))));
    const senders = topics.map((t) => sender.channel(t));
    await Promise.all(senders.map((s) => subscribed(s)));
    await Promise.all(senders.map((s, i) => s.send({ type: 'broadcast', event: 'm', payload: { topic: topics[i] } })));
    for (let i = 0; i < topics.length; i++) expect(await inboxes[i].next()).toEqual({ topic: topics[i] });
  });

  it('a 1.0.0 client and a 2.0.0 client exchange broadcasts on one topic', async () => {
    const topic = freshTopic('versions');
    const v1 = client(undefined, { vsn: '1.0.0' }).channel(topic);
    const v2 = client(undefined, { vsn: '2.0.0' }).channel(topic);
    const v1Inbox = new BroadcastInbox<{ from: string }>(v1, 'm');
    const v2Inbox = new BroadcastInbox<{ from: string }>(v2, 'm');
    await Promise.all([subscribed(v1), subscribed(v2)]);
    await v1.send({ type: 'broadcast', event: 'm', payload: { from: 'v1' } });
    expect(await v2Inbox.next()).toEqual({ from: 'v1' });
    await v2.send({ type: 'broadcast', event: 'm', payload: { from: 'v2' } });
    expect(await v1Inbox.next()).toEqual({ from: 'v2' });
  });

  it('refuses postgres_changes subscriptions with a reason that says so', async () => {
    const channel = client()
      .channel(freshTopic('changes'))
      .on('postgres_changes', { event: '*', schema: 'public', table: 'profile' }, () => undefined);
    await expect(subscribed(channel)).rejects.toThrow(/PostgresChangesNotSupported/);
  });
});
