// The ws-server and the session's language: GET /capabilities says what the recogniser hears,
// a session in a language it cannot transcribe is told so once right after ready, and what a
// cloud recogniser hears of the language reaches the transcript, the session and the history row.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { RunningEmulator } from '../../emulators/server';
import { capabilitiesSchema } from '../../lib/protocol/capabilities';
import type { RunningWsServer } from '../../ws-server/server';
import { createOfflineEngine } from '../../ws-server/llm/offline/offline-engine';
import type { TranscriberListener } from '../../ws-server/stt/transcriber';
import type { TranscriberFactory } from '../../ws-server/session/ports';
import { serviceClient, startTestEmulator } from './helpers/emulator';
import { createSignedInUser, startWsServer, TestClient, type Msg, type TestUser } from './helpers/ws-harness';

jest.setTimeout(60_000);
process.env.LOG_LEVEL = 'error';

/** A recogniser the test speaks through, reporting the language it "heard" as a cloud one does. */
function speakingFactory() {
  const listeners: TranscriberListener[] = [];
  const factory: TranscriberFactory = (listener) => {
    listeners.push(listener);
    return { push: () => undefined, finish: async () => undefined, close: () => undefined };
  };
  const say = (utteranceId: string, text: string, heard: { language?: string; confidence?: number } = {}) => {
    const listener = listeners[listeners.length - 1];
    listener.onTranscript({ utteranceId, text: text.split(' ')[0], speechFinal: false });
    listener.onTranscript({ utteranceId, text, speechFinal: true, ...heard });
  };
  return { factory, say };
}

const until = async (condition: () => Promise<boolean>) => {
  for (let i = 0; i < 100 && !(await condition()); i++) await new Promise((r) => setTimeout(r, 20));
};
const notices = (client: TestClient) => client.messages.filter((m) => m.type === 'notice');
/** A notice would follow ready at once: give it time to arrive. */
const settle = (ms = 300) => new Promise((r) => setTimeout(r, ms));

