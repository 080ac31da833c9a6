// npm run bench:ocr: what "Solve screen" costs with no model configured.
//   ocr:        tesseract.js (English LSTM model from node_modules) on one 1,600 × 900 JPEG
//               screenshot of a coding problem, in a worker thread: the cold start of a worker,
//               then the time per frame once warm.
//   end to end: screen_question sent → first answer chunk received, through the real ws-server
//               with the offline answer engine (OCR + talking points), cold and warm.
// Figures are printed, never asserted.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import { createOfflineEngine } from '../ws-server/llm/offline/offline-engine';
import { createOcrPool } from '../ws-server/screen/ocr-pool';
import { createScreenReader } from '../ws-server/screen/screen-reader';
import { createWsServer } from '../ws-server/server';
import { fmt, memoryStores, percentile, startLocalAuth } from './ws-support';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const FRAME = readFileSync(path.join(__dirname, '../tests/fixtures/screen/merge-intervals-1600.jpg'));

async function ocrTimes(): Promise<{ cold: number; warm: number[] }> {
  const pool = createOcrPool({ concurrency: 1 });
  try {
    const t0 = performance.now();
    await pool.recognize(FRAME);
    const cold = performance.now() - t0;
    const warm: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      await pool.recognize(FRAME);
      warm.push(performance.now() - t);
    }
    return { cold, warm };
  } finally {
    await pool.close();
  }
}

async function endToEnd(): Promise<{ cold: number; warm: number[] }> {
  const auth = await startLocalAuth();
  const pool = createOcrPool({ concurrency: 1 });
  const server = await createWsServer({
    config: { port: 0, host: '127.0.0.1', supabaseUrl: auth.url, supabaseSecretKey: 'sb_secret_bench_unused_000000', anyOrigin: true, maxAnswersPerMinute: 1_000 },
    ...memoryStores(),
    createTranscriber: () => ({ push: () => undefined, finish: async () => undefined, close: () => undefined }),
    answerEngine: createOfflineEngine(),
    readScreen: createScreenReader(pool),
  });
  const ws = new WebSocket(`${server.url}/tab`);
  let onMessage: (m: { type: string; speech_final?: boolean; question_id?: string }) => void = () => undefined;
  ws.on('message', (data) => onMessage(JSON.parse(String(data))));
  await new Promise((r) => ws.once('open', r));
  await new Promise<void>((resolve) => {
    onMessage = (m) => m.type === 'ready' && resolve();
    ws.send(JSON.stringify({ type: 'hello', access_token: auth.token() }));
  });
  const frames = [{ data: FRAME.toString('base64'), width: 1600, height: 900 }];
  const once = async (i: number): Promise<number> => {
    const id = `s${i}`;
    let first = 0;
    const done = new Promise<void>((resolve) => {
      onMessage = (m) => {
        if (m.type !== 'answer' || m.question_id !== id) return;
        if (!first && m.speech_final === false) first = performance.now();
        if (m.speech_final) resolve();
      };
    });
    const t0 = performance.now();
    ws.send(JSON.stringify({ type: 'screen_question', id, frames }));
    await done;
    return first - t0;
  };
  try {
    const cold = await once(0);
    const warm: number[] = [];
    for (let i = 1; i <= RUNS; i++) warm.push(await once(i));
    return { cold, warm };
  } finally {
    ws.close();
    await server.close();
    await pool.close();
    await auth.close();
  }
}

async function main(): Promise<void> {
  process.env.LOG_LEVEL ??= 'warn';
  const ocr = await ocrTimes();
  const e2e = await endToEnd();
  const line = (name: string, r: { cold: number; warm: number[] }) =>
    `  ${name.padEnd(52)} cold ${fmt(r.cold, 0)} ms · warm p50 ${fmt(percentile(r.warm, 50), 0)} ms, max ${fmt(Math.max(...r.warm), 0)} ms`;
  console.log(
    [
      `ocr: one 1,600 × 900 JPEG (${Math.round(FRAME.length / 1024)} KiB), ${RUNS} warm runs each (machine load ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores)`,
      line('OCR of one frame (tesseract.js worker)', ocr),
      line('end to end: screen_question → first answer chunk', e2e),
    ].join('\n'),
  );
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
