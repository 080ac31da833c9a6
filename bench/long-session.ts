// npm run bench:long-session: one two-hour "Tab + microphone" interview on a sped-up clock, to
// show that a long session keeps memory flat. The server runs in this process with memory
// stores and a clock that runs BENCH_SPEED times faster (default 60: two hours in two
// minutes); the client streams both channels' tagged frames at the simulated real time (so
// the per-channel audio allowance is exercised), fake transcribers turn every 20 s of
// interviewer audio into a question and every 8 s of microphone audio into a long candidate
// utterance, auto mode answers each question with the offline engine, and the browser's
// reducer keeps the screen's lists. Halfway through, the socket drops and reconnects with
// resume_session_id. Prints RSS and heap at the start and every simulated 15 minutes.
// Figures are printed, never asserted.
//   BENCH_SPEED=60 BENCH_MINUTES=120 npm run bench:long-session
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import { interviewReducer, INITIAL_INTERVIEW } from '../lib/interview/interview-reducer';
import type { InterviewState } from '../lib/interview/interview-state';
import { encodeChannelFrame, serverMessage } from '../lib/protocol';
import { createOfflineEngine } from '../ws-server/llm/offline/offline-engine';
import type { ResumeStore } from '../ws-server/resume/resume-store';
import { createWsServer } from '../ws-server/server';
import type { TranscriberFactory } from '../ws-server/session/ports';
import { memoryStores, startLocalAuth } from './ws-support';

const SPEED = Number(process.env.BENCH_SPEED ?? 60);
const MINUTES = Number(process.env.BENCH_MINUTES ?? 120);
const REPORT_EVERY_MIN = 15;
/** Real milliseconds between batches of frames: each batch is this much simulated audio. */
const TICK_MS = 20;
const FRAME = new ArrayBuffer(3200);

const t0 = performance.now();
const simMs = () => (performance.now() - t0) * SPEED;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Every `every` frames of a channel, one utterance: two interims, then its final. */
function fakeTranscribers(): TranscriberFactory {
  let question = 0;
  let answer = 0;
  return (listener, ctx) => {
    let frames = 0;
    let utterance = 0;
    const every = ctx.source === 'tab' ? 200 : 80;
    return {
      push() {
        frames++;
        const at = frames % every;
        if (at === every / 4 || at === every / 2) listener.onTranscript({ utteranceId: `u${utterance + 1}`, text: 'partial words so far', speechFinal: false });
        if (at !== 0) return;
        utterance++;
        const text =
          ctx.source === 'tab'
            ? `Thanks. Question ${++question}: tell me about a time you improved the reliability of project ${question}?`
            : `Answer part ${++answer}: I led the migration of the billing ledger, paired with the on-call team, cut incidents by ${answer % 90} percent and wrote the runbooks that the next team still uses today.`;
        listener.onTranscript({ utteranceId: `u${utterance}`, text, speechFinal: true });
      },
      finish: async () => undefined,
      close: () => undefined,
    };
  };
}

/** Resuming against memory: the one session of this bench is always there to carry on. */
function memoryResumes(): ResumeStore {
  return {
    resume: async () => ({ status: 'resumed', usageLogId: '1', chargedSeconds: 0, used: 1, limit: 1_000_000, expireMsg: '', source: 'both' }),
    conversation: async () => ({ turns: [], candidate: [] }),
  };
}

