// npm run bench:ws-overhead: the time the ws-server itself adds between a question and the
// first answer chunk reaching the client, with fake providers of fixed latency.
//   auto:   transcriber emits speech_final  → client receives the first answer chunk
//   manual: client sends trigger_response   → client receives the first answer chunk
// The fake answer engine records exactly how long it held each answer before its first chunk;
// that is subtracted, so what is printed is the server's share (plus the loopback hop).
// Target: ≤ 5 ms p95. Figures are printed, never asserted.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import type { AnswerEngine } from '../ws-server/llm/answer-engine';
import { createWsServer } from '../ws-server/server';
import type { TranscriberFactory } from '../ws-server/session/ports';
import type { TranscriberListener } from '../ws-server/stt/transcriber';
import { fmt, memoryStores, percentile, startLocalAuth } from './ws-support';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const PROVIDER_MS = Number(process.env.BENCH_PROVIDER_MS ?? 20);

async function main(): Promise<void> {
  process.env.LOG_LEVEL ??= 'warn';
  const auth = await startLocalAuth();
  let listener: TranscriberListener | undefined;
  const createTranscriber: TranscriberFactory = (l) => {
    listener = l;
    return { push: () => undefined, finish: async () => undefined, close: () => undefined };
  };
  const held: number[] = [];
  const engine: AnswerEngine = {
    source: 'ai',
    async *stream(_request, signal) {
      const called = performance.now();
      await new Promise((r) => setTimeout(r, PROVIDER_MS));
      if (signal.aborted) return;
      held.push(performance.now() - called);
      yield 'First chunk. ';
      yield 'Second chunk.';
    },
  };
  const server = await createWsServer({
    config: { port: 0, host: '127.0.0.1', supabaseUrl: auth.url, supabaseSecretKey: 'sb_secret_bench_unused_000000', anyOrigin: true, questionCooldownMs: 0, maxTextPerSecond: 10_000 },
    ...memoryStores(),
    createTranscriber,
    answerEngine: engine,
  });

  const run = async (mode: 'auto' | 'manual'): Promise<number[]> => {
    const ws = new WebSocket(`${server.url}/tab`);
    let onMessage: (m: { type: string; speech_final?: boolean; transcription?: string }) => void = () => undefined;
    ws.on('message', (data) => onMessage(JSON.parse(String(data))));
    await new Promise((r) => ws.once('open', r));
    await new Promise<void>((resolve) => {
      onMessage = (m) => m.type === 'ready' && resolve();
      ws.send(JSON.stringify({ type: 'hello', access_token: auth.token(), mode }));
    });
    const overheads: number[] = [];
    for (let i = 0; i < ITERATIONS + 20; i++) {
      const question = `Tell me about project number ${i}?`;
      const firstChunk = new Promise<number>((resolve) => {
        onMessage = (m) => m.type === 'answer' && m.speech_final === false && resolve(performance.now());
      });
      const done = new Promise<void>((resolve) => {
        const previous = onMessage;
        onMessage = (m) => (previous(m), m.type === 'answer' && m.speech_final === true && resolve());
      });
      const t0 = performance.now();
      if (mode === 'auto') listener!.onTranscript({ utteranceId: `u${i}`, text: question, speechFinal: true });
      else ws.send(JSON.stringify({ type: 'trigger_response', question }));
      const t1 = await firstChunk;
      await done;
      if (i >= 20) overheads.push(t1 - t0 - held[held.length - 1]); // the first 20 warm up the JIT
    }
    ws.close();
    return overheads;
  };

  const auto = await run('auto');
  const manual = await run('manual');
  await server.close();
  await auth.close();
  const line = (name: string, v: number[]) => `  ${name.padEnd(44)} p50 ${fmt(percentile(v, 50))}  p95 ${fmt(percentile(v, 95))}  p99 ${fmt(percentile(v, 99))}  max ${fmt(Math.max(...v))} ms`;
  console.log(
    [
      `ws-overhead: ${ITERATIONS} answers per mode, fake provider holding ${PROVIDER_MS} ms before its first chunk (machine load ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores)`,
      line('auto: speech_final → first answer chunk', auto),
      line('manual: trigger_response → first answer chunk', manual),
    ].join('\n'),
  );
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
