// Audio is bounded to about real time: a client streaming faster than it could speak is
// closed with 4429 too_fast within seconds; one streaming at real time, with the jitter and
// small stalls of a real network, never is.
import type { RunningEmulator } from '../../emulators/server';
import type { RunningWsServer } from '../../ws-server/server';
import { startTestEmulator } from './helpers/emulator';
import { createSignedInUser, nullTranscriberFactory, startWsServer, TestClient, type TestUser } from './helpers/ws-harness';

jest.setTimeout(60_000);
process.env.LOG_LEVEL = 'error';

const BYTES_PER_SECOND = 32_000; // 16 kHz s16le

describe('ws-server audio rate', () => {
  let em: RunningEmulator;
  let server: RunningWsServer;
  let user: TestUser;
  const transcriber = nullTranscriberFactory();

  beforeAll(async () => {
    em = await startTestEmulator();
    // The defaults: 50 frames a second, frames up to 1 s of audio, a 5 s audio bucket refilled at 1.5x.
    server = await startWsServer(em, { createTranscriber: transcriber.factory, config: { maxSessionsPerUser: 10 } });
    user = await createSignedInUser(em, 'ws-audio-rate');
  });
  afterAll(async () => {
    await server?.close();
    await em?.close();
  });

  async function ready(): Promise<TestClient> {
    const client = await TestClient.open(server);
    expect(await client.hello(user.accessToken)).toMatchObject({ type: 'ready' });
    return client;
  }

  it('closes 10x real-time audio with 4429 too_fast within a few seconds', async () => {
    const client = await ready();
    const started = Date.now();
    let closedAt: number | undefined;
    void client.closed.then(() => (closedAt = Date.now()));
    // One-second frames ten times a second: well within the frame-count limit, ten times real time.
    for (let i = 0; i < 100 && closedAt === undefined && client.ws.readyState === client.ws.OPEN; i++) {
      client.ws.send(Buffer.alloc(BYTES_PER_SECOND));
      await new Promise((r) => setTimeout(r, 100));
    }
    const { code } = await Promise.race([client.closed, new Promise<{ code: number }>((r) => setTimeout(() => r({ code: -1 }), 2_000))]);
    const elapsed = (closedAt ?? Date.now()) - started;
    process.stdout.write(`10x real-time audio: closed with ${code} after ${elapsed} ms\n`);
    expect(code).toBe(4429);
    expect(elapsed).toBeLessThan(3_000);
    expect(client.messages).toContainEqual(expect.objectContaining({ type: 'error', code: 'too_fast' }));
  });

  it('never closes real-time audio with jitter and a short stall', async () => {
    const client = await ready();
    const framesBefore = transcriber.stats.frames;
    const frame = Buffer.alloc(BYTES_PER_SECOND / 10);
    let seed = 11;
    const jitter = () => ((seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32) * 80 - 40;
    const started = Date.now();
    const frames = 60; // 6 s of audio
    for (let i = 0; i < frames; i++) {
      // Frames 20–29 are held back for a second (a stall), then arrive together.
      const due = i >= 20 && i < 30 ? 3_000 : i * 100 + jitter();
      const wait = started + due - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      client.ws.send(frame);
    }
    await new Promise((r) => setTimeout(r, 300));
    expect(client.ws.readyState).toBe(client.ws.OPEN);
    expect(transcriber.stats.frames - framesBefore).toBe(frames);
    await client.close();
  });
});
