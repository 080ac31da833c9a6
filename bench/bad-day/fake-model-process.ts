// The bad-day bench's fake language model, a process of its own: an OpenAI-compatible POST
// /v1/chat/completions that streams (SSE chunks, a finish_reason "stop" chunk, `data: [DONE]`),
// first token after BENCH_FIRST_TOKEN_MS, and a fault the orchestrator switches on and off:
// `hang` takes the request and never answers (until the caller gives up), `rate_limited`
// answers 429 with OpenAI's error body and a Retry-After, as a provider over its quota does.
//   forked by bench/bad-day/main.ts
import http from 'node:http';
import { listeningPort } from '../../lib/server/listening-port';
import { serveBenchRequests } from '../capacity/bench-child';
import { FAKE_MODEL_KEY, modelPace } from '../capacity/fake-providers';
import { startStatsWindow } from '../capacity/process-stats';

export type ModelFault = 'none' | 'hang' | 'rate_limited';

const WORDS = ' At Acme I led the payments migration, moving nightly batch jobs to an event stream with idempotent consumers and clear ownership'.split(/(?= )/);

async function main(): Promise<void> {
  const pace = modelPace();
  let fault: ModelFault = 'none';
  let counts = { requests: 0, hung: 0, rateLimited: 0, completed: 0, cancelled: 0 };
  const stats = startStatsWindow();
  let served = 0;
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions' || req.headers.authorization !== `Bearer ${FAKE_MODEL_KEY}`) {
      return void res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'fake: wrong path or key', type: 'invalid_request_error' } }));
    }
    counts.requests++;
    if (fault === 'hang') {
      counts.hung++;
      res.on('close', () => counts.cancelled++);
      return; // never a byte: the caller's deadline decides
    }
    if (fault === 'rate_limited') {
      counts.rateLimited++;
      return void res
        .writeHead(429, { 'content-type': 'application/json', 'retry-after': '20' })
        .end(JSON.stringify({ error: { message: 'Rate limit reached for requests', type: 'requests', code: 'rate_limit_exceeded' } }));
    }
    const body: { model: string } = JSON.parse(Buffer.concat(chunks).toString());
    const base = { id: `chatcmpl-${++served}`, object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model: body.model };
    const chunk = (delta: object, finish: string | null) => `data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
    let timer: NodeJS.Timeout | undefined;
    let done = false;
    res.on('close', () => {
      clearTimeout(timer);
      if (!done) counts.cancelled++;
    });
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    let sent = 0;
    const next = () => {
      if (sent === 0) res.write(chunk({ role: 'assistant', content: '' }, null));
      if (sent < pace.answerTokens) {
        res.write(chunk({ content: WORDS[sent % WORDS.length] }, null));
        sent++;
        timer = setTimeout(next, 1000 / pace.tokensPerSecond);
        return;
      }
      done = true;
      counts.completed++;
      res.write(chunk({}, 'stop'));
      res.end('data: [DONE]\n\n');
    };
    timer = setTimeout(next, pace.firstTokenMs);
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  serveBenchRequests(
    { baseUrl: `http://127.0.0.1:${listeningPort(server)}/v1` },
    {
      fault: (next: ModelFault) => (fault = next),
      stats: () => {
        const out = { ...stats.take(), ...counts };
        counts = { requests: 0, hung: 0, rateLimited: 0, completed: 0, cancelled: 0 };
        return out;
      },
    },
  );
}

void main();
