// The process's way into Supabase Realtime for second screens: service-role sockets (supabase-js),
// one channel per topic however many parts of this process hold it (a session and a phone of
// the same user share one), joined as private channels. A broadcast goes out through Realtime to
// the other processes and straight to the other holders here, since a channel is joined without
// `self` (Realtime does not echo our own broadcasts back). Hosted Realtime lets one socket hold
// 100 channels: past that the hub opens another socket. Broadcasts sent before the channel is
// joined wait for the join (realtime-js would otherwise fall back to its slow REST endpoint);
// a channel the server closes (a quota, a restart) is joined again while anyone holds it.
import type { RealtimeChannel, RealtimeClient } from '@supabase/supabase-js';
import { writeLog } from '../../lib/logging/write-log';

export type TopicListener = (event: string, payload: unknown) => void;

export interface HubTopic {
  /** Resolves once the channel is joined (at once if it already was). */
  readonly joined: Promise<void>;
  /** Every broadcast on the topic from anyone else, here or in another process. */
  listen(listener: TopicListener): void;
  send(event: string, payload: Record<string, unknown>): void;
  /** Let go; the channel is left when its last holder lets go. */
  release(): void;
}

export interface RealtimeHub {
  join(topic: string): HubTopic;
  stats(): { sockets: number; channels: number; holders: number };
  close(): Promise<void>;
}

export interface RealtimeHubOptions {
  /** A new service-role Realtime client (one socket). */
  connect(): RealtimeClient;
  channelsPerSocket: number;
  /** Waits before joining a channel the server closed again: doubles from this, at most 30 s. */
  rejoinMs?: number;
}

/** Broadcasts kept for a channel that is not joined yet; older ones are dropped past this. */
const MAX_QUEUED = 100;

interface Holder {
  listener?: TopicListener;
}

interface Entry {
  topic: string;
  socket: PooledSocket;
  channel?: RealtimeChannel;
  holders: Set<Holder>;
  joined: boolean;
  whenJoined: Promise<void>;
  markJoined: () => void;
  queue: { event: string; payload: Record<string, unknown> }[];
  rejoinDelayMs: number;
  rejoinTimer?: NodeJS.Timeout;
}

interface PooledSocket {
  client: RealtimeClient;
  channels: number;
}

export function createRealtimeHub(o: RealtimeHubOptions): RealtimeHub {
  const sockets: PooledSocket[] = [];
  const entries = new Map<string, Entry>();
  /** Topics being left: realtime-js hands out the channel it still holds for a topic, so a new join waits. */
  const leaving = new Map<string, Promise<unknown>>();
  const firstRejoinMs = o.rejoinMs ?? 1_000;
  let closed = false;

  const socketWithRoom = (): PooledSocket => {
    const free = sockets.find((s) => s.channels < o.channelsPerSocket);
    if (free) return free;
    const socket = { client: o.connect(), channels: 0 };
    sockets.push(socket);
    return socket;
  };

  const open = (entry: Entry) => {
    const before = leaving.get(entry.topic);
    if (before) return void before.then(() => entries.get(entry.topic) === entry && !closed && open(entry));
    const channel = entry.socket.client.channel(entry.topic, { config: { private: true, broadcast: { self: false, ack: false } } });
    entry.channel = channel;
    channel.on('broadcast', { event: '*' }, (message: { event: string; payload: unknown }) => {
      for (const h of entry.holders) h.listener?.(message.event, message.payload);
    });
    channel.subscribe((status, error) => {
      if (entry.channel !== channel) return;
      if (status === 'SUBSCRIBED') {
        entry.joined = true;
        entry.rejoinDelayMs = firstRejoinMs;
        entry.markJoined();
        for (const { event, payload } of entry.queue.splice(0)) void channel.send({ type: 'broadcast', event, payload });
        return;
      }
      // realtime-js joins again by itself after an error or a timeout; a channel the server
      // closed (phx_close: a quota, a token) it leaves closed, so the hub opens it afresh.
      entry.joined = false;
      if (status === 'CLOSED' && entry.holders.size > 0 && !closed) {
        writeLog('warn', 'second_screen_channel_closed', { delay_ms: entry.rejoinDelayMs });
        entry.rejoinTimer = setTimeout(() => {
          entry.rejoinTimer = undefined;
          if (entry.holders.size === 0 || closed) return;
          void entry.socket.client.removeChannel(channel);
          open(entry);
        }, entry.rejoinDelayMs);
        entry.rejoinDelayMs = Math.min(30_000, entry.rejoinDelayMs * 2);
      } else if (status !== 'CLOSED') {
        writeLog('warn', 'second_screen_channel_error', { status, error: error?.message });
      }
    });
  };

  const leave = (entry: Entry) => {
    entries.delete(entry.topic);
    clearTimeout(entry.rejoinTimer);
    entry.socket.channels--;
    const { client } = entry.socket;
    if (!entry.channel) return;
    const removed = client.removeChannel(entry.channel).then(() => {
      if (leaving.get(entry.topic) === removed) leaving.delete(entry.topic);
      if (entry.socket.channels === 0) client.disconnect();
    });
    leaving.set(entry.topic, removed);
  };

  const entryFor = (topic: string): Entry => {
    const known = entries.get(topic);
    if (known) return known;
    let markJoined = () => {};
    const whenJoined = new Promise<void>((resolve) => (markJoined = resolve));
    const socket = socketWithRoom();
    socket.channels++;
    const entry: Entry = { topic, socket, holders: new Set(), joined: false, whenJoined, markJoined, queue: [], rejoinDelayMs: firstRejoinMs };
    entries.set(topic, entry);
    open(entry);
    return entry;
  };

  return {
    join(topic) {
      if (closed) throw new Error('the Realtime hub is closed');
      const entry = entryFor(topic);
      const holder: Holder = {};
      entry.holders.add(holder);
      let released = false;
      return {
        joined: entry.whenJoined,
        listen(listener) {
          holder.listener = listener;
        },
        send(event, payload) {
          if (released) return;
          // The other holders here hear it at once; Realtime carries it to the other processes.
          for (const h of entry.holders) if (h !== holder) h.listener?.(event, payload);
          if (entry.joined && entry.channel) void entry.channel.send({ type: 'broadcast', event, payload });
          else if (entry.queue.push({ event, payload }) > MAX_QUEUED) entry.queue.shift();
        },
        release() {
          if (released) return;
          released = true;
          entry.holders.delete(holder);
          if (entry.holders.size === 0) leave(entry);
        },
      };
    },
    stats: () => ({ sockets: sockets.filter((s) => s.channels > 0).length, channels: entries.size, holders: [...entries.values()].reduce((n, e) => n + e.holders.size, 0) }),
    async close() {
      closed = true;
      for (const entry of entries.values()) clearTimeout(entry.rejoinTimer);
      entries.clear();
      await Promise.all(sockets.map(async (s) => {
        await s.client.removeAllChannels();
        s.client.disconnect();
      }));
    },
  };
}
