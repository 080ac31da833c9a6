// One ws-server process of bench:second-screen: the real server (sessions, the second screen's
// Realtime hub, the phones' sockets) against the bench's emulator, with a stand-in model that
// streams an answer as one does (a first chunk, then tokens at 20 a second) and a transcriber
// that hears nothing (answers are asked by the bench's trigger_response). Reports its CPU and
// memory over IPC.
//   forked by bench/second-screen/main.ts
import { createWsServer } from '../../ws-server/server';
import type { AnswerEngine } from '../../ws-server/llm/answer-engine';
import { DEV_PUBLISHABLE_KEY, DEV_SECRET_KEY } from '../../emulators/dev-keys';
import { serveBenchRequests } from '../capacity/bench-child';
import { memoryAfterGc, startStatsWindow } from '../capacity/process-stats';

const CHUNKS = Number(process.env.BENCH_CHUNKS ?? 50);
const CHUNK_MS = 50;

const engine: AnswerEngine = {
  source: 'ai',
  async *stream(_request, signal) {
    for (let i = 0; i < CHUNKS; i++) {
      await new Promise((r) => setTimeout(r, i === 0 ? 20 : CHUNK_MS));
      if (signal.aborted) return;
      yield `word${i} `;
    }
  },
};

async function main(): Promise<void> {
  const url = process.env.BENCH_EMULATOR_URL!;
  const server = await createWsServer({
    config: {
      port: 0,
      host: '127.0.0.1',
      supabaseUrl: url,
      supabaseSecretKey: DEV_SECRET_KEY,
      supabasePublishableKey: DEV_PUBLISHABLE_KEY,
      anyOrigin: true,
      allowedOrigins: new Set(),
      maxSessionsPerUser: 5,
      maxPendingConnections: 2_000,
      maxPendingPerIp: 2_000,
      maxAnswersPerMinute: 60,
    },
    createTranscriber: () => ({ push: () => undefined, finish: async () => undefined, close: () => undefined }),
    answerEngine: engine,
    answerFallback: null,
  });
  let stats = startStatsWindow();
  serveBenchRequests(
    { url: server.url, pid: process.pid },
    {
      startWindow: () => void (stats = startStatsWindow()),
      stats: () => ({ ...stats.take(), sessions: server.sessionCount(), ...server.secondScreenStats?.() }),
      memory: () => memoryAfterGc(),
    },
    () => server.close(),
  );
}

main().catch((err: unknown) => {
  console.error(`ws-server process failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
