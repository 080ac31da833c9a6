// The ws-server lets nobody in without a valid Supabase access token in the first message.
import crypto from 'node:crypto';
import { WebSocket } from 'ws';
import { signAccessToken } from '../../emulators/jwt';
import type { RunningEmulator } from '../../emulators/server';
import type { RunningWsServer } from '../../ws-server/server';
import { startTestEmulator } from './helpers/emulator';
import { createSignedInUser, nullTranscriberFactory, startWsServer, TestClient, type TestUser } from './helpers/ws-harness';

jest.setTimeout(30_000);
process.env.LOG_LEVEL = 'error';

describe('ws-server authentication', () => {
  let em: RunningEmulator;
  let server: RunningWsServer;
  let user: TestUser;
  const transcriber = nullTranscriberFactory();

  beforeAll(async () => {
    em = await startTestEmulator();
    server = await startWsServer(em, { config: { helloTimeoutMs: 300 }, createTranscriber: transcriber.factory });
    user = await createSignedInUser(em, 'ws-auth');
  });
  afterAll(async () => {
    await server?.close();
    await em?.close();
  });

  it('closes with 4408 when no hello arrives in time', async () => {
    const client = await TestClient.open(server);
    const { code } = await client.closed;
    expect(code).toBe(4408);
    expect(client.messages).toContainEqual(expect.objectContaining({ type: 'error', code: 'hello_timeout' }));
  });

  it('closes with 4401 for a token that is not a JWT', async () => {
    const client = await TestClient.open(server);
    const reply = await client.hello('not-a-token');
    expect(reply).toMatchObject({ type: 'error', code: 'not_authenticated' });
    expect((await client.closed).code).toBe(4401);
  });

  it('closes with 4401 for an expired token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = signAccessToken({ sub: user.userId, role: 'authenticated', aud: 'authenticated', iat: now - 7200, exp: now - 3600 });
    const client = await TestClient.open(server);
    expect(await client.hello(expired)).toMatchObject({ type: 'error', code: 'not_authenticated' });
    expect((await client.closed).code).toBe(4401);
  });

  it('closes with 4401 for a token signed with another key under the project key id', async () => {
    const [header, body] = user.accessToken.split('.');
    const { privateKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const forged = crypto.sign('sha256', Buffer.from(`${header}.${body}`), { key: privateKey, dsaEncoding: 'ieee-p1363' }).toString('base64url');
    const client = await TestClient.open(server);
    expect(await client.hello(`${header}.${body}.${forged}`)).toMatchObject({ type: 'error', code: 'not_authenticated' });
    expect((await client.closed).code).toBe(4401);
  });

  it('closes with 4401 for a token of another role (the anon key is not a user)', async () => {
    const now = Math.floor(Date.now() / 1000);
    const anon = signAccessToken({ role: 'anon', iat: now, exp: now + 3600 });
    const client = await TestClient.open(server);
    await client.hello(anon);
    expect((await client.closed).code).toBe(4401);
  });

  it('answers a valid hello with ready, the plan limit and a history session id', async () => {
    const client = await TestClient.open(server, '/mic');
    const ready = await client.hello(user.accessToken, { mode: 'auto' });
    expect(ready).toMatchObject({ type: 'ready', protocol: 1, source: 'mic', mode: 'auto', transcription: 'offline', answers: 'ai', used: 0, limit: 30 });
    expect(typeof ready.session_id).toBe('string');
    await client.close();
  });

  it('processes nothing before hello: a text message closes with 4401, and so does audio', async () => {
    const before = transcriber.stats.frames;
    const text = await TestClient.open(server);
    text.sendJson({ type: 'trigger_response', question: 'Why?' });
    expect((await text.closed).code).toBe(4401);
    expect(text.messages).toContainEqual(expect.objectContaining({ type: 'error', code: 'not_authenticated' }));

    const audio = await TestClient.open(server);
    audio.ws.send(Buffer.alloc(3200));
    expect((await audio.closed).code).toBe(4401);
    expect(transcriber.stats.frames).toBe(before);
  });

  it('refuses the upgrade from an origin that is not allowed, and paths other than /tab and /mic', async () => {
    const status = (url: string, origin: string) =>
      new Promise<number>((resolve) => {
        const ws = new WebSocket(url, { headers: { origin } });
        ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        ws.on('open', () => resolve(101));
        ws.on('error', () => undefined);
      });
    expect(await status(`${server.url}/tab`, 'https://evil.example')).toBe(403);
    expect(await status(`${server.url}/other`, 'http://localhost:3000')).toBe(404);
  });
});