async function main(): Promise<void> {
  process.env.LOG_LEVEL ??= 'warn';
  const gc = (globalThis as { gc?: () => void }).gc;
  const auth = await startLocalAuth();
  const server = await createWsServer({
    config: {
      port: 0,
      host: '127.0.0.1',
      supabaseUrl: auth.url,
      supabaseSecretKey: 'sb_secret_bench_unused_000000',
      anyOrigin: true,
      // Real milliseconds: a charge every simulated minute at the default speed.
      meteringIntervalMs: Math.max(100, 60_000 / SPEED),
      helloTimeoutMs: 30_000,
      // The limits run on the sped-up clock, where a 50 ms stall of this busy process is three
      // simulated seconds of audio arriving at once: the bench gives the buckets room for a
      // real second of stall, since what it measures is memory, not pacing.
      audioBurstSeconds: SPEED,
      maxFramesPerSecond: 1_000,
      // Per simulated minute, as every limit on the sped-up clock.
      maxAnswersPerMinute: 10,
    },
    ...memoryStores(),
    resumes: memoryResumes(),
    createTranscriber: fakeTranscribers(),
    answerEngine: createOfflineEngine(),
    now: simMs,
  });

  const token = auth.token();
  let state: InterviewState = INITIAL_INTERVIEW;
  let epoch = 0;
  let sessionId: string | undefined;
  const counts = { transcripts: 0, answers: 0, closes: [] as number[], resumed: false };

  const connect = () =>
    new Promise<WebSocket>((resolve, reject) => {
      const ws = new WebSocket(`${server.url}/both`);
      ws.on('open', () => ws.send(JSON.stringify({ type: 'hello', access_token: token, mode: 'auto', ...(sessionId ? { resume_session_id: sessionId } : {}) })));
      ws.on('message', (data, isBinary) => {
        if (isBinary) return;
        const parsed = serverMessage.safeParse(JSON.parse(data.toString()));
        if (!parsed.success) return;
        const m = parsed.data;
        if (m.type === 'ready') {
          epoch++;
          sessionId = m.session_id;
          counts.resumed ||= m.resumed === true;
          state = interviewReducer(state, { type: 'connected', epoch });
          resolve(ws);
        } else if (m.type === 'transcript') {
          counts.transcripts++;
          state = interviewReducer(state, { type: 'transcript', message: m });
        } else if (m.type === 'answer') {
          if (m.speech_final) counts.answers++;
          state = interviewReducer(state, { type: 'answer', message: m, now: Date.now() });
        }
      });
      ws.on('close', (code) => {
        counts.closes.push(code);
        if (code !== 1000 && code !== 1006) console.log(`socket closed by the server: ${code}`);
      });
      ws.on('error', reject);
    });

  let ws = await connect();
  const report = (label: string) => {
    gc?.();
    const m = process.memoryUsage();
    console.log(
      `${label.padEnd(8)} rss ${mb(m.rss).padStart(9)}  heap ${mb(m.heapUsed).padStart(8)}  transcripts ${String(counts.transcripts).padStart(6)}  answers ${String(counts.answers).padStart(4)}  screen lists: posts ${state.posts.length}, questions ${state.questions.length}, answers ${state.answers.length}`,
    );
  };
  console.log(`two channels, ${MINUTES} simulated minutes at ${SPEED}x (${((MINUTES * 60) / SPEED).toFixed(0)} s real)${gc ? '' : ' (run with --expose-gc for steadier heap figures)'}`);
  report('start');

  const endMs = MINUTES * 60_000;
  let sentMs = 0;
  let nextReport = REPORT_EVERY_MIN * 60_000;
  let dropped = false;
  while (sentMs < endMs) {
    await new Promise((r) => setTimeout(r, TICK_MS));
    // Frames up to the simulated now, both channels interleaved, as a browser sends them.
    const target = Math.min(simMs(), endMs);
    while (sentMs + 100 <= target) {
      sentMs += 100;
      if (ws.readyState !== WebSocket.OPEN) continue;
      ws.send(encodeChannelFrame('tab', FRAME));
      ws.send(encodeChannelFrame('mic', FRAME));
    }
    if (!dropped && sentMs >= endMs / 2) {
      dropped = true;
      ws.terminate();
      ws = await connect();
    }
    if (sentMs >= nextReport) {
      report(`${nextReport / 60_000} min`);
      nextReport += REPORT_EVERY_MIN * 60_000;
    }
  }
  ws.close(1000);
  console.log(`socket drop at ${MINUTES / 2} min resumed the same session: ${counts.resumed}; closes seen: ${counts.closes.join(', ') || 'none'}`);
  await server.close();
  await auth.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
