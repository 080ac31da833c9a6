// One paired session of bench:realtime-fanout: a publisher (the laptop's side, which will be
// the ws-server) and a subscriber (the phone), each its own Realtime socket as supabase-js
// opens it, both with the same user's token on the private topic user:<id>.
import { performance } from 'node:perf_hooks';
import { RealtimeClient, type RealtimeChannel } from '@supabase/supabase-js';

export interface PairOptions {
  url: string;
  apikey: string;
  token: string;
  userId: string;
  vsn: '1.0.0' | '2.0.0';
  /**
   * How the publisher sends: over its socket (channel.send), or POST /api/broadcast/:topic/events/:event
   * (httpSend) with the user's token (rest) or the secret key, as a server would (rest-service).
   */
  via: 'socket' | 'rest' | 'rest-service';
  secretKey: string;
  /** Called with each chunk's send-to-receive time in ms. */
  onLatency(ms: number): void;
}

export interface Pair {
  /** Sends one answer: `chunks` chunks, one every `intervalMs`. */
  sendAnswer(answerId: number, chunks: number, intervalMs: number): Promise<void>;
  received(): number;
  outOfOrder(): number;
  /** Why sends failed, and how often (REST answers 429 past the per-caller limit; a send may time out). */
  failures(): Map<string, number>;
  close(): Promise<void>;
}

/** Roughly one streamed answer delta: a few words of Markdown in the ws-server's answer message. */
const DELTA = 'led the payments team through a **migration** ';

function joined(channel: RealtimeChannel): Promise<void> {
  return new Promise((resolve, reject) =>
    channel.subscribe((status, err) => (status === 'SUBSCRIBED' ? resolve() : reject(new Error(`${status} ${err?.message ?? ''}`))), 30_000),
  );
}

async function client(o: PairOptions): Promise<RealtimeClient> {
  const c = new RealtimeClient(`${o.url.replace(/^http/, 'ws')}/realtime/v1`, { params: { apikey: o.apikey }, vsn: o.vsn });
  await c.setAuth(o.token);
  return c;
}

export async function openPair(o: PairOptions): Promise<Pair> {
  const topic = `user:${o.userId}`;
  const [phone, laptop] = await Promise.all([client(o), client(o.via === 'rest-service' ? { ...o, apikey: o.secretKey, token: o.secretKey } : o)]);
  const phoneChannel = phone.channel(topic, { config: { private: true } });
  let received = 0;
  let outOfOrder = 0;
  let lastSeq = -1;
  phoneChannel.on('broadcast', { event: 'answer' }, ({ payload }) => {
    const p = payload as { seq: number; t: number };
    o.onLatency(performance.now() - p.t);
    received++;
    if (p.seq <= lastSeq) outOfOrder++;
    lastSeq = p.seq;
  });
  const laptopChannel = laptop.channel(topic, { config: { private: true } });
  await Promise.all([joined(phoneChannel), o.via === 'socket' ? joined(laptopChannel) : Promise.resolve()]);
  let seq = 0;
  const failures = new Map<string, number>();
  const fail = (why: string) => failures.set(why, (failures.get(why) ?? 0) + 1);

  const send = async (answerId: number, last: boolean) => {
    const payload = { type: 'answer', id: answerId, seq: seq++, transcription: DELTA, ai_answer: true, speech_final: last, t: performance.now() };
    try {
      if (o.via !== 'socket') await laptopChannel.httpSend('answer', payload);
      else {
        const status = await laptopChannel.send({ type: 'broadcast', event: 'answer', payload });
        if (status !== 'ok') fail(status);
      }
    } catch (err) {
      fail(err instanceof Error ? err.message : String(err));
    }
  };

  return {
    async sendAnswer(answerId, chunks, intervalMs) {
      const start = performance.now();
      const sends: Promise<void>[] = [];
      for (let i = 0; i < chunks; i++) {
        // Paced against the answer's start, so a late timer does not push every later chunk back.
        const wait = start + i * intervalMs - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        sends.push(send(answerId, i === chunks - 1));
      }
      await Promise.all(sends);
    },
    received: () => received,
    outOfOrder: () => outOfOrder,
    failures: () => failures,
    async close() {
      await Promise.all([phone.removeAllChannels(), laptop.removeAllChannels()]);
    },
  };
}
