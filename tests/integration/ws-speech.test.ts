/**
 * @jest-environment ./tests/fixtures/jest-node-native-arrays-environment.js
 */
// Real speech end to end: a flite-spoken interview question, streamed as 16 kHz PCM frames at
// real-time pace into the ws-server running the embedded offline engines (Moonshine and the
// talking-points answer engine), exactly as `npm run ws-server` builds them.
import type { RunningEmulator } from '../../emulators/server';
import { createEngines } from '../../ws-server/engines';
import type { RunningWsServer } from '../../ws-server/server';
import { parseConfig } from '../../ws-server/config';
import { speak } from '../fixtures/engine/flite-speech';
import { silence } from '../fixtures/engine/synthetic-audio';
import { serviceClient, startTestEmulator } from './helpers/emulator';
import { createSignedInUser, startWsServer, TestClient } from './helpers/ws-harness';

jest.setTimeout(60_000);
process.env.LOG_LEVEL = 'error';

const words = (text: unknown) => String(text).toLowerCase().split(/\W+/);

describe('ws-server with real speech and the offline engines', () => {
  let em: RunningEmulator;
  let server: RunningWsServer;

  beforeAll(async () => {
    em = await startTestEmulator();
    const engines = await createEngines(parseConfig({ NODE_ENV: 'test' }).engines);
    expect(engines.transcriptionName).toBe('offline');
    server = await startWsServer(em, engines);
  });
  afterAll(async () => {
    await server?.close();
    await em?.close();
  });

  it('transcribes a spoken question (interim then speech_final) and streams offline talking points on trigger', async () => {
    const user = await createSignedInUser(em, 'ws-speech');
    const admin = serviceClient(em);
    await admin
      .from('resume')
      .upsert({ profile_id: user.userId, resume: 'Senior engineer at Initech. Resolved a conflict with a coworker over API design by pairing on a prototype and agreeing on review rules; delivery sped up 30%.' })
      .throwOnError();
    await admin.from('job_description').upsert({ profile_id: user.userId, job_description: 'Backend engineer: collaboration, API design, code review.' }).throwOnError();

    const client = await TestClient.open(server);
    expect(await client.hello(user.accessToken)).toMatchObject({ type: 'ready', transcription: 'offline', answers: 'offline' });

    const audio = Buffer.concat([silence(500), speak('Tell me about a time you had a conflict with a coworker. How did you resolve it?'), silence(1500)]);
    await client.sendRealTime(audio);
    const final = await client.next((m) => m.type === 'transcript' && m.speech_final === true, 20_000);
    const transcripts = client.messages.filter((m) => m.type === 'transcript');
    expect(transcripts.some((m) => m.speech_final === false && m.id === final.id)).toBe(true);
    expect(transcripts.every((m) => m.ai_answer === false)).toBe(true);
    expect(words(final.transcription)).toEqual(expect.arrayContaining(['conflict', 'coworker']));

    client.sendJson({ type: 'trigger_response', question: String(final.transcription) });
    const last = await client.next((m) => m.type === 'answer' && m.speech_final === true, 10_000);
    const chunks = client.messages.filter((m) => m.type === 'answer' && m.speech_final === false);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.every((m) => m.ai_answer === true && m.source === 'offline' && m.id === last.id)).toBe(true);
    expect(last).toMatchObject({ ai_answer: true, source: 'offline', status: 'complete', latency_ms: expect.any(Number) });
    expect(chunks.map((m) => m.transcription).join('')).toMatch(/Initech|coworker|API/);
    await client.close();
  });
});
