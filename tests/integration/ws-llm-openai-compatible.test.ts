// The OpenAI-compatible answer engine (Vercel AI SDK) against a fake streaming server.
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

async function engineFor(script: (i: number) => ChatScript) {
  server = await startFakeChatServer(script);
  return createOpenAiCompatibleEngine({ baseUrl: server.baseUrl, apiKey: 'sk-fake', model: 'fake-model' });
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
});
