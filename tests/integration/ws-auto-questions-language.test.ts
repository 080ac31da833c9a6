// Auto mode in the candidate's language, over the real ws-server: a session held in Spanish
// answers a Spanish question once (a repeat of it is not answered again), leaves a Spanish
// statement and small talk alone, and answers "¿Por qué?" as a follow-up to the question
// before; under Auto-detect the language is read from the words themselves. The transcriber is
// scripted with Spanish finals, as a cloud recogniser would send them.
import type { RunningEmulator } from '../../emulators/server';
import type { RunningWsServer } from '../../ws-server/server';
import { startTestEmulator } from './helpers/emulator';
import { createSignedInUser, fixedAnswerEngine, scriptedTranscriberFactory, startWsServer, TestClient, type TestUser } from './helpers/ws-harness';

jest.setTimeout(60_000);
process.env.LOG_LEVEL = 'error';

/** Long enough for every answer a final could start to have started. */
const SETTLE_MS = 600;
const MERGE_WINDOW_MS = 1500;

describe('auto mode in Spanish', () => {
  let em: RunningEmulator;
  let server: RunningWsServer;
  let user: TestUser;
  const stt = scriptedTranscriberFactory();
  const engine = fixedAnswerEngine(['Respuesta.']);

  beforeAll(async () => {
    em = await startTestEmulator();
    server = await startWsServer(em, { createTranscriber: stt.factory, answerEngine: engine, transcriptionLanguages: 'all', config: { questionCooldownMs: 30_000 } });
    user = await createSignedInUser(em, 'ws-auto-es');
  });
  afterAll(async () => {
    await server?.close();
    await em?.close();
  });

  async function session(language: string): Promise<TestClient> {
    const client = await TestClient.open(server);
    expect(await client.hello(user.accessToken, { mode: 'auto', language })).toMatchObject({ type: 'ready', language });
    return client;
  }

  /** The question of every answer started (its first chunk names it). */
  const asked = (client: TestClient) => client.messages.filter((m) => m.type === 'answer' && typeof m.question === 'string').map((m) => String(m.question));
  const settle = () => new Promise((r) => setTimeout(r, SETTLE_MS));

  it('answers a Spanish question once and a Spanish statement not at all', async () => {
    const client = await session('es');
    stt.say('u1', 'Hola, gracias por venir hoy. ¿Me escucha bien?');
    stt.say('u2', 'Soy la responsable del equipo de pagos. Cuénteme sobre un conflicto con un compañero.');
    await client.next((m) => m.type === 'answer' && m.speech_final === true);
    stt.say('u3', 'Usamos React en el frontend, ¿verdad?');
    stt.say('u4', 'cuénteme sobre un conflicto con un compañero');
    stt.say('u5', 'El equipo trabaja en remoto dos días por semana.');
    await settle();
    expect(asked(client)).toEqual(['Cuénteme sobre un conflicto con un compañero.']);
    const first = client.messages.find((m) => m.type === 'answer');
    expect(first).toMatchObject({ question_id: 'u2.1' });
    await client.close();
  });

  it('answers "¿Por qué?" with the question it follows as context', async () => {
    const before = engine.requests.length;
    const client = await session('es');
    stt.say('u1', '¿Cuál fue el problema técnico más difícil que resolvió en Northwind?');
    await client.next((m) => m.type === 'answer' && m.speech_final === true);
    // Later than the window in which a question that leans on the one before joins it as a sub-prompt.
    await new Promise((r) => setTimeout(r, MERGE_WINDOW_MS + 200));
    stt.say('u2', '¿Por qué?');
    await client.next((m) => m.type === 'answer' && m.question === '¿Por qué?');
    const followUp = engine.requests.slice(before).at(-1) as { question: string; context?: string };
    expect(followUp.context).toContain('¿Cuál fue el problema técnico más difícil');
    await client.close();
  });

  it('reads the language from the words under Auto-detect, when the recogniser does not say', async () => {
    const client = await session('auto');
    stt.say('u1', 'ha trabajado alguna vez con Kafka en producción');
    stt.say('u2', 'bueno el equipo es pequeño y usamos Go');
    await settle();
    expect(asked(client)).toEqual(['ha trabajado alguna vez con Kafka en producción']);
    await client.close();
  });
});
