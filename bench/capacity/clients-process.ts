// The browsers of the capacity bench, in a process of their own: each opens one session (auto
// mode, /tab) from its own loopback address, streams a 3,200-byte frame of silence every 100 ms
// (the fake Deepgram decides what was "said"), and notes when the first chunk of each answer
// arrives, by the question's tag. Sessions can be spread over several servers (round robin).
//   forked by bench/ws-capacity-providers.ts and bench/ws-capacity-across.ts
import type { WebSocket } from 'ws';
import { serveBenchRequests } from './bench-child';
import { questionTag } from './interview-questions';
import { loopbackAddress } from './loopback-address';
import { countOutcome, epochMs, inPool, noOutcomes, openSession } from './open-session';
import { startStatsWindow } from './process-stats';

const FRAME = Buffer.alloc(3200);
const OPENING_AT_ONCE = Number(process.env.BENCH_OPENING_AT_ONCE ?? 50);

export interface OpenRequest {
  /** Server URLs (with the path); session i goes to urls[i % urls.length]. */
  urls: string[];
  tokens: string[];
  /** Loopback address index of the first session. */
  firstAddress: number;
  hello?: Record<string, unknown>;
  /** A name for each session (its user's id), by which closeAll reports its connected time. */
  keys?: string[];
}

export interface FirstChunk {
  tag: number;
  at: number;
}

export interface ClientsDrain {
  firsts: FirstChunk[];
  /** Answers ended, by status (complete, aborted, failed). */
  answers: Record<string, number>;
  /** Error messages received after ready, by code. */
  errors: Record<string, number>;
  /** Sessions the server closed while the bench was running, by close code. */
  closedEarly: Record<string, number>;
  transcripts: number;
  chunks: number;
}

interface Running {
  ws: WebSocket;
  readyAt: number;
  closedAt?: number;
  server: number;
  key: string;
  timer?: NodeJS.Timeout;
}

function main(): void {
  const sessions: Running[] = [];
  const stats = startStatsWindow();
  let stopping = false;
  let drain: ClientsDrain = fresh();
  const bump = (into: Record<string, number>, key: string) => (into[key] = (into[key] ?? 0) + 1);

  const onMessage = (m: Record<string, unknown>) => {
    if (m.type === 'answer') {
      if (m.speech_final === true) return void bump(drain.answers, String(m.status));
      drain.chunks++;
      // The question travels on the first message of each answer only.
      const tag = typeof m.question === 'string' ? questionTag(m.question) : undefined;
      if (tag !== undefined) drain.firsts.push({ tag, at: epochMs() });
    } else if (m.type === 'transcript') drain.transcripts++;
    else if (m.type === 'error') bump(drain.errors, String(m.code));
  };

  serveBenchRequests(
    { pid: process.pid },
    {
      open: async (r: OpenRequest) => {
        const outcomes = noOutcomes();
        const perServer = r.urls.map(() => 0);
        await inPool(r.tokens, OPENING_AT_ONCE, async (token, i) => {
          const server = i % r.urls.length;
          const outcome = await openSession({ url: r.urls[server], token, localAddress: loopbackAddress(r.firstAddress + i), hello: { mode: 'auto', ...r.hello }, onMessage });
          countOutcome(outcomes, outcome);
          if (outcome.kind !== 'ready') return;
          perServer[server]++;
          const s: Running = { ws: outcome.ws, readyAt: outcome.readyAt, server, key: r.keys?.[i] ?? String(r.firstAddress + i) };
          sessions.push(s);
          s.ws.on('close', (code) => {
            s.closedAt = epochMs();
            clearInterval(s.timer);
            if (!stopping) bump(drain.closedEarly, String(code));
          });
          // A random phase, so sessions opened together do not all send in the same millisecond.
          setTimeout(() => {
            if (s.closedAt === undefined) s.timer = setInterval(() => s.ws.readyState === s.ws.OPEN && s.ws.send(FRAME), 100);
          }, Math.random() * 100);
        });
        return { outcomes, perServer };
      },
      drain: () => {
        const out = drain;
        drain = fresh();
        return out;
      },
      stats: () => ({ ...stats.take(), sessions: sessions.filter((s) => s.closedAt === undefined).length }),
      /** Closes every session normally; the seconds each was connected (ready → closed) by its key, for the metering check. */
      closeAll: async () => {
        stopping = true;
        await Promise.all(
          sessions.map((s) => {
            clearInterval(s.timer);
            if (s.closedAt !== undefined) return undefined;
            const closed = new Promise((r) => s.ws.once('close', r));
            s.ws.close(1000);
            return closed;
          }),
        );
        const connected: Record<string, number> = {};
        for (const s of sessions) connected[s.key] = ((s.closedAt ?? epochMs()) - s.readyAt) / 1000;
        return connected;
      },
    },
  );
}

function fresh(): ClientsDrain {
  return { firsts: [], answers: {}, errors: {}, closedEarly: {}, transcripts: 0, chunks: 0 };
}

main();
