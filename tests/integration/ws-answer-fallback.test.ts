// Answers never leave the candidate waiting on a model that is slow or down, end to end through
// the ws-server against faithful fakes of OpenAI-compatible and Anthropic endpoints: a model
// that hangs gets the offline answer by the deadline, one that fails (429, 5xx, a broken stream)
// gets it at once, a late model answer takes the offline one's place in the same card, the
// history keeps what was finally shown and where from, and the answer model's breaker sends
// every answer offline after repeated failures across sessions until one probe brings it back.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { RunningEmulator } from '../../emulators/server';
import type { ServerConfig } from '../../ws-server/config';
import { createAnthropicEngine } from '../../ws-server/llm/anthropic-engine';
import { createOpenAiCompatibleEngine } from '../../ws-server/llm/openai-compatible-engine';
import type { RunningWsServer } from '../../ws-server/server';
import type { TranscriberFactory } from '../../ws-server/session/ports';
import type { TranscriberListener } from '../../ws-server/stt/transcriber';
import { startFakeAnthropic, type AnthropicScript } from '../fixtures/engine/fake-anthropic';
import { startFakeChatServer, type ChatScript } from '../fixtures/engine/fake-openai-chat';
import { serviceClient, startTestEmulator } from './helpers/emulator';
import { createSignedInUser, startWsServer, TestClient, type Msg, type TestUser } from './helpers/ws-harness';

jest.setTimeout(60_000);
process.env.LOG_LEVEL = 'error';

const MODEL_NAME = 'openai-compatible:fake-model';
const RESUME = 'Led the Orion payments migration at Acme, cutting checkout latency by 40%.';

