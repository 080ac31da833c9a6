// "Solve screen" end to end through the ws-server: real OCR (tesseract.js with the English data
// from node_modules) on a 1,600 px screenshot of a coding problem, then the offline talking
// points, or a fake OpenAI-compatible / Anthropic model that must receive the screenshot as an
// image part and the vision model's name. Oversized screens are refused without ending the
// session, and a screen question spends the session's answer budget like Space.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { RunningEmulator } from '../../emulators/server';
import { base64Length, LIMITS } from '../../lib/protocol';
import { createAnthropicEngine } from '../../ws-server/llm/anthropic-engine';
import { createOfflineEngine } from '../../ws-server/llm/offline/offline-engine';
import { createOpenAiCompatibleEngine } from '../../ws-server/llm/openai-compatible-engine';
import { createOcrPool, type OcrPool } from '../../ws-server/screen/ocr-pool';
import { createScreenReader } from '../../ws-server/screen/screen-reader';
import type { RunningWsServer, WsServerOptions } from '../../ws-server/server';
import { startFakeAnthropic } from '../fixtures/engine/fake-anthropic';
import { startFakeChatServer } from '../fixtures/engine/fake-openai-chat';
import { serviceClient, startTestEmulator } from './helpers/emulator';
import { createSignedInUser, fixedAnswerEngine, startWsServer, TestClient, type TestUser } from './helpers/ws-harness';

jest.setTimeout(120_000);
process.env.LOG_LEVEL = 'error';

const JPEG = readFileSync(path.join(__dirname, '../fixtures/screen/merge-intervals-1600.jpg'));
const frame = { data: JPEG.toString('base64'), width: 1600, height: 900 };

