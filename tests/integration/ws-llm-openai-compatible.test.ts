// The OpenAI-compatible answer engine (its own chat completions stream reader; the AI SDK for
// screen questions) against a fake streaming server, and against raw servers for what the
// fake does not do: Retry-After, error events, streams that end early, a hung endpoint.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createOpenAiCompatibleEngine } from '@/ws-server/llm/openai-compatible-engine';
import { AnswerError, type AnswerRequest } from '@/ws-server/llm/answer-engine';
import { startFakeChatServer, type ChatScript, type FakeChatServer } from '@/tests/fixtures/engine/fake-openai-chat';

jest.setTimeout(20_000);

const request: AnswerRequest = {
  question: 'Tell me about a time you had a conflict with a coworker.',
  kind: 'behavioural',
  resume: 'Software engineer at Northwind, 2019 to 2024. Led the billing migration.',
  jobDescription: 'Globex is hiring a backend engineer.',
  history: [],
};

let server: FakeChatServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function engineFor(script: (i: number) => ChatScript, bounds: { maxEventChars?: number; maxAnswerChars?: number } = {}) {
  server = await startFakeChatServer(script);
  return createOpenAiCompatibleEngine({ baseUrl: server.baseUrl, apiKey: 'sk-fake', model: 'fake-model', ...bounds });
}

/** Reads an answer to its end or its failure, with what the engine said along the way. */
async function collectWithEvents(engine: Awaited<ReturnType<typeof engineFor>>) {
  const log: string[] = [];
  const received: string[] = [];
  try {
    for await (const d of engine.stream(request, new AbortController().signal, { onRetry: () => log.push('retry') })) {
      log.push('text');
      received.push(d);
    }
    return { received, log };
  } catch (error) {
    return { received, log, error: error as AnswerError };
  }
}