describe('ws-server languages', () => {
  let em: RunningEmulator;
  let admin: SupabaseClient;
  let user: TestUser;
  const servers: RunningWsServer[] = [];

  beforeAll(async () => {
    em = await startTestEmulator();
    admin = serviceClient(em);
    user = await createSignedInUser(em, 'ws-language-notice');
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
    await em?.close();
  });

  const start = async (options: Parameters<typeof startWsServer>[1] = {}) => {
    const server = await startWsServer(em, { answerEngine: createOfflineEngine(), ...options });
    servers.push(server);
    return server;
  };
  const httpUrl = (server: RunningWsServer, path: string) => `${server.url.replace('ws://', 'http://')}${path}`;

  describe('GET /capabilities', () => {
    it('says the offline recogniser hears English only and finds no language, with CORS for the app’s origin only', async () => {
      const server = await start();
      const mine = await fetch(httpUrl(server, '/capabilities'), { headers: { origin: 'http://localhost:3000' } });
      expect(mine.status).toBe(200);
      expect(capabilitiesSchema.parse(await mine.json())).toEqual({ transcription: 'offline', transcription_languages: ['en'], detects_language: false, answers: 'offline' });
      expect(mine.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
      expect(mine.headers.get('vary')).toMatch(/Origin/);
      expect(mine.headers.get('cache-control')).toMatch(/max-age=\d+/);

      const theirs = await fetch(httpUrl(server, '/capabilities'), { headers: { origin: 'https://evil.example' } });
      expect(theirs.status).toBe(200);
      expect(theirs.headers.get('access-control-allow-origin')).toBeNull();
      await theirs.body?.cancel();
    });

    it('says a cloud recogniser finds the language and lists what it transcribes', async () => {
      const server = await start({ transcriptionName: 'deepgram', transcriptionLanguages: ['en', 'es', 'hi'], config: { anyOrigin: true } });
      const response = await fetch(httpUrl(server, '/capabilities?x=1'), { headers: { origin: 'https://anywhere.example' } });
      expect(await response.json()).toEqual({ transcription: 'deepgram', transcription_languages: ['en', 'es', 'hi'], detects_language: true, answers: 'offline' });
      expect(response.headers.get('access-control-allow-origin')).toBe('https://anywhere.example');
    });

    it('keeps answering every other plain HTTP request with 426', async () => {
      const server = await start();
      for (const [path, method] of [['/', 'GET'], ['/tab', 'GET'], ['/capabilities', 'POST']] as const) {
        const response = await fetch(httpUrl(server, path), { method });
        expect(response.status).toBe(426);
        await response.body?.cancel();
      }
    });
  });

  describe('the language_unsupported notice', () => {
    let server: RunningWsServer;
    beforeAll(async () => {
      server = await start();
    });

    it('tells a Spanish session on the offline recogniser once, right after ready, and the session goes on', async () => {
      const client = await TestClient.open(server);
      const ready = await client.hello(user.accessToken, { language: 'es' });
      expect(ready).toMatchObject({ type: 'ready', language: 'es', transcription_languages: ['en'] });
      const notice = await client.type('notice');
      expect(client.messages.indexOf(notice)).toBe(client.messages.indexOf(ready) + 1);
      expect(notice).toEqual({
        type: 'notice',
        code: 'language_unsupported',
        message: expect.stringMatching(/^Spanish can't be transcribed by the offline recogniser, which hears English only\. .*DEEPGRAM_API_KEY.*STT_OPENAI_BASE_URL/),
      });
      // Still a session: a question typed by hand is answered.
      client.sendJson({ type: 'trigger_response', question: '¿Por qué quiere este puesto?' });
      await client.next((m) => m.type === 'answer' && m.speech_final === true);
      expect(notices(client)).toHaveLength(1);
      await client.close();
    });

    it('tells practice too', async () => {
      const client = await TestClient.open(server, '/mic');
      const ready = await client.hello(user.accessToken, { language: 'hi', purpose: 'practice' });
      expect(ready).toMatchObject({ type: 'ready', purpose: 'practice' });
      expect(await client.next((m: Msg) => m.type === 'notice' && m.code === 'language_unsupported')).toMatchObject({ message: expect.stringMatching(/^Hindi can't be transcribed/) });
      await client.close();
    });

    it('says nothing for English, for Auto-detect, or when the recogniser hears the language', async () => {
      for (const language of ['en-GB', 'auto']) {
        const client = await TestClient.open(server);
        await client.hello(user.accessToken, { language });
        await settle();
        expect(notices(client)).toEqual([]);
        await client.close();
      }
      const cloud = await start({ transcriptionName: 'openai', transcriptionLanguages: 'all' });
      const client = await TestClient.open(cloud);
      await client.hello(user.accessToken, { language: 'es' });
      await settle();
      expect(notices(client)).toEqual([]);
      await client.close();
    });

    it('names STT_LANGUAGES when an OpenAI-compatible server is set up for fewer languages', async () => {
      const english = await start({ transcriptionName: 'openai', transcriptionLanguages: ['en', 'de'] });
      const client = await TestClient.open(english);
      await client.hello(user.accessToken, { language: 'fr' });
      expect(await client.type('notice')).toMatchObject({ code: 'language_unsupported', message: expect.stringMatching(/French .*English and German only.*STT_LANGUAGES/) });
      await client.close();
    });
  });

  describe('the language_mismatch notice', () => {
    // Moonshine's confidence on what it wrote: low across utterances when it hears another language.
    const unsure = ['We are looking for someone', 'who has worked in teams', 'and can tell us about it', 'when there was a conflict', 'in the last project'];

    it('tells the candidate once when the offline recogniser is unsure of utterance after utterance', async () => {
      const stt = speakingFactory();
      const server = await start({ createTranscriber: stt.factory });
      const client = await TestClient.open(server);
      await client.hello(user.accessToken, { language: 'auto' });
      unsure.forEach((text, i) => stt.say(`u${i + 1}`, text, { confidence: 0.3 }));
      expect(await client.type('notice')).toMatchObject({ code: 'language_mismatch', message: expect.stringMatching(/doesn't sound like English/) });
      await settle();
      expect(notices(client)).toHaveLength(1);
      await client.close();
    });

    it('stays quiet when the recogniser is sure, and after the session was already told its language is unsupported', async () => {
      const stt = speakingFactory();
      const server = await start({ createTranscriber: stt.factory });
      const sure = await TestClient.open(server);
      await sure.hello(user.accessToken, { language: 'en' });
      unsure.forEach((text, i) => stt.say(`u${i + 1}`, text, { confidence: 0.95 }));
      await sure.next((m) => m.type === 'transcript' && m.id === 'u5' && m.speech_final === true);
      const told = await TestClient.open(server);
      await told.hello(user.accessToken, { language: 'es' });
      unsure.forEach((text, i) => stt.say(`u${i + 1}`, text, { confidence: 0.3 }));
      await told.next((m) => m.type === 'transcript' && m.id === 'u5' && m.speech_final === true);
      await settle();
      expect(notices(sure)).toEqual([]);
      expect(notices(told).map((m) => m.code)).toEqual(['language_unsupported']);
      await sure.close();
      await told.close();
    });
  });

  describe('the language a cloud recogniser hears', () => {
    const languageOf = async (sessionId: string) => (await admin.from('interview_session').select('language').eq('id', sessionId).single().throwOnError()).data?.language;

    it('goes out on final transcripts and, under Auto-detect, onto the history row (the first one heard)', async () => {
      const stt = speakingFactory();
      const server = await start({ createTranscriber: stt.factory, transcriptionName: 'deepgram', transcriptionLanguages: ['en', 'es'] });
      const client = await TestClient.open(server);
      const ready = await client.hello(user.accessToken, { language: 'auto' });
      stt.say('u1', 'Buenos días, gracias por venir', { language: 'es' });
      const final = await client.next((m) => m.type === 'transcript' && m.speech_final === true);
      expect(final).toMatchObject({ transcription: 'Buenos días, gracias por venir', language: 'es' });
      expect(client.messages.filter((m) => m.type === 'transcript' && m.speech_final === false).every((m) => !('language' in m))).toBe(true);
      stt.say('u2', 'Tell me about yourself', { language: 'en' });
      await client.next((m) => m.type === 'transcript' && m.speech_final === true && m.language === 'en');
      await client.close();
      await until(async () => (await languageOf(ready.session_id as string)) !== null);
      expect(await languageOf(ready.session_id as string)).toBe('es');
    });

    it('leaves a chosen language’s row as chosen', async () => {
      const stt = speakingFactory();
      const server = await start({ createTranscriber: stt.factory, transcriptionName: 'deepgram', transcriptionLanguages: ['en', 'de'] });
      const client = await TestClient.open(server);
      const ready = await client.hello(user.accessToken, { language: 'de' });
      stt.say('u1', 'Good morning', { language: 'en' });
      await client.next((m) => m.type === 'transcript' && m.speech_final === true);
      await client.close();
      expect(await languageOf(ready.session_id as string)).toBe('de');
    });
  });
});