describe('screen questions ("Solve screen")', () => {
  let em: RunningEmulator;
  let admin: SupabaseClient;
  let user: TestUser;
  let ocr: OcrPool;
  const servers: RunningWsServer[] = [];

  beforeAll(async () => {
    em = await startTestEmulator();
    admin = serviceClient(em);
    user = await createSignedInUser(em, 'ws-screen');
    ocr = createOcrPool({ concurrency: 1 });
  });
  afterAll(async () => {
    for (const s of servers) await s.close();
    await ocr?.close();
    await em?.close();
  });

  async function session(options: Partial<WsServerOptions> = {}) {
    const server = await startWsServer(em, { readScreen: createScreenReader(ocr), ...options });
    servers.push(server);
    const client = await TestClient.open(server);
    const ready = await client.hello(user.accessToken);
    expect(ready.type).toBe('ready');
    return { client, ready };
  }
  const finalOf = (client: TestClient, id: string) => client.next((m) => m.type === 'answer' && m.question_id === id && m.speech_final === true, 60_000);
  const answerText = (client: TestClient, id: string) =>
    client.messages
      .filter((m) => m.type === 'answer' && m.question_id === id)
      .map((m) => m.transcription)
      .join('');

  it('reads the screen with OCR and answers offline with labelled talking points naming the pattern; history keeps the read text', async () => {
    const { client, ready } = await session({ answerEngine: createOfflineEngine(), answerEngineName: 'offline' });
    client.sendJson({ type: 'screen_question', id: 's1', frames: [frame] });
    const read = await client.next((m) => m.type === 'screen_text', 60_000);
    expect(read).toMatchObject({ question_id: 's1', frames: 1 });
    expect(read.text).toMatch(/Merge Intervals/i);
    expect(read.text).toMatch(/overlapping intervals/i);
    const done = await finalOf(client, 's1');
    expect(done).toMatchObject({ status: 'complete', trigger: 'manual', source: 'offline' });
    const first = client.messages.find((m) => m.type === 'answer' && m.question_id === 's1')!;
    expect(first).toMatchObject({ question_source: 'screen' });
    expect(first.question).toMatch(/^\[Screen\] .*Merge Intervals/s);
    const text = answerText(client, 's1');
    expect(text).toMatch(/^\*\*Offline talking points\*\*/);
    expect(text).toContain('Sort, then sweep');
    expect(text).toMatch(/Clarifying questions/);
    expect(text).toMatch(/Edge cases/);
    await client.close();
    await new Promise((r) => setTimeout(r, 300));
    const turns = (await admin.from('interview_turn').select('question, answer').eq('session_id', ready.session_id)).data as { question: string }[];
    expect(turns).toHaveLength(1);
    expect(turns[0].question).toMatch(/^\[Screen\] .*overlapping intervals/s);
  });

  it('sends the frames to the OpenAI-compatible vision model as image parts, and keeps the problem as context for a follow-up', async () => {
    const fake = await startFakeChatServer(() => ({ deltas: ['Sort by start, ', 'then merge.'] }));
    try {
      const engine = createOpenAiCompatibleEngine({ baseUrl: fake.baseUrl, apiKey: 'sk-fake', model: 'fake-text', visionModel: 'fake-vision' });
      const { client } = await session({ answerEngine: engine, answerEngineName: 'openai-compatible:fake-text' });
      client.sendJson({ type: 'screen_question', id: 's1', frames: [frame, frame] });
      expect(await finalOf(client, 's1')).toMatchObject({ status: 'complete', source: 'ai' });
      expect(answerText(client, 's1')).toBe('Sort by start, then merge.');
      const seen = fake.requests[0].body;
      expect(seen.model).toBe('fake-vision');
      const user = seen.messages.find((m) => m.role === 'user')!;
      const parts = user.content as { type: string; text?: string; image_url?: { url: string } }[];
      const images = parts.filter((p) => p.type === 'image_url');
      expect(images).toHaveLength(2);
      expect(images[0].image_url!.url).toBe(`data:image/jpeg;base64,${frame.data}`);
      expect(parts.find((p) => p.type === 'text')!.text).toMatch(/Merge Intervals/);

      client.sendJson({ type: 'trigger_response', question: 'What if the input is already sorted?' });
      await finalOf(client, 'm1');
      const followUp = fake.requests[1].body;
      expect(followUp.model).toBe('fake-text');
      expect(JSON.stringify(followUp.messages)).toMatch(/\[Screen\] 1\. Merge Intervals[\s\S]*Sort by start, then merge[\s\S]*What if the input is already sorted/);
      expect(JSON.stringify(followUp.messages)).not.toContain('image_url');
      await client.close();
    } finally {
      await fake.close();
    }
  });

  it('gives a model without a vision setting the OCR text instead of the images', async () => {
    const fake = await startFakeChatServer(() => ({ deltas: ['Merged.'] }));
    try {
      const engine = createOpenAiCompatibleEngine({ baseUrl: fake.baseUrl, model: 'fake-text' });
      const { client } = await session({ answerEngine: engine });
      client.sendJson({ type: 'screen_question', id: 'scr-1', frames: [frame] });
      expect(await finalOf(client, 'scr-1')).toMatchObject({ status: 'complete' });
      const seen = fake.requests[0].body;
      expect(seen.model).toBe('fake-text');
      const body = JSON.stringify(seen.messages);
      expect(body).not.toContain('image_url');
      expect(body).toMatch(/screen_text_ocr[\s\S]*overlapping intervals/);
      await client.close();
    } finally {
      await fake.close();
    }
  });

  it('falls back to the text read by OCR with offline notes, labelled, when the model is down', async () => {
    const fake = await startFakeChatServer(() => ({ status: 503 }));
    try {
      const engine = createOpenAiCompatibleEngine({ baseUrl: fake.baseUrl, model: 'fake-text' });
      const { client } = await session({ answerEngine: engine, answerEngineName: 'openai-compatible:fake-text' });
      client.sendJson({ type: 'screen_question', id: 's-down', frames: [frame] });
      const done = await finalOf(client, 's-down');
      expect(done).toMatchObject({ status: 'complete', source: 'offline', fallback: true });
      const text = answerText(client, 's-down');
      expect(text).toMatch(/^\*\*Offline talking points\*\*/);
      expect(text).toContain('Sort, then sweep');
      expect(client.messages.some((m) => m.type === 'error')).toBe(false);
      // The model was asked with the OCR text before it failed.
      expect(JSON.stringify(fake.requests[0].body.messages)).toMatch(/overlapping intervals/);
      await client.close();
    } finally {
      await fake.close();
    }
  });

  it('sends the frames to the Anthropic vision model as base64 image blocks', async () => {
    const fake = await startFakeAnthropic(['Sort, ', 'then sweep.']);
    try {
      const engine = createAnthropicEngine({ apiKey: 'sk-ant-fake', baseUrl: fake.baseUrl, model: 'claude-text', visionModel: 'claude-vision' });
      const { client } = await session({ answerEngine: engine });
      client.sendJson({ type: 'screen_question', id: 's1', frames: [frame] });
      expect(await finalOf(client, 's1')).toMatchObject({ status: 'complete' });
      const seen = fake.requests[0].body;
      expect(seen.model).toBe('claude-vision');
      const content = (seen.messages[0] as { content: { type: string; source?: { type: string; media_type: string; data: string } }[] }).content;
      const image = content.find((c) => c.type === 'image');
      expect(image?.source).toEqual({ type: 'base64', media_type: 'image/jpeg', data: frame.data });
      await client.close();
    } finally {
      await fake.close();
    }
  });

  it('refuses oversized or malformed screens with a clear error and keeps the session', async () => {
    const { client } = await session({ answerEngine: fixedAnswerEngine(['Still here.']) });
    // One frame over the per-frame limit: refused by the schema.
    client.sendJson({ type: 'screen_question', id: 's1', frames: [{ data: 'A'.repeat(base64Length(LIMITS.maxScreenFrameBytes) + 4), width: 100, height: 100 }] });
    expect(await client.next((m) => m.type === 'error')).toMatchObject({ code: 'screen_too_large' });
    // The whole message over maxScreenMessageBytes (past the 256 KiB of other text messages).
    const big = 'A'.repeat(base64Length(LIMITS.maxScreenFrameBytes) - 8);
    client.sendJson({ type: 'screen_question', id: 's2', frames: Array.from({ length: 5 }, () => ({ data: big, width: 100, height: 100 })) });
    await client.next((m) => m.type === 'error' && m.code === 'screen_too_large' && client.messages.filter((x) => x.type === 'error').length === 2);
    // Not a JPEG, and a JPEG that is not the size it claims.
    client.sendJson({ type: 'screen_question', id: 's3', frames: [{ data: Buffer.from('not a jpeg at all').toString('base64'), width: 10, height: 10 }] });
    expect(await client.next((m) => m.type === 'error' && m.question_id === 's3')).toMatchObject({ code: 'bad_message' });
    client.sendJson({ type: 'screen_question', id: 's4', frames: [{ ...frame, width: 800 }] });
    expect(await client.next((m) => m.type === 'error' && m.question_id === 's4')).toMatchObject({ code: 'bad_message' });
    // Any other text message over 256 KiB still closes the socket.
    client.sendJson({ type: 'trigger_response', question: 'Are you still there?' });
    expect(await finalOf(client, 'm1')).toMatchObject({ status: 'complete' });
    client.sendJson({ type: 'resume', data: 'x'.repeat(LIMITS.maxTextBytes + 10) });
    expect((await client.closed).code).toBe(4413);
  });

  it('refuses screen questions past the per-session rate before parsing them', async () => {
    const { client } = await session({ answerEngine: fixedAnswerEngine(['One.']), config: { maxScreenQuestionsPerMinute: 1 } });
    // The first is read (and found malformed); the second is refused on its first bytes, unread.
    client.sendJson({ type: 'screen_question', id: 's1', frames: [{ data: '***', width: 10, height: 10 }] });
    expect(await client.next((m) => m.type === 'error')).toMatchObject({ code: 'bad_message', question_id: 's1' });
    client.ws.send(`{"type":"screen_question","id":"s2","frames":[${'x'.repeat(200_000)}`);
    expect(await client.next((m) => m.type === 'error' && m.question_id === 's2')).toMatchObject({ code: 'answer_rate_limited', message: expect.stringMatching(/at most 1 a minute/) });
    client.sendJson({ type: 'trigger_response', question: 'Are you still there?' });
    expect(await finalOf(client, 'm1')).toMatchObject({ status: 'complete' });
    await client.close();
  });

  it('counts a screen question against the answers per minute', async () => {
    const { client } = await session({ answerEngine: fixedAnswerEngine(['One.']), config: { maxAnswersPerMinute: 1 } });
    client.sendJson({ type: 'trigger_response', question: 'First question?' });
    await finalOf(client, 'm1');
    client.sendJson({ type: 'screen_question', id: 's1', frames: [frame] });
    expect(await client.next((m) => m.type === 'error')).toMatchObject({ code: 'answer_rate_limited', question_id: 's1' });
    expect(client.messages.some((m) => m.type === 'screen_text')).toBe(false);
    await client.close();
  });
});