describe('answers while the model is slow or down', () => {
  let em: RunningEmulator;
  let admin: SupabaseClient;
  let user: TestUser;
  const closers: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    em = await startTestEmulator();
    admin = serviceClient(em);
    user = await createSignedInUser(em, 'ws-fallback');
    await admin.from('resume').upsert({ profile_id: user.userId, resume: RESUME }).throwOnError();
  });
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
  });
  afterAll(async () => {
    await em?.close();
  });

  async function openAiServer(script: (i: number) => ChatScript, config: Partial<ServerConfig> = {}) {
    const fake = await startFakeChatServer(script);
    closers.push(() => fake.close());
    const engine = createOpenAiCompatibleEngine({ baseUrl: fake.baseUrl, apiKey: 'sk-fake', model: 'fake-model' });
    const server = await startWsServer(em, { answerEngine: engine, answerEngineName: MODEL_NAME, config: { answerFallbackMs: 30_000, ...config } });
    closers.push(() => server.close());
    return { fake, server };
  }

  async function ask(server: RunningWsServer, question = 'Tell me about a migration you led.') {
    const client = await TestClient.open(server);
    const ready = await client.hello(user.accessToken);
    expect(ready.type).toBe('ready');
    client.sendJson({ type: 'trigger_response', question });
    const last = await client.next((m) => m.type === 'answer' && m.speech_final === true, 30_000);
    return { client, last, sessionId: ready.session_id as string, chunks: client.messages.filter((m) => m.type === 'answer' && m.speech_final === false) };
  }

  const textOf = (chunks: Msg[]) => chunks.reduce((text, m) => (m.replaces ? String(m.transcription) : text + String(m.transcription)), '');

  async function turnsOf(sessionId: string) {
    // The turn is written as the answer ends; the socket's close flushes it.
    for (let i = 0; i < 50; i++) {
      const { data } = await admin.from('interview_turn').select('answer, answer_engine, status').eq('session_id', sessionId);
      if (data?.length) return data as { answer: string; answer_engine: string; status: string }[];
      await new Promise((r) => setTimeout(r, 100));
    }
    return [];
  }

  it('shows the offline answer, labelled, once the deadline passes while the model sends nothing', async () => {
    const { fake, server } = await openAiServer(() => ({ hang: true }), { answerFallbackMs: 300, answerTimeoutMs: 2_000 });
    const client = await TestClient.open(server);
    await client.hello(user.accessToken);
    client.sendJson({ type: 'trigger_response', question: 'Tell me about a migration you led.' });
    const first = await client.next((m) => m.type === 'answer' && m.speech_final === false);
    // The model still holds its request: the offline answer did not wait for it to be abandoned.
    expect(fake.requests[0].clientClosed).toBe(false);
    expect(first).toMatchObject({ source: 'offline', fallback: true });
    expect(first.replaces).toBeUndefined();
    const last = await client.next((m) => m.type === 'answer' && m.speech_final === true, 30_000);
    expect(last).toMatchObject({ status: 'complete', source: 'offline', fallback: true });
    expect(textOf(client.messages.filter((m) => m.type === 'answer'))).toContain('Orion payments migration');
    // The model's attempt was abandoned at its first-chunk timeout (the answer ended there), not left running.
    for (let i = 0; i < 100 && !fake.requests[0].clientClosed; i++) await new Promise((r) => setTimeout(r, 50));
    expect(fake.requests[0].clientClosed).toBe(true);
    await client.close();
  });

  it.each([
    ['a 429', { status: 429 }],
    ['a 500', { status: 500 }],
    ['a stream broken before any text', { deltas: ['never'], cutAfter: 0 }],
  ] as [string, ChatScript][])('shows the offline answer at once on %s, long before the deadline', async (_name, script) => {
    const { fake, server } = await openAiServer(() => script);
    const client = await TestClient.open(server);
    await client.hello(user.accessToken);
    client.sendJson({ type: 'trigger_response', question: 'Tell me about a migration you led.' });
    await client.next((m) => m.type === 'answer');
    // Shown on the first failure: the one retry (a second later) has not been asked yet.
    expect(fake.requests).toHaveLength(1);
    const last = await client.next((m) => m.type === 'answer' && m.speech_final === true, 30_000);
    const chunks = client.messages.filter((m) => m.type === 'answer' && m.speech_final === false);
    expect(last).toMatchObject({ status: 'complete', source: 'offline', fallback: true });
    expect(chunks.length).toBeGreaterThan(0);
    expect(chunks.every((m) => m.source === 'offline' && m.fallback === true && !m.replaces)).toBe(true);
    expect(client.messages.some((m) => m.type === 'error')).toBe(false);
    await client.close();
    const metrics = await server.metrics.registry.metrics();
    expect(metrics).toMatch(/cuecard_answers_total\{source="fallback"\} 1/);
    expect(metrics).toMatch(new RegExp(`cuecard_provider_errors_total\\{provider="${MODEL_NAME}",kind="answer_(failed|rate_limited)"\\} 1`));
  });

  it('shows the offline answer at once when Anthropic answers 429, and the retry may still answer in its place', async () => {
    const fake = await startFakeAnthropic((i): AnthropicScript => (i === 0 ? { status: 429 } : { deltas: ['Orion ', 'went live.'] }));
    closers.push(() => fake.close());
    const engine = createAnthropicEngine({ apiKey: 'sk-ant-fake', baseUrl: fake.baseUrl, model: 'claude-fake' });
    const server = await startWsServer(em, { answerEngine: engine, answerEngineName: 'anthropic:claude-fake', config: { answerFallbackMs: 30_000 } });
    closers.push(() => server.close());
    const { client, last } = await ask(server);
    const answers = client.messages.filter((m) => m.type === 'answer');
    expect(answers[0]).toMatchObject({ source: 'offline', fallback: true });
    const swap = answers.findIndex((m) => m.replaces === true);
    expect(swap).toBeGreaterThan(0);
    expect(answers[swap]).toMatchObject({ source: 'ai' });
    expect(last).toMatchObject({ status: 'complete', source: 'ai' });
    expect(last.fallback).toBeUndefined();
    expect(textOf(answers)).toBe('Orion went live.');
    await client.close();
  });

  it('shows the offline answer by the deadline while Anthropic holds its request without a word', async () => {
    const fake = await startFakeAnthropic((): AnthropicScript => ({ hang: true }));
    closers.push(() => fake.close());
    const engine = createAnthropicEngine({ apiKey: 'sk-ant-fake', baseUrl: fake.baseUrl, model: 'claude-fake' });
    const server = await startWsServer(em, { answerEngine: engine, answerEngineName: 'anthropic:claude-fake', config: { answerFallbackMs: 300, answerTimeoutMs: 2_000 } });
    closers.push(() => server.close());
    const { client, last, chunks } = await ask(server);
    expect(chunks[0]).toMatchObject({ source: 'offline', fallback: true });
    expect(last).toMatchObject({ status: 'complete', source: 'offline', fallback: true });
    expect(fake.requests).toHaveLength(1);
    await client.close();
  });

  it('counts the deadline from when the interviewer stopped speaking, as the recogniser reports it, not from its final', async () => {
    const fake = await startFakeChatServer(() => ({ firstDelayMs: 1_500, deltas: ['I led the Orion migration.'] }));
    closers.push(() => fake.close());
    const engine = createOpenAiCompatibleEngine({ baseUrl: fake.baseUrl, apiKey: 'sk-fake', model: 'fake-model' });
    let listener: TranscriberListener | undefined;
    const createTranscriber: TranscriberFactory = (l) => ((listener = l), { push: () => undefined, finish: async () => undefined, close: () => undefined });
    const server = await startWsServer(em, { answerEngine: engine, answerEngineName: MODEL_NAME, createTranscriber, config: { answerFallbackMs: 2_500 } });
    closers.push(() => server.close());
    const client = await TestClient.open(server);
    await client.hello(user.accessToken, { mode: 'auto' });
    // The recogniser decided late (a long endpointing silence, a backlog): the last word was spoken 3 s ago.
    listener!.onTranscript({ utteranceId: 'u1', text: 'Tell me about a migration you led?', speechFinal: true, endedAgoMs: 3_000 });
    const first = await client.next((m) => m.type === 'answer');
    // The candidate has waited past the deadline already: the offline answer comes at once, before the model's first word.
    expect(first).toMatchObject({ source: 'offline', fallback: true });
    await client.next((m) => m.type === 'answer' && m.speech_final === true);
    await client.close();
  });

  it('lets the model’s late answer take the offline one’s place in the same card, and keeps it in the history', async () => {
    const { server } = await openAiServer(() => ({ firstDelayMs: 1_500, deltas: ['I led ', 'the Orion ', 'migration.'] }), { answerFallbackMs: 200 });
    const { client, last, chunks, sessionId } = await ask(server);
    expect(new Set(client.messages.filter((m) => m.type === 'answer').map((m) => m.id)).size).toBe(1);
    const swap = chunks.findIndex((m) => m.replaces === true);
    expect(swap).toBeGreaterThan(0);
    expect(chunks.slice(0, swap).every((m) => m.source === 'offline' && m.fallback === true)).toBe(true);
    expect(chunks.slice(swap).every((m) => m.source === 'ai' && !m.fallback)).toBe(true);
    expect(chunks.filter((m) => m.replaces)).toHaveLength(1);
    expect(textOf(chunks)).toBe('I led the Orion migration.');
    expect(last).toMatchObject({ status: 'complete', source: 'ai' });
    await client.close();
    expect(await turnsOf(sessionId)).toEqual([{ answer: 'I led the Orion migration.', answer_engine: MODEL_NAME, status: 'complete' }]);
    expect(await server.metrics.registry.metrics()).toMatch(/cuecard_answers_total\{source="model"\} 1/);
  });

  it('keeps the offline answer in the history, saying it stood in for the model, when the model never answers', async () => {
    const { server } = await openAiServer(() => ({ status: 500 }));
    const { client, sessionId } = await ask(server);
    await client.close();
    const [turn] = await turnsOf(sessionId);
    expect(turn).toMatchObject({ status: 'complete', answer_engine: `offline (in place of ${MODEL_NAME})` });
    expect(turn.answer).toContain('Orion payments migration');
  });

  it('opens the breaker after repeated failures across sessions, answers offline without asking the model, and closes it after one probe', async () => {
    let down = true;
    const { fake, server } = await openAiServer(() => (down ? { status: 400 } : { deltas: ['Back ', 'again.'] }), { answerBreakerFailures: 2, answerBreakerCoolDownMs: 1_000 });
    const breakerGauge = async () => (await server.metrics.registry.metrics()).match(new RegExp(`cuecard_breaker_state\\{provider="${MODEL_NAME}"\\} (\\d)`))?.[1];
    expect(await breakerGauge()).toBe('0');
    for (const label of ['first', 'second']) {
      const { client, last } = await ask(server, `The ${label} question about Orion?`);
      expect(last).toMatchObject({ source: 'offline', fallback: true });
      await client.close();
    }
    expect(fake.requests).toHaveLength(2);
    expect(await breakerGauge()).toBe('2');

    const open = await ask(server, 'A question while the breaker is open?');
    expect(open.last).toMatchObject({ status: 'complete', source: 'offline', fallback: true });
    expect(fake.requests).toHaveLength(2); // the model was not asked
    await open.client.close();

    down = false;
    // Wait out the cool-down (not a timing assertion: the probe is whichever answer comes after it).
    await new Promise((r) => setTimeout(r, 1_200));
    const probe = await ask(server, 'Is the model back?');
    expect(probe.last).toMatchObject({ status: 'complete', source: 'ai' });
    expect(textOf(probe.chunks)).toBe('Back again.');
    expect(fake.requests).toHaveLength(3);
    expect(await breakerGauge()).toBe('0');
    await probe.client.close();
  });
});
