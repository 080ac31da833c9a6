/**
 * @jest-environment ./tests/fixtures/jest-node-native-arrays-environment.js
 */
// Recognition fails over: a session on Deepgram (the faithful fake) whose cloud refuses or stalls
// mid-interview goes on with the real offline recogniser (Moonshine) within 2 s of stream time,
// the audio of the gap replayed, and is told once; when the cloud returns the session hands back
// to it without losing or doubling an utterance, and says so; in a language Moonshine does not hear
// transcription pauses instead, and the words of a short outage still arrive once the cloud is back.
import type { RunningEmulator } from '../../emulators/server';
import { words } from '../../bench/interview-replay/word-error-rate';
import { silenceFrame, startFakeDeepgram, type FakeDeepgram } from '../fixtures/engine/fake-deepgram';
import { speak } from '../fixtures/engine/flite-speech';
import { silence } from '../fixtures/engine/synthetic-audio';
import { startTestEmulator } from './helpers/emulator';
import { CloudScript, isNotice, isOffline, RealTimeStream, spokenFinals, startFailoverServer } from './helpers/failover-harness';
import { createSignedInUser, TestClient } from './helpers/ws-harness';

jest.setTimeout(90_000);
process.env.LOG_LEVEL = 'error';

const script = new CloudScript();
const TELL = script.sentence('Tell me about your last project.');
const PROUD = script.sentence('What are you proudest of?');
const CONFLICT = script.sentence('How do you handle conflict?');
const WHY = 'Why do you want to work here?';

let em: RunningEmulator;
let fake: FakeDeepgram;
beforeAll(async () => {
  em = await startTestEmulator();
});
afterAll(async () => {
  await em?.close();
});
beforeEach(async () => {
  fake = await startFakeDeepgram({ apiKey: 'dg-failover', vocabulary: script.vocabulary });
});
afterEach(async () => {
  await fake.close();
});

async function session(env: Record<string, string> = {}, hello: Record<string, unknown> = {}) {
  const server = await startFailoverServer(em, {
    DEEPGRAM_API_KEY: 'dg-failover',
    DEEPGRAM_URL: fake.url,
    // Room for the fake's words spread over flite's speech: a gap between two is not the end.
    DEEPGRAM_ENDPOINTING_MS: '500',
    STT_RETRY_INITIAL_MS: '500',
    STT_RETRY_MAX_MS: '1000',
    ...env,
  });
  const client = await TestClient.open(server);
  const user = await createSignedInUser(em, 'ws-failover');
  expect(await client.hello(user.accessToken, hello)).toMatchObject({ type: 'ready', transcription: 'deepgram' });
  return { server, client, stream: new RealTimeStream(client) };
}

/** The cloud's final of a scripted sentence, heard as its words in capitals. */
const cloudFinal = (client: TestClient, text: string) => client.next((m) => m.type === 'transcript' && m.speech_final === true && m.transcription === text);

