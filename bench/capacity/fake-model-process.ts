// The fake language model of the capacity bench, a process of its own: an OpenAI-compatible
// POST /v1/chat/completions with stream: true, as the AI SDK's openai-compatible provider reads
// it (SSE `data:` lines of chat.completion.chunk, a finish_reason "stop" chunk, `data: [DONE]`).
// Each answer's first token comes after a fixed delay, then one token per chunk at a steady
// rate (modelPace). It notes how long it held each request before its first token, so the
// bench can subtract the model's own time from "end of question → first answer chunk".
//   forked by bench/ws-capacity-providers.ts and bench/ws-capacity-across.ts
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { listeningPort } from '../../lib/server/listening-port';
import { serveBenchRequests } from './bench-child';
import { FAKE_MODEL_KEY, modelPace, type ModelHeld } from './fake-providers';
import { questionTag } from './interview-questions';
import { startStatsWindow } from './process-stats';

const WORDS = ' I led the payments migration at Acme, moving nightly batch jobs to an event stream with idempotent consumers and clear ownership'.split(/(?= )/);

async function main(): Promise<void> {
  const pace = modelPace();
  let held: ModelHeld[] = [];
  // Per measuring window, but `streaming`, which is how many answers are streaming now.
  let served = 0;
  let counts = { requests: 0, refused: 0, completed: 0, cancelled: 0, streaming: 0, tokens: 0 };
  const stats = startStatsWindow();

  const server = http.createServer(async (req, res) => {
    const received = performance.now();
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions' || req.headers.authorization !== `Bearer ${FAKE_MODEL_KEY}`) {
      counts.refused++;
      return void res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'fake: wrong path or key', type: 'invalid_request_error' } }));
    }
    counts.requests++;
    served++;
    const body: { model: string; messages: { content: unknown }[] } = JSON.parse(Buffer.concat(chunks).toString());
    const tag = questionTag(JSON.stringify(body.messages.at(-1)?.content ?? ''));
    const base = { id: `chatcmpl-${served}`, object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model: body.model, system_fingerprint: 'fp_bench' };
    const chunk = (delta: object, finish: string | null) => `data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }] })}\n\n`;
    let timer: NodeJS.Timeout | undefined;
    let done = false;
    counts.streaming++;
    const finish = (how: 'completed' | 'cancelled') => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      counts.streaming--;
      counts[how]++;
    };
    res.on('close', () => finish('cancelled'));
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    let sentTokens = 0;
    const next = () => {
      if (done) return;
      if (sentTokens === 0) {
        res.write(chunk({ role: 'assistant', content: '' }, null));
        if (tag !== undefined) held.push({ tag, heldMs: performance.now() - received });
      }
      if (sentTokens < pace.answerTokens) {
        res.write(chunk({ content: WORDS[sentTokens % WORDS.length] }, null));
        sentTokens++;
        counts.tokens++;
        timer = setTimeout(next, 1000 / pace.tokensPerSecond);
        return;
      }
      res.write(chunk({}, 'stop'));
      res.end('data: [DONE]\n\n');
      finish('completed');
    };
    timer = setTimeout(next, Math.max(0, pace.firstTokenMs - (performance.now() - received)));
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  serveBenchRequests(
    { baseUrl: `http://127.0.0.1:${listeningPort(server)}/v1`, pace },
    {
      /** How long each request was held before its first token, since the last call. */
      drain: () => {
        const out = held;
        held = [];
        return out;
      },
      stats: () => {
        const out = { ...stats.take(), ...counts };
        counts = { requests: 0, refused: 0, completed: 0, cancelled: 0, streaming: counts.streaming, tokens: 0 };
        return out;
      },
    },
  );
}

void main();
