// A client that resets its connection while a fake recogniser refuses it (the 503 of an outage,
// a 401) must not throw ECONNRESET out of the test process: Node takes its own error listener off
// an upgraded socket, so the fake adds one. CI once lost a whole failover suite to this.
import net from 'node:net';
import { startFakeDeepgram } from '../fixtures/engine/fake-deepgram';
import { startFakeDeepgramVoices } from '../fixtures/engine/fake-deepgram-voices';

const UPGRADE = 'GET /v1/listen HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n';

/** Sends an upgrade with a body the fake will not read, then resets: the fake's write meets a reset. */
async function resetWhileRefused(url: string, times: number): Promise<void> {
  const port = Number(new URL(url.replace(/^ws/, 'http')).port);
  for (let i = 0; i < times; i++) {
    await new Promise<void>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(UPGRADE + 'x'.repeat(100_000));
        socket.resetAndDestroy();
        setTimeout(resolve, 10);
      });
    });
  }
  await new Promise((r) => setTimeout(r, 100));
}

it('the fake Deepgram refusing during an outage survives clients that reset', async () => {
  const fake = await startFakeDeepgram({ apiKey: 'k', vocabulary: [] });
  fake.down(503);
  await resetWhileRefused(fake.url, 20);
  expect(fake.attempts()).toBe(20);
  await fake.close();
});

it('the fake Deepgram of voices refusing a bad key survives clients that reset', async () => {
  const fake = await startFakeDeepgramVoices({ apiKey: 'k', lines: [] });
  await resetWhileRefused(fake.url, 20);
  await fake.close();
});
