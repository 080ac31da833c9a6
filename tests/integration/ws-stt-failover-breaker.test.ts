/**
 * @jest-environment ./tests/fixtures/jest-node-native-arrays-environment.js
 */
// The cloud recogniser's circuit breaker, one per server, against the fake OpenAI-compatible
// transcription server: uploads refused (503) fail each session over to the real Moonshine;
// after repeated failures across sessions the breaker opens and a new session starts on the
// offline recogniser at once, sending the cloud nothing; after the cool-down (the breaker's
// injected clock) one session probes, and its success closes the breaker. Each state is in the
// server's metrics.
import type { RunningEmulator } from '../../emulators/server';
import { words } from '../../bench/interview-replay/word-error-rate';
import { startFakeTranscriptionServer, type FakeTranscriptionServer } from '../fixtures/engine/fake-openai-transcription';
import { speak } from '../fixtures/engine/flite-speech';
import { silence } from '../fixtures/engine/synthetic-audio';
import { startTestEmulator } from './helpers/emulator';
import { isNotice, isOffline, RealTimeStream, startFailoverServer } from './helpers/failover-harness';
import { createSignedInUser, TestClient, type Msg } from './helpers/ws-harness';
import type { RunningWsServer } from '../../ws-server/server';

jest.setTimeout(90_000);
process.env.LOG_LEVEL = 'error';

const WHY = speak('Why do you want to work here?');
const CLOUD_TEXT = 'Why do you want to work here?';
const COOL_DOWN_MS = 30_000;

let em: RunningEmulator;
let cloud: FakeTranscriptionServer;
let up = false;
let clock = 0;
let server: RunningWsServer;

beforeAll(async () => {
  em = await startTestEmulator();
  cloud = await startFakeTranscriptionServer(() => (up ? { text: CLOUD_TEXT } : { status: 503 }));
  server = await startFailoverServer(
    em,
    {
      STT_OPENAI_BASE_URL: cloud.baseUrl,
      STT_OPENAI_API_KEY: 'sk-failover',
      STT_BREAKER_FAILURES: '2',
      STT_BREAKER_WINDOW_MS: '60000',
      STT_BREAKER_COOLDOWN_MS: String(COOL_DOWN_MS),
      // No background retries within these sessions: every cloud attempt here is a session's first.
      STT_RETRY_INITIAL_MS: '60000',
      STT_RETRY_MAX_MS: '60000',
    },
    () => clock,
  );
});
afterAll(async () => {
  await server?.close();
  await cloud?.close();
  await em?.close();
});

async function session(label: string) {
  const client = await TestClient.open(server);
  const user = await createSignedInUser(em, label);
  expect(await client.hello(user.accessToken)).toMatchObject({ type: 'ready', transcription: 'openai' });
  return { client, stream: new RealTimeStream(client) };
}

const finalOf = (client: TestClient, test: (m: Msg) => boolean) => client.next((m) => m.type === 'transcript' && m.speech_final === true && String(m.transcription).trim() !== '' && test(m), 30_000);
const breakerMetric = async () => /cuecard_breaker_state\{provider="openai"\} (\d)/.exec(await server.metrics.registry.metrics())?.[1];

describe('the cloud recogniser’s circuit breaker (OpenAI-compatible to Moonshine)', () => {
  it('opens after repeated failures across sessions, starts new sessions offline without trying the cloud, then lets one probe decide', async () => {
    expect(await breakerMetric()).toBe('0');
    // Two sessions, one after the other, each refused: each fails over on its own.
    for (const label of ['breaker-a', 'breaker-b']) {
      const { client, stream } = await session(label);
      const before = cloud.uploads.length;
      await stream.play(Buffer.concat([WHY, silence(1500)]));
      await client.next(isNotice('stt_fallback'), 15_000);
      expect(cloud.uploads.length).toBeGreaterThan(before);
      expect(words(String((await finalOf(client, isOffline)).transcription))).toEqual(expect.arrayContaining(['want', 'work']));
      await client.close();
    }
    expect(await breakerMetric()).toBe('2'); // open

    // While it is open, a new session is on the offline recogniser from the start, and says so.
    const open = await session('breaker-c');
    await open.client.next(isNotice('stt_fallback'), 5_000);
    const uploads = cloud.uploads.length;
    await open.stream.play(Buffer.concat([WHY, silence(1500)]));
    expect(words(String((await finalOf(open.client, isOffline)).transcription))).toEqual(expect.arrayContaining(['want', 'work']));
    expect(cloud.uploads.length).toBe(uploads);
    await open.client.close();

    // After the cool-down the next session is the one probe; another opened meanwhile waits offline.
    up = true;
    clock += COOL_DOWN_MS;
    const probe = await session('breaker-d');
    expect(await breakerMetric()).toBe('1'); // half open
    const waiting = await session('breaker-e');
    await waiting.client.next(isNotice('stt_fallback'), 5_000);
    await probe.stream.play(Buffer.concat([WHY, silence(1500)]));
    expect((await finalOf(probe.client, (m) => !isOffline(m))).transcription).toBe(CLOUD_TEXT);
    expect(probe.client.messages.filter((m) => m.type === 'notice')).toEqual([]);
    expect(await breakerMetric()).toBe('0'); // closed
    await probe.client.close();
    await waiting.client.close();

    const metrics = await server.metrics.registry.metrics();
    expect(metrics).toContain('cuecard_provider_errors_total{provider="openai",kind="stt_failed"} 2');
    expect(metrics).toContain('cuecard_failovers_total{provider="openai",direction="to_fallback"} 4');
  });
});
