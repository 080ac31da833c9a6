// The bad-day bench's browsers, in a process of their own. Each session streams 100 ms frames in
// real time through the load balancer: silence, and now and then one of the interviewer's
// questions as marked speech (marked-speech.ts), the first 5 to 20 s in, then every 20 to 40 s.
// It behaves as the product's client does (lib/interview): frames kept while not connected
// (MAX_BUFFERED_FRAMES) are sent once ready; a dropped socket reconnects as the reconnect policy
// says, with the session's `resume_session_id` and the interviewer's live text that had no
// final yet (`unfinished_words`). It records, with epoch times, each question
// (when its speech ended, whether all of it reached a server), each answer's first chunk and
// end, each drop and how long until ready again, and the time each session was connected.
//   forked by bench/bad-day/main.ts
import { WebSocket } from 'ws';
import { isRecord } from '../../lib/is-record';
import { closeOutcome, reconnectDelay } from '../../lib/interview/reconnect-policy';
import { UnfinishedWords } from '../../lib/interview/unfinished-words';
import { serveBenchRequests } from '../capacity/bench-child';
import { loopbackAddress } from '../capacity/loopback-address';
import { epochMs } from '../capacity/open-session';
import { renderQuestions, whichQuestion } from './marked-speech';

/** One frame of audio: 100 ms. */
const FRAME_MS = 100;
/** The product client's buffer of frames while not connected (lib/interview/interview-socket.ts). */
const MAX_BUFFERED_FRAMES = 10;
const SILENCE = Buffer.alloc(3200);

export interface AskedQuestion {
  session: number;
  question: number;
  endedAt: number;
  /** False when some of its frames never reached a server (lost while disconnected). */
  delivered: boolean;
  firstChunkAt?: number;
  /** What the first chunk showed: `model`, `fallback` (the offline answer while the model was slow or down) or `offline`. */
  source?: string;
  /** Whether the model's answer later took the offline answer's place in the same card. */
  replaced?: boolean;
  status?: string;
}

export interface Reconnect {
  session: number;
  droppedAt: number;
  readyAt?: number;
  closeCode: number;
  /** Whether the bench dropped it (a flaky link) or a server closed it. */
  byBench: boolean;
}

export interface ClientsReport {
  questions: AskedQuestion[];
  reconnects: Reconnect[];
  /** Per session: the user's id and seconds connected (ready → closed, summed). */
  connected: { userId: string; seconds: number }[];
  notices: Record<string, number>;
  errors: Record<string, number>;
  /** Sessions that stopped for good (the reconnect policy gave up), by reason. */
  stopped: Record<string, number>;
}

interface Session {
  index: number;
  userId: string;
  token: string;
  ws?: WebSocket;
  ready: boolean;
  readyAt?: number;
  connectedMs: number;
  sessionId?: string;
  buffered: Buffer[];
  lostFrames: number;
  attempt: number;
  stopped: boolean;
  schedule: { question: number; frame: number } | undefined;
  nextQuestionAt: number;
  asked: number;
  current?: AskedQuestion;
  pending: AskedQuestion[];
  answers: Map<string, AskedQuestion | null>;
  drop?: Reconnect;
  /** Set by `server_draining`: frames are kept, and the socket's close means reconnect at once. */
  moving: boolean;
  /** The interviewer's live text with no final yet, handed to the reconnect's hello. */
  unfinished: UnfinishedWords;
}

