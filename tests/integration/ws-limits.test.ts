// Limits and hostile input: oversized messages, floods, too many sessions, and 10,000 fuzzed
// messages that must neither crash the server nor end a session.
import crypto from 'node:crypto';
import { WebSocket } from 'ws';
import type { RunningEmulator } from '../../emulators/server';
import { transportMaxPayload } from '../../ws-server/limits/message-size';
import type { RunningWsServer } from '../../ws-server/server';
import { startTestEmulator } from './helpers/emulator';
import { createSignedInUser, fixedAnswerEngine, nullTranscriberFactory, startWsServer, TestClient, type TestUser } from './helpers/ws-harness';

jest.setTimeout(60_000);
process.env.LOG_LEVEL = 'error';

describe('ws-server limits', () => {
  let em: RunningEmulator;
  let strict: RunningWsServer;
  let lenient: RunningWsServer;
  let user: TestUser;
  const transcriber = nullTranscriberFactory();

  beforeAll(async () => {
    em = await startTestEmulator();
    strict = await startWsServer(em, { config: { maxFrameBytes: 6400, maxTextBytes: 4096, maxFramesPerSecond: 20, maxSessionsPerUser: 2 } });
    lenient = await startWsServer(em, {
      config: { maxFramesPerSecond: 1_000_000, maxTextPerSecond: 1_000_000, audioBurstSeconds: 1_000_000, maxSessionsPerUser: 10 },
      createTranscriber: transcriber.factory,
      answerEngine: fixedAnswerEngine(['Short ', 'answer.']),
    });
    user = await createSignedInUser(em, 'ws-limits');
  });
  afterAll(async () => {
    await strict?.close();
    await lenient?.close();
    await em?.close();
  });

  async function ready(server: RunningWsServer): Promise<TestClient> {
    const client = await TestClient.open(server);
    expect(await client.hello(user.accessToken)).toMatchObject({ type: 'ready' });
    return client;
  }

  it('closes with 4413 on an audio frame larger than allowed', async () => {
    const client = await ready(strict);
    client.ws.send(Buffer.alloc(6402));
    expect((await client.closed).code).toBe(4413);
    expect(client.messages).toContainEqual(expect.objectContaining({ type: 'error', code: 'too_large' }));
  });

  it('closes with 4413 on a text message larger than allowed, even before hello', async () => {
    const client = await TestClient.open(strict);
    client.sendJson({ type: 'hello', access_token: user.accessToken, resume: 'x'.repeat(5000) });
    expect((await client.closed).code).toBe(4413);
  });

  it('closes with 1009 (the transport cap) on a message beyond what ws will buffer', async () => {
    const client = await ready(strict);
    // The cap sits above the largest message allowed, a screen_question's 3 MiB.
    client.ws.send(Buffer.alloc(transportMaxPayload({ maxFrameBytes: 6400, maxTextBytes: 4096 }) + 1));
    expect((await client.closed).code).toBe(1009);
  });

  it("cuts off a socket that sends more than a hello's worth before it is ready, before the rest is buffered", async () => {
    const client = await TestClient.open(strict);
    // A 2 MiB text message in 64 KiB fragments, with no hello: far under the transport cap.
    const fragments = 32;
    let sent = 0;
    let closed = false;
    void client.closed.then(() => (closed = true));
    for (let i = 0; i < fragments && !closed; i++) {
      client.ws.send(Buffer.alloc(64 * 1024, 0x61), { binary: false, fin: i === fragments - 1 });
      sent++;
      await new Promise((r) => setTimeout(r, 30));
    }
    expect((await client.closed).code).toBe(1006);
    // The cap is one text message (4 KiB here) and 64 KiB besides: the server let go well before 2 MiB.
    expect(sent).toBeLessThan(8);
  });

  it('closes with 4429 when audio frames arrive much faster than 10 a second', async () => {
    const client = await ready(strict);
    for (let i = 0; i < 200; i++) client.ws.send(Buffer.alloc(3200));
    expect((await client.closed).code).toBe(4429);
    expect(client.messages).toContainEqual(expect.objectContaining({ type: 'error', code: 'too_fast' }));
  });

  it('refuses a user a third concurrent session (4429), and accepts one again when a slot frees', async () => {
    const a = await ready(strict);
    const b = await ready(strict);
    const c = await TestClient.open(strict);
    expect(await c.hello(user.accessToken)).toMatchObject({ type: 'error', code: 'too_fast' });
    expect((await c.closed).code).toBe(4429);
    await a.close();
    // The server lets go of the slot after its close event and the lease's release in the
    // database, which a busy machine takes longer than a fixed wait over: try until it is free.
    let d: TestClient | undefined;
    for (let attempt = 0; !d && attempt < 20; attempt++) {
      await new Promise((r) => setTimeout(r, 150));
      const client = await TestClient.open(strict);
      const reply = await client.hello(user.accessToken);
      if (reply.type === 'ready') d = client;
      else await client.closed;
    }
    expect(d).toBeDefined();
    await Promise.all([b.close(), d!.close()]);
  });

  it('terminates a socket that stops answering pings, and ends its metering', async () => {
    // Long enough for hello → ready (a lease and a usage row in the database) to come first.
    const beating = await startWsServer(em, { config: { heartbeatMs: 600 } });
    try {
      const ws = new WebSocket(`${beating.url}/tab`, { autoPong: false });
      const client = new TestClient(ws);
      await client.opened;
      expect(await client.hello(user.accessToken)).toMatchObject({ type: 'ready' });
      expect((await client.closed).code).toBe(1006); // cut off, no closing handshake
      for (let i = 0; i < 40 && beating.sessionCount() > 0; i++) await new Promise((r) => setTimeout(r, 25));
      expect(beating.sessionCount()).toBe(0);
    } finally {
      await beating.close();
    }
  });

  it('survives 10,000 fuzzed messages on one session: every bad one gets bad_message and the session lives on', async () => {
    const client = await ready(lenient);
    const framesBefore = transcriber.stats.frames;
    const random = seeded(42);
    let expectedErrors = 0;
    let evenFrames = 0;
    for (let i = 0; i < 10_000; i++) {
      const kind = i % 10;
      if (kind < 3) {
        const bytes = crypto.randomBytes(1 + Math.floor(random() * 4000));
        client.ws.send(bytes);
        if (bytes.length % 2 === 1) expectedErrors++;
        else evenFrames++;
      } else if (kind < 6) {
        client.ws.send(JSON.stringify(randomJson(random, 3)));
        expectedErrors++;
      } else if (kind < 9) {
        client.ws.send(JSON.stringify(wrongTypes(random)));
        expectedErrors++;
      } else {
        client.ws.send(crypto.randomBytes(1 + Math.floor(random() * 200)).toString('latin1'));
        expectedErrors++;
      }
      if (i % 500 === 499) await new Promise((r) => setImmediate(r));
    }
    const errors = () => client.messages.filter((m) => m.type === 'error');
    await waitFor(() => errors().length >= expectedErrors, 30_000);
    expect(errors().length).toBe(expectedErrors);
    expect(errors().every((m) => m.code === 'bad_message' && typeof m.message === 'string')).toBe(true);
    expect(transcriber.stats.frames - framesBefore).toBe(evenFrames);

    // Still alive and still useful.
    client.sendJson({ type: 'trigger_response', question: 'What is your greatest strength?' });
    const last = await client.next((m) => m.type === 'answer' && m.speech_final === true);
    expect(last).toMatchObject({ ai_answer: true, status: 'complete' });
    expect(client.ws.readyState).toBe(client.ws.OPEN);
    await client.close();

    const another = await ready(lenient);
    await another.close();
  });
});