describe('recognition failover (Deepgram to Moonshine)', () => {
  it('the cloud refuses mid-session: within 2 s the offline recogniser transcribes, the words of the gap included, told once', async () => {
    const { server, client, stream } = await session();
    await stream.play(Buffer.concat([TELL.pcm, silence(1000)]));
    await cloudFinal(client, TELL.cloudText);
    fake.down(503);
    const outageAt = stream.sent;
    const switched = stream.sentWhen(isNotice('stt_fallback'));
    await stream.play(Buffer.concat([speak(WHY), silence(2500)]));
    expect((await switched) - outageAt).toBeLessThanOrEqual(20);
    const offline = await client.next((m) => m.type === 'transcript' && m.speech_final === true && isOffline(m), 20_000);
    expect(words(String(offline.transcription))).toEqual(expect.arrayContaining(['why', 'want', 'work', 'here']));
    expect(spokenFinals(client).map((m) => m.transcription)).toEqual([TELL.cloudText, offline.transcription]);
    const notices = client.messages.filter((m) => m.type === 'notice');
    expect(notices).toEqual([{ type: 'notice', code: 'stt_fallback', message: 'Cloud transcription is down; Cuecard switched to offline recognition (English)' }]);
    expect(client.messages.filter((m) => m.type === 'error')).toEqual([]);
    expect(await server.metrics.registry.metrics()).toContain('cuecard_failovers_total{provider="deepgram",direction="to_fallback"} 1');
    await client.close();
    await server.close();
  });

  it('the cloud stalls (takes the audio, says nothing): the offline recogniser takes over after STT_STALL_MS of speech, with all of it', async () => {
    const { server, client, stream } = await session({ STT_STALL_MS: '3000' });
    await stream.play(Buffer.concat([TELL.pcm, silence(1000)]));
    await cloudFinal(client, TELL.cloudText);
    fake.stall(true);
    const speechAt = stream.sent;
    const switched = stream.sentWhen(isNotice('stt_fallback'));
    await stream.play(Buffer.concat([speak(WHY), silence(3500)]));
    const after = (await switched) - speechAt;
    expect(after).toBeGreaterThanOrEqual(30);
    expect(after).toBeLessThanOrEqual(30 + 20);
    const offline = await client.next((m) => m.type === 'transcript' && m.speech_final === true && isOffline(m), 20_000);
    expect(words(String(offline.transcription))).toEqual(expect.arrayContaining(['why', 'want', 'work', 'here']));
    expect(client.messages.filter((m) => m.type === 'notice').map((m) => m.code)).toEqual(['stt_fallback']);
    expect(await server.metrics.registry.metrics()).toContain('cuecard_provider_errors_total{provider="deepgram",kind="stall"} 1');
    await client.close();
    await server.close();
  });

  it('the cloud comes back: one stt_restored, later utterances from the cloud, none lost or doubled across either switch', async () => {
    const { server, client, stream } = await session();
    await stream.play(Buffer.concat([TELL.pcm, silence(1000)]));
    await cloudFinal(client, TELL.cloudText);
    fake.down(503);
    await stream.play(Buffer.concat([speak(WHY), silence(2000)]));
    await client.next((m) => m.type === 'transcript' && m.speech_final === true && isOffline(m), 20_000);
    fake.down(undefined);
    // The next probe connects within a second of audio and first hears the last question again,
    // which it reads back and nobody is shown: the cloud has proved itself, and the session hands
    // back in this same quiet, so the next question is the cloud's already.
    await stream.play(silence(2500));
    await client.next(isNotice('stt_restored'), 10_000);
    await stream.play(Buffer.concat([PROUD.pcm, silence(1500)]));
    await cloudFinal(client, PROUD.cloudText);
    await stream.play(Buffer.concat([CONFLICT.pcm, silence(1500)]));
    await cloudFinal(client, CONFLICT.cloudText);

    const finals = spokenFinals(client);
    expect(finals.map((m) => (isOffline(m) ? 'offline' : String(m.transcription)))).toEqual([TELL.cloudText, 'offline', PROUD.cloudText, CONFLICT.cloudText]);
    expect(words(String(finals[1].transcription))).toEqual(expect.arrayContaining(['want', 'work']));
    expect(new Set(finals.map((m) => m.id)).size).toBe(4);
    expect(client.messages.filter((m) => m.type === 'notice').map((m) => m.code)).toEqual(['stt_fallback', 'stt_restored']);
    // Every utterance shown as interim text was ended, by its words or empty.
    const interims = new Set(client.messages.filter((m) => m.type === 'transcript' && m.speech_final === false).map((m) => m.id));
    const ended = new Set(client.messages.filter((m) => m.type === 'transcript' && m.speech_final === true).map((m) => m.id));
    expect([...interims].filter((id) => !ended.has(id))).toEqual([]);
    expect(await server.metrics.registry.metrics()).toContain('cuecard_failovers_total{provider="deepgram",direction="to_primary"} 1');
    await client.close();
    await server.close();
  });

  it('in Spanish the cloud going down pauses transcription (no offline transcripts), and the outage’s words come once it is back', async () => {
    const { server, client, stream } = await session({}, { language: 'es' });
    await stream.play(Buffer.concat([TELL.pcm, silence(1000)]));
    await cloudFinal(client, TELL.cloudText);
    expect(fake.connections[0]?.query.get('language')).toBe('es');
    fake.down(503);
    const paused = client.next(isNotice('stt_paused'), 10_000);
    await stream.play(Buffer.concat([PROUD.pcm, silence(1500)]));
    expect((await paused).message).toBe('Cloud transcription is down, and the offline recogniser does not hear Spanish: transcription has paused until it returns. Solve screen still works.');
    const before = client.messages.length;
    await stream.play(Array.from({ length: 10 }, silenceFrame).reduce((a, b) => Buffer.concat([a, b])));
    expect(client.messages.slice(before).filter((m) => m.type === 'transcript')).toEqual([]);
    fake.down(undefined);
    await stream.play(silence(1500));
    await cloudFinal(client, PROUD.cloudText);
    expect(client.messages.filter((m) => m.type === 'notice').map((m) => m.code)).toEqual(['stt_paused', 'stt_restored']);
    expect(client.messages.filter((m) => m.type === 'transcript' && isOffline(m))).toEqual([]);
    expect(spokenFinals(client).map((m) => m.transcription)).toEqual([TELL.cloudText, PROUD.cloudText]);
    await client.close();
    await server.close();
  });
});