function main(): void {
  const rendered = renderQuestions();
  const sessions: Session[] = [];
  const questions: AskedQuestion[] = [];
  const reconnects: Reconnect[] = [];
  const notices: Record<string, number> = {};
  const errors: Record<string, number> = {};
  const stopped: Record<string, number> = {};
  const bump = (into: Record<string, number>, key: string) => (into[key] = (into[key] ?? 0) + 1);
  let url = '';
  let ending = false;
  /** Set before the report: no new question is asked, so the last ones have time to be answered. */
  let quiet = false;

  const connect = (s: Session) => {
    const ws = new WebSocket(`${url}/tab`, { localAddress: loopbackAddress(s.index), perMessageDeflate: false, handshakeTimeout: 10_000 });
    s.ws = ws;
    let lastError: string | undefined;
    const resume = s.sessionId ? { resume_session_id: s.sessionId, ...(s.unfinished.words ? { unfinished_words: s.unfinished.words } : {}) } : {};
    ws.on('open', () => ws.send(JSON.stringify({ type: 'hello', access_token: s.token, mode: 'auto', ...resume })));
    ws.on('error', () => undefined);
    // A refused upgrade (a draining server's 503, the balancer's 502) closes the socket, as a browser's does with 1006.
    ws.on('unexpected-response', (req, res) => req.destroy(new Error(`upgrade refused: ${res.statusCode}`)));
    ws.on('message', (data, isBinary) => {
      if (isBinary) return;
      const m: unknown = JSON.parse(String(data));
      if (!isRecord(m)) return;
      if (m.type === 'ready') return onReady(s, m);
      if (m.type === 'answer') {
        if (m.question !== undefined) s.unfinished.answered({ question_id: String(m.question_id), trigger: m.trigger === 'manual' ? 'manual' : 'auto' });
        return onAnswer(s, m);
      }
      if (m.type === 'transcript') return s.unfinished.heard({ id: String(m.id), transcription: String(m.transcription ?? ''), speech_final: m.speech_final === true });
      if (m.type === 'notice') return bump(notices, String(m.code));
      if (m.type === 'server_draining') {
        s.ready = false;
        s.moving = true;
        return bump(notices, 'server_draining');
      }
      if (m.type === 'error') {
        lastError = String(m.code);
        bump(errors, lastError);
      }
    });
    ws.on('close', (code) => {
      if (s.ws !== ws) return;
      const at = epochMs();
      if (s.readyAt !== undefined) s.connectedMs += at - s.readyAt;
      s.readyAt = undefined;
      s.ready = false;
      const moving = s.moving || code === 1012;
      s.moving = false;
      s.ws = undefined;
      if (ending) return;
      s.drop ??= { session: s.index, droppedAt: at, closeCode: code, byBench: false };
      if (!s.drop.readyAt && !reconnects.includes(s.drop)) reconnects.push(s.drop);
      // A drain, not a fault: the product's client moves at once, with no backoff.
      if (moving) return connect(s);
      const outcome = closeOutcome(code, 0, lastError as never);
      if (outcome.action === 'stop' || s.attempt >= 12) {
        s.stopped = true;
        return void bump(stopped, outcome.action === 'stop' ? outcome.reason : 'gave_up');
      }
      setTimeout(() => connect(s), reconnectDelay(s.attempt++));
    });
  };

  const onReady = (s: Session, m: Record<string, unknown>) => {
    s.ready = true;
    s.readyAt = epochMs();
    s.attempt = 0;
    s.sessionId = String(m.session_id);
    s.unfinished.clear();
    // Answer ids are the socket's own (a resumed session on another server counts from u1 again).
    s.answers.clear();
    if (s.drop) {
      s.drop.readyAt = s.readyAt;
      s.drop = undefined;
    }
    for (const frame of s.buffered.splice(0)) s.ws?.send(frame);
  };

  const onAnswer = (s: Session, m: Record<string, unknown>) => {
    const id = String(m.id);
    if (!s.answers.has(id)) {
      // The first chunk names its question: match it to the oldest of this session's questions waiting for an answer.
      // An answer may start before the question's speech has ended (at a pause): the question
      // still being spoken is a candidate too. Text the offline recogniser garbled is matched to
      // the newest question that is waiting.
      const heard = typeof m.question === 'string' ? whichQuestion(m.question) : undefined;
      const waiting = [...s.pending, ...(s.schedule && s.current && !s.current.firstChunkAt ? [s.current] : [])];
      const asked = waiting.find((q) => q.question === heard) ?? (heard === undefined ? waiting.at(-1) : undefined);
      s.answers.set(id, asked ?? null);
      if (asked) {
        asked.firstChunkAt = epochMs();
        asked.source = m.fallback === true ? 'fallback' : m.source === 'ai' ? 'model' : 'offline';
        if (s.pending.includes(asked)) s.pending.splice(s.pending.indexOf(asked), 1);
      }
    }
    const asked = s.answers.get(id);
    if (asked && m.replaces === true) asked.replaced = true;
    if (asked && m.speech_final === true) asked.status = String(m.status ?? 'complete');
  };

  const send = (s: Session, frame: Buffer): boolean => {
    if (s.ready && s.ws?.readyState === WebSocket.OPEN) {
      s.ws.send(frame);
      return true;
    }
    s.buffered.push(frame);
    if (s.buffered.length <= MAX_BUFFERED_FRAMES) return true;
    s.buffered.shift();
    s.lostFrames++;
    return false;
  };

  // Audio is captured in real time, as a browser's audio thread does, whatever the timers do: a
  // late tick produces every frame that fell due since, each dated when it was captured.
  let capturedFrom = 0;
  let captured = 0;
  const tick = () => {
    const due = Math.floor((epochMs() - capturedFrom) / FRAME_MS);
    while (captured < due) capture(capturedFrom + ++captured * FRAME_MS);
  };

  const capture = (at: number) => {
    for (const s of sessions) {
      if (s.stopped) continue;
      if (!s.schedule && at >= s.nextQuestionAt && !quiet) {
        const question = (s.index + s.asked++) % rendered.length;
        s.schedule = { question, frame: 0 };
        s.current = { session: s.index, question, endedAt: 0, delivered: true };
      }
      if (!s.schedule) {
        send(s, SILENCE);
        continue;
      }
      const frames = rendered[s.schedule.question];
      if (!send(s, frames[s.schedule.frame++])) s.current!.delivered = false;
      if (s.schedule.frame === frames.length) {
        // The question ended when its last frame was captured: the candidate's wait starts there.
        s.current!.endedAt = at;
        questions.push(s.current!);
        if (!s.current!.firstChunkAt) s.pending.push(s.current!);
        // An unanswered question older than 60 s is no longer waited for.
        s.pending = s.pending.filter((q) => at - q.endedAt < 60_000);
        s.schedule = undefined;
        s.nextQuestionAt = at + 20_000 + Math.random() * 20_000;
      }
    }
  };

  serveBenchRequests(
    { pid: process.pid },
    {
      open: async (r: { url: string; users: { id: string; token: string }[] }) => {
        url = r.url;
        const start = epochMs();
        r.users.forEach((u, index) => {
          const s: Session = { index, userId: u.id, token: u.token, ready: false, connectedMs: 0, buffered: [], lostFrames: 0, attempt: 0, stopped: false, schedule: undefined, nextQuestionAt: start + 5_000 + Math.random() * 15_000, asked: 0, pending: [], answers: new Map(), moving: false, unfinished: new UnfinishedWords() };
          sessions.push(s);
          setTimeout(() => connect(s), index * 20);
        });
        capturedFrom = epochMs();
        setInterval(tick, FRAME_MS);
        await new Promise((r2) => setTimeout(r2, r.users.length * 20 + 5_000));
        return { ready: sessions.filter((s) => s.ready).length };
      },
      /** A flaky link: the sockets of `fraction` of the sessions cut without a closing handshake. */
      drop: (fraction: number) => {
        const live = sessions.filter((s) => s.ready && s.ws);
        const chosen = live.sort(() => Math.random() - 0.5).slice(0, Math.round(live.length * fraction));
        for (const s of chosen) {
          s.drop = { session: s.index, droppedAt: epochMs(), closeCode: 1006, byBench: true };
          s.ws!.terminate();
        }
        return chosen.length;
      },
      alive: () => sessions.filter((s) => s.ready).length,
      /** No new question from now on; those being asked are finished. */
      quiet: () => {
        quiet = true;
      },
      /** Everything recorded; closes every session normally first when `end` is set. */
      report: async (end: boolean): Promise<ClientsReport> => {
        if (end) {
          ending = true;
          await Promise.all(
            sessions.map((s) => {
              if (!s.ws) return undefined;
              const closed = new Promise((r) => s.ws!.once('close', r));
              s.ws.close(1000);
              return closed;
            }),
          );
        }
        return { questions, reconnects, connected: sessions.map((s) => ({ userId: s.userId, seconds: s.connectedMs / 1000 })), notices, errors, stopped };
      },
    },
  );
}

main();