async function waitFor(test: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!test()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const KEYS = ['type', 'data', 'question', 'access_token', 'resume', 'jobDescription', 'mode', 'x', '__proto__', 'constructor'];
const VALID_TYPES = new Set(['hello', 'resume', 'job_description', 'trigger_response']);

/** Any JSON value except an object whose type is a real message type. */
function randomJson(random: () => number, depth: number): unknown {
  const pick = Math.floor(random() * (depth > 0 ? 8 : 6));
  switch (pick) {
    case 0:
      return null;
    case 1:
      return random() < 0.5;
    case 2:
      return random() < 0.1 ? Number.MAX_SAFE_INTEGER : (random() - 0.5) * 1e6;
    case 3:
      return randomString(random);
    case 4:
      return '';
    case 5:
      return random() < 0.5 ? 0 : -1;
    case 6:
      return Array.from({ length: Math.floor(random() * 4) }, () => randomJson(random, depth - 1));
    default: {
      const o: Record<string, unknown> = {};
      for (let i = Math.floor(random() * 4); i > 0; i--) o[KEYS[Math.floor(random() * KEYS.length)]] = randomJson(random, depth - 1);
      if (typeof o.type === 'string' && VALID_TYPES.has(o.type)) o.type = `${o.type}!`;
      return o;
    }
  }
}

/** Real message types with fields of the wrong type or shape, and a second hello. */
function wrongTypes(random: () => number): unknown {
  const bad = [null, 42, true, [], {}, ['a'], { a: 1 }];
  const v = bad[Math.floor(random() * bad.length)];
  const cases = [
    { type: 'resume', data: v },
    { type: 'job_description', data: v },
    { type: 'trigger_response', question: v },
    { type: 'trigger_response', question: '   ' },
    { type: 'trigger_response' },
    { type: 'resume', data: 'x'.repeat(100_001) },
    { type: 'hello', access_token: 'again' },
    { type: 'TRIGGER_RESPONSE', question: 'Why?' },
    { type: v },
  ];
  return cases[Math.floor(random() * cases.length)];
}

function randomString(random: () => number): string {
  return Array.from({ length: Math.floor(random() * 20) }, () => String.fromCharCode(Math.floor(random() * 0xffff))).join('');
}
