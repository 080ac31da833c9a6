// Answers in the session's answer language, through the running ws-server: the model is told
// the language hello chose (over a fake OpenAI-compatible chat server), a candidate's "Answers
// in" wins over the interview's language, Auto-detect follows the question's own language, and
// the offline engine writes its talking points in the language's words or says it cannot.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { RunningEmulator } from '../../emulators/server';
import type { RunningWsServer } from '../../ws-server/server';
import type { AnswerEngine } from '../../ws-server/llm/answer-engine';
import { createOfflineEngine } from '../../ws-server/llm/offline/offline-engine';
import { createOpenAiCompatibleEngine } from '../../ws-server/llm/openai-compatible-engine';
import { startFakeChatServer, type FakeChatServer } from '../fixtures/engine/fake-openai-chat';
import { serviceClient, startTestEmulator } from './helpers/emulator';
import { nullTranscriberFactory, createSignedInUser, startWsServer, TestClient, type TestUser, type Msg } from './helpers/ws-harness';

jest.setTimeout(60_000);
process.env.LOG_LEVEL = 'error';

const RESUME = ['Experiencia', '- Lideré la migración de facturación a Kubernetes en Northwind Traders, con un 70% menos de tiempo de despliegue.', '- 负责将支付系统迁移到 Kubernetes，部署时间缩短 70%。'].join('\n');

describe('answers in the answer language', () => {
  let em: RunningEmulator;
  let server: RunningWsServer;
  let admin: SupabaseClient;
  let user: TestUser;
  let chat: FakeChatServer;
  let offline = false;
  const model = () => createOpenAiCompatibleEngine({ baseUrl: chat.baseUrl, apiKey: 'sk-fake', model: 'fake-model' });
  let ai: AnswerEngine;
  const offlineEngine = createOfflineEngine();
  // One server for every case: the engine it answers with is switched per test.
  const engine: AnswerEngine = {
    get source() {
      return offline ? 'offline' : 'ai';
    },
    stream: (request, signal) => (offline ? offlineEngine : ai).stream(request, signal),
  };

  beforeAll(async () => {
    em = await startTestEmulator();
    admin = serviceClient(em);
    chat = await startFakeChatServer(() => ({ deltas: ['Sí, ', 'claro.'] }));
    ai = model();
    server = await startWsServer(em, { createTranscriber: nullTranscriberFactory().factory, answerEngine: engine, answerEngineName: 'test:languages' });
    user = await createSignedInUser(em, 'ws-answer-language');
    await admin.from('resume').upsert({ profile_id: user.userId, resume: RESUME }).throwOnError();
  });
  afterAll(async () => {
    await server?.close();
    await chat?.close();
    await em?.close();
  });

  const answerText = async (client: TestClient, id: string): Promise<string> => {
    await client.next((m) => m.type === 'answer' && m.question_id === id && m.speech_final === true);
    return client.messages
      .filter((m: Msg) => m.type === 'answer' && m.question_id === id)
      .map((m) => m.transcription)
      .join('');
  };
  const systemPrompt = () => {
    const messages = chat.requests.at(-1)!.body.messages;
    return { system: String(messages[0].content), user: String(messages[1].content) };
  };

  it('tells the model to answer in the interview language hello chose, even for a question in English', async () => {
    offline = false;
    const client = await TestClient.open(server);
    await client.hello(user.accessToken, { language: 'es' });
    client.sendJson({ type: 'trigger_response', question: 'Tell me about a migration you led.' });
    expect(await answerText(client, 'm1')).toBe('Sí, claro.');
    const { system, user: prompt } = systemPrompt();
    expect(system).toContain('as natural spoken Spanish (Español).');
    expect(system).toContain('Write the whole answer in Spanish (Español)');
    expect(prompt).toContain('Lideré la migración de facturación a Kubernetes en Northwind Traders');
    await client.close();
  });

  it('answers in the candidate’s "Answers in" language over the interview’s', async () => {
    offline = false;
    const client = await TestClient.open(server);
    await client.hello(user.accessToken, { language: 'de', answer_language: 'en' });
    client.sendJson({ type: 'trigger_response', question: 'Erzählen Sie mir von einer Migration, die Sie geleitet haben.' });
    await answerText(client, 'm1');
    const { system } = systemPrompt();
    expect(system).toMatch(/as natural spoken English\./);
    expect(system).toContain('Write the whole answer in English');
    await client.close();
  });

  it('under Auto-detect, with no language heard yet, answers in the question’s own language', async () => {
    offline = true;
    const client = await TestClient.open(server);
    await client.hello(user.accessToken, { language: 'auto' });
    client.sendJson({ type: 'trigger_response', question: '请介绍一下你负责支付系统迁移的经历。' });
    const text = await answerText(client, 'm1');
    expect(text.startsWith('**离线要点**')).toBe(true);
    expect(text).toContain('“负责将支付系统迁移到 Kubernetes，部署时间缩短 70%。”');
    await client.close();
  });

  it('writes offline talking points in English with a notice for a language without its own words', async () => {
    offline = true;
    const client = await TestClient.open(server);
    await client.hello(user.accessToken, { language: 'it' });
    client.sendJson({ type: 'trigger_response', question: 'Mi parli di una migrazione che ha guidato.' });
    const text = await answerText(client, 'm1');
    expect(text).toMatch(/^\*\*Offline talking points\*\*/);
    expect(text).toContain('Talking points are in English: offline notes are not available in Italian yet.');
    await client.close();
  });
});