describe('OpenAI-compatible answer engine', () => {
  it('streams the deltas in order as they arrive, sending the prompt, model and key', async () => {
    const engine = await engineFor(() => ({ deltas: ['I ', 'once ', 'disagreed ', 'with a teammate.'], delayMs: 10 }));
    const received: string[] = [];
    for await (const delta of engine.stream(request, new AbortController().signal)) received.push(delta);
    expect(received.join('')).toBe('I once disagreed with a teammate.');
    expect(received.length).toBeGreaterThan(1);
    const seen = server!.requests[0];
    expect(seen.authorization).toBe('Bearer sk-fake');
    expect(seen.body).toMatchObject({ model: 'fake-model', stream: true });
    const text = JSON.stringify(seen.body.messages);
    expect(text).toContain('Tell me about a time you had a conflict with a coworker.');
    expect(text).toContain('Northwind');
    expect(engine.source).toBe('ai');
  });

  it('stops quietly when aborted and closes the upstream request', async () => {
    const engine = await engineFor(() => ({ deltas: Array.from({ length: 200 }, (_, i) => `w${i} `), delayMs: 20 }));
    const controller = new AbortController();
    const received: string[] = [];
    for await (const delta of engine.stream(request, controller.signal)) {
      received.push(delta);
      if (received.length === 3) controller.abort();
    }
    expect(received.length).toBeLessThan(10);
    const seen = server!.requests[0];
    await new Promise<void>((resolve) => {
      const check = () => (seen.clientClosedEarly ? resolve() : setTimeout(check, 10));
      check();
    });
    expect(seen.clientClosedEarly).toBe(true);
  });

  it('passes on what arrived, then fails with a readable error when the stream is cut mid-way', async () => {
    const engine = await engineFor(() => ({ deltas: ['I ', 'led ', 'the ', 'migration'], cutAfter: 2, delayMs: 20 }));
    const received: string[] = [];
    let failure: unknown;
    try {
      for await (const delta of engine.stream(request, new AbortController().signal)) received.push(delta);
    } catch (error) {
      failure = error;
    }
    expect(received.join('')).toBe('I led ');
    expect(failure).toBeInstanceOf(AnswerError);
    expect((failure as AnswerError).code).toBe('answer_failed');
  });

  it('reports a rate limit as such, and a refused key as unavailable', async () => {
    const engine = await engineFor((i) => ({ status: i < 2 ? 429 : 401 }));
    const codes: string[] = [];
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        for await (const _ of engine.stream(request, new AbortController().signal)) void _;
      } catch (error) {
        codes.push((error as AnswerError).code);
        expect((error as AnswerError).message).not.toMatch(/sk-fake/);
      }
    }
    expect(codes).toEqual(['answer_rate_limited', 'answer_unavailable']);
  });

  it('says at once that the first attempt failed, before the retry answers', async () => {
    const engine = await engineFor((i) => (i === 0 ? { status: 429 } : { deltas: ['Second ', 'time.'] }));
    const { received, log, error } = await collectWithEvents(engine);
    expect(error).toBeUndefined();
    expect(received.join('')).toBe('Second time.');
    expect(log).toEqual(['retry', 'text', 'text']);
  });

  it('returns at [DONE] while the endpoint still holds the response open', async () => {
    const engine = await engineFor(() => ({ deltas: ['All ', 'done.'], keepOpenAfterDone: true }));
    const { received, error } = await collectWithEvents(engine);
    expect(error).toBeUndefined();
    expect(received.join('')).toBe('All done.');
    const seen = server!.requests[0];
    expect(seen.doneSent).toBe(true);
    // The answer is over before the endpoint ended its response; the reader lets go of it later.
    expect(seen.clientClosed).toBe(false);
    await waitFor(() => seen.clientClosed);
  });

  it('refuses a line that never ends once it passes the bound on one event', async () => {
    const engine = await engineFor(() => ({ endlessLine: true }), { maxEventChars: 32 * 1024 });
    const { received, error } = await collectWithEvents(engine);
    expect(received).toEqual([]);
    expect(error?.code).toBe('answer_failed');
    const seen = server!.requests[0];
    await waitFor(() => seen.clientClosed);
    // What the endpoint got to write is the bound plus what the sockets buffer, not the hour it would go on for.
    expect(seen.charsSent).toBeLessThan(16 * 1024 * 1024);
  });

  it('refuses an answer that never ends once it passes the bound on its characters', async () => {
    const engine = await engineFor(() => ({ endlessAnswer: true }), { maxAnswerChars: 2_000 });
    const { received, error } = await collectWithEvents(engine);
    expect(error?.code).toBe('answer_failed');
    const text = received.join('');
    expect(text.length).toBeGreaterThan(1_900);
    expect(text.length).toBeLessThanOrEqual(2_000);
    await waitFor(() => server!.requests[0].clientClosed);
  });

  describe('against a raw server', () => {
    let raw: ReturnType<typeof createServer> | undefined;
    afterEach(async () => {
      raw?.closeAllConnections();
      await new Promise((r) => raw?.close(r) ?? r(undefined));
      raw = undefined;
    });
    async function rawEngine(handle: (req: IncomingMessage, res: ServerResponse, index: number) => void, timeoutMs?: number) {
      let index = 0;
      raw = createServer((req, res) => {
        req.resume();
        req.on('end', () => handle(req, res, index++));
      });
      await new Promise<void>((r) => raw!.listen(0, '127.0.0.1', r));
      const { port } = raw.address() as AddressInfo;
      return createOpenAiCompatibleEngine({ baseUrl: `http://127.0.0.1:${port}/v1/`, apiKey: 'sk-fake', model: 'fake-model', timeoutMs });
    }
    const sse = (res: ServerResponse, events: string[], end = true) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const e of events) res.write(`data: ${e}\r\n\r\n`);
      if (end) res.end();
    };
    const delta = (content: string, finish: string | null = null) => JSON.stringify({ choices: [{ index: 0, delta: { content }, finish_reason: finish }] });
    const collect = async (engine: Awaited<ReturnType<typeof rawEngine>>) => {
      const received: string[] = [];
      try {
        for await (const d of engine.stream(request, new AbortController().signal)) received.push(d);
        return { received };
      } catch (error) {
        return { received, error: error as AnswerError };
      }
    };

    it('waits out a short Retry-After on 503, then answers (one retry, before any text)', async () => {
      const at: number[] = [];
      const engine = await rawEngine((_req, res, i) => {
        at.push(Date.now());
        if (i === 0) return void res.writeHead(503, { 'retry-after': '0.3', 'content-type': 'application/json' }).end('{"error":{"message":"busy"}}');
        sse(res, [delta('Hello'), delta(' there', 'stop'), '[DONE]']);
      });
      const { received, error } = await collect(engine);
      expect(error).toBeUndefined();
      expect(received.join('')).toBe('Hello there');
      expect(at[1] - at[0]).toBeGreaterThanOrEqual(250);
    });

    it('fails with answer_failed on an error event mid-stream, after passing on the text before it', async () => {
      const engine = await rawEngine((_req, res) => sse(res, [delta('I '), JSON.stringify({ error: { message: 'model overloaded' } })]));
      const { received, error } = await collect(engine);
      expect(received).toEqual(['I ']);
      expect(error?.code).toBe('answer_failed');
    });

    it('fails when the stream ends without [DONE] or a finish_reason', async () => {
      const engine = await rawEngine((_req, res) => sse(res, [delta('I led')]));
      const { received, error } = await collect(engine);
      expect(received).toEqual(['I led']);
      expect(error?.code).toBe('answer_failed');
    });

    it('ends normally on a finish_reason without [DONE] (servers that omit it)', async () => {
      const engine = await rawEngine((_req, res) => sse(res, [delta('Done', 'stop')]));
      expect(await collect(engine)).toEqual({ received: ['Done'] });
    });

    it('returns at a finish_reason while the server sends nothing more and keeps the response open', async () => {
      const engine = await rawEngine((_req, res) => sse(res, [delta('Over', 'stop')], false));
      expect(await collect(engine)).toEqual({ received: ['Over'] });
    });

    it('gives up on an endpoint that never answers, after its timeout', async () => {
      const engine = await rawEngine(() => undefined, 300);
      const { error } = await collect(engine);
      expect(error?.code).toBe('answer_failed');
    });
  });
});

async function waitFor(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((r) => setTimeout(r, 10));
}
