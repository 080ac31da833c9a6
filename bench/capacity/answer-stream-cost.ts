// npm run bench:answer-stream-cost: the ws-server's CPU per streamed answer token, by the way
// the OpenAI-compatible answer is read: the AI SDK's streamText (what the engine used at
// first), its single-consumer streamTextLowMemory, the provider's doStream alone, and the
// ws-server's own reader (node:http with eventsource-parser). The fake
// model of the capacity bench runs in its own process, fast (no first-token delay, a token
// every millisecond), with 50 answers streaming at once; the figure is this process's CPU
// time divided by the tokens it read. Figures are printed, never asserted.
import http from 'node:http';
import path from 'node:path';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { experimental_streamTextLowMemory, streamText } from 'ai';
import { forkBenchChild } from './bench-child';
import { FAKE_MODEL, FAKE_MODEL_KEY } from './fake-providers';
import { fmt } from '../ws-support';
import { ServerSentEvents } from '../../ws-server/http/server-sent-events';

const ANSWERS = Number(process.env.BENCH_ANSWERS ?? 300);
const AT_ONCE = 50;
const TOKENS = 200;

type Reader = (prompt: string) => Promise<number>;

async function main(): Promise<void> {
  const model = await forkBenchChild<{ baseUrl: string }>(path.join(__dirname, 'fake-model-process.ts'), [], {
    name: 'fake model',
    env: { BENCH_FIRST_TOKEN_MS: '0', BENCH_TOKENS_PER_S: '1000', BENCH_ANSWER_TOKENS: String(TOKENS) },
  });
  const chat = createOpenAICompatible({ name: 'answers', baseURL: model.info.baseUrl, apiKey: FAKE_MODEL_KEY }).chatModel(FAKE_MODEL);
  const options = (prompt: string) => ({ model: chat, instructions: 'Answer.', prompt, maxRetries: 1, maxOutputTokens: 800, onError: () => undefined });
  const count = async (parts: AsyncIterable<{ type: string }>) => {
    let n = 0;
    for await (const part of parts) if (part.type === 'text-delta') n++;
    return n;
  };
  const agent = new http.Agent({ keepAlive: true });
  const readers: Record<string, Reader> = {
    'streamText fullStream': (prompt) => count(streamText(options(prompt)).fullStream),
    'streamTextLowMemory fullStream': (prompt) => count(experimental_streamTextLowMemory(options(prompt)).fullStream),
    'doStream alone': async (prompt) => {
      const { stream } = await chat.doStream({ prompt: [{ role: 'user', content: [{ type: 'text', text: prompt }] }], maxOutputTokens: 800 });
      let n = 0;
      const reader = stream.getReader();
      for (let r = await reader.read(); !r.done; r = await reader.read()) if (r.value.type === 'text-delta') n++;
      return n;
    },
    // What the ws-server's chat-completions reader does (ws-server/llm/openai-chat/): node:http,
    // and eventsource-parser through the one server-sent-events reader the server has.
    'node:http, eventsource-parser': (prompt) =>
      new Promise<number>((resolve, reject) => {
        const url = new URL(`${model.info.baseUrl}/chat/completions`);
        const req = http.request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json', authorization: `Bearer ${FAKE_MODEL_KEY}` } }, (res) => {
          let n = 0;
          const events = new ServerSentEvents();
          res.setEncoding('utf8');
          res.on('data', (text: string) => {
            for (const data of events.push(text)) {
              if (data === '[DONE]') continue;
              const chunk = JSON.parse(data) as { choices: { delta: { content?: string } }[] };
              if (chunk.choices[0]?.delta.content) n++;
            }
          });
          res.on('end', () => resolve(n));
          res.on('error', reject);
        });
        req.on('error', reject);
        req.end(JSON.stringify({ model: FAKE_MODEL, stream: true, messages: [{ role: 'system', content: 'Answer.' }, { role: 'user', content: prompt }] }));
      }),
  };
  for (const [name, read] of [...Object.entries(readers), ...Object.entries(readers)]) {
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    let tokens = 0;
    let next = 0;
    await Promise.all(
      Array.from({ length: AT_ONCE }, async () => {
        while (next < ANSWERS) {
          const n = await read(`Question ${next++} about project 1?`);
          tokens += n;
        }
      }),
    );
    const cpu = process.cpuUsage(cpu0);
    const seconds = (performance.now() - t0) / 1000;
    console.log(`${name.padEnd(32)} ${fmt(((cpu.user + cpu.system) / tokens), 1)} µs CPU per token (${tokens} tokens in ${fmt(seconds, 1)} s)`);
  }
  await model.stop();
}

void main();
