// Shared set-up for the ws-*.test.ts suites: an emulator, a ws-server in-process on a free
// port wired to it, signed-in users, a protocol client that records what it receives, and
// fake engines.
import { WebSocket } from 'ws';
import { DEV_SECRET_KEY } from '../../../emulators/dev-keys';
import type { RunningEmulator } from '../../../emulators/server';
import { serverMessage } from '../../../lib/protocol';
import { FRAME_MS, splitFrames } from '../../../ws-server/audio/pcm';
import { createWsServer, type RunningWsServer, type WsServerOptions } from '../../../ws-server/server';
import type { ServerConfig } from '../../../ws-server/config';
import type { AnswerEngine } from '../../../ws-server/llm/answer-engine';
import type { Transcriber, TranscriberListener } from '../../../ws-server/stt/transcriber';
import type { TranscriberFactory } from '../../../ws-server/session/ports';
import { anonClient, serviceClient } from './emulator';

export type Msg = Record<string, unknown> & { type: string };

export function testConfig(em: RunningEmulator, overrides: Partial<ServerConfig> = {}): Partial<ServerConfig> {
  return {
    port: 0,
    host: '127.0.0.1',
    supabaseUrl: em.url,
    supabaseSecretKey: DEV_SECRET_KEY,
    allowedOrigins: new Set(['http://localhost:3000']),
    anyOrigin: false,
    ...overrides,
  };
}

export function startWsServer(em: RunningEmulator, options: Partial<WsServerOptions> & { config?: Partial<ServerConfig> } = {}): Promise<RunningWsServer> {
  return createWsServer({
    createTranscriber: nullTranscriberFactory().factory,
    answerEngine: fixedAnswerEngine(['An answer.']),
    ...options,
    config: testConfig(em, options.config),
  });
}

let counter = 0;
export interface TestUser {
  userId: string;
  email: string;
  accessToken: string;
}

/** A confirmed user, signed in with a password, with an optional resume and plan usage. */
export async function createSignedInUser(em: RunningEmulator, label = 'ws'): Promise<TestUser> {
  const email = `${label}-${Date.now().toString(36)}-${++counter}@example.com`;
  const password = 'correct horse battery staple';
  const admin = serviceClient(em);
  const created = await admin.auth.admin.createUser({ email, password, email_confirm: true });
  if (created.error || !created.data.user) throw new Error(`createUser: ${created.error?.message}`);
  const signedIn = await anonClient(em).auth.signInWithPassword({ email, password });
  if (signedIn.error || !signedIn.data.session) throw new Error(`signIn: ${signedIn.error?.message}`);
  return { userId: created.data.user.id, email, accessToken: signedIn.data.session.access_token };
}

/** A protocol client: records every JSON message and the close code. */
export class TestClient {
  readonly messages: Msg[] = [];
  /** Messages that do not match the protocol's server schemas, or carry fields they do not know (should stay empty). */
  readonly violations: { message: Msg; problem: string }[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  readonly opened: Promise<void>;
  private waiters: { test: (m: Msg) => boolean; resolve: (m: Msg) => void }[] = [];

  constructor(
    readonly ws: WebSocket,
  ) {
    this.opened = new Promise((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    this.closed = new Promise((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
    ws.on('error', () => undefined);
    ws.on('message', (data, isBinary) => {
      if (isBinary) return;
      const m = JSON.parse(data.toString()) as Msg;
      this.messages.push(m);
      const checked = serverMessage.safeParse(m);
      if (!checked.success) this.violations.push({ message: m, problem: checked.error.issues[0]?.message ?? 'invalid' });
      // The browser's parse drops unknown fields without a word: a field missing from the schema never reaches it.
      const unknown = checked.success ? Object.keys(m).filter((key) => !(key in checked.data)) : [];
      if (unknown.length > 0) this.violations.push({ message: m, problem: `fields the schema does not know: ${unknown.join(', ')}` });
      for (const w of [...this.waiters]) {
        if (w.test(m)) {
          this.waiters.splice(this.waiters.indexOf(w), 1);
          w.resolve(m);
        }
      }
    });
  }

  static async open(server: Pick<RunningWsServer, 'url'>, path = '/tab', origin = 'http://localhost:3000'): Promise<TestClient> {
    const client = new TestClient(new WebSocket(server.url + path, { headers: { origin } }));
    await client.opened;
    return client;
  }

  sendJson(message: unknown): void {
    this.ws.send(JSON.stringify(message));
  }

  /** Resolves with the first message (already received or future) that matches. */
  next(test: (m: Msg) => boolean, timeoutMs = 15_000): Promise<Msg> {
    const seen = this.messages.find(test);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching message within ${timeoutMs} ms; got ${JSON.stringify(this.messages.map((m) => m.type))}`)), timeoutMs);
      this.waiters.push({ test, resolve: (m) => (clearTimeout(timer), resolve(m)) });
    });
  }

  type(type: string, timeoutMs?: number): Promise<Msg> {
    return this.next((m) => m.type === type, timeoutMs);
  }

  /** Sends 16 kHz PCM as 100 ms binary frames at real-time pace, as a browser's capture does. */
  async sendRealTime(pcm: Buffer): Promise<void> {
    const started = Date.now();
    for (const [i, frame] of splitFrames(pcm).entries()) {
      this.ws.send(frame);
      await new Promise((r) => setTimeout(r, Math.max(0, started + (i + 1) * FRAME_MS - Date.now())));
    }
  }

  async hello(accessToken: string, extra: Record<string, unknown> = {}): Promise<Msg> {
    this.sendJson({ type: 'hello', access_token: accessToken, ...extra });
    return this.next((m) => m.type === 'ready' || m.type === 'error' || m.type === 'credit_limit');
  }

  /** Closes normally, after checking every message received matched the protocol. */
  close(): Promise<{ code: number; reason: string }> {
    expect(this.violations).toEqual([]);
    if (this.ws.readyState === WebSocket.OPEN) this.ws.close(1000);
    return this.closed;
  }
}

/** A transcriber that hears nothing and counts what it is fed. */
export function nullTranscriberFactory() {
  const stats = { frames: 0, bytes: 0, created: 0, closed: 0 };
  const factory: TranscriberFactory = () => {
    stats.created++;
    return {
      push(frame) {
        stats.frames++;
        stats.bytes += frame.length;
      },
      finish: async () => undefined,
      close: () => void stats.closed++,
    };
  };
  return { factory, stats };
}

/** A transcriber the test drives: `say()` emits transcripts to the latest session's listener. */
export function scriptedTranscriberFactory() {
  const listeners: TranscriberListener[] = [];
  const factory: TranscriberFactory = (listener): Transcriber => {
    listeners.push(listener);
    return { push: () => undefined, finish: async () => undefined, close: () => undefined };
  };
  return {
    factory,
    listeners,
    say(utteranceId: string, text: string, speechFinal = true) {
      listeners[listeners.length - 1].onTranscript({ utteranceId, text, speechFinal });
    },
  };
}

/**
 * Transcribers a /both test speaks through, one listener per channel of the newest session:
 * `say('mic', id, text)` is the candidate, `say('tab', …)` the interviewer; `pushed` counts frames.
 */
export function channelTranscriberFactory() {
  const listeners: Record<'tab' | 'mic', TranscriberListener[]> = { tab: [], mic: [] };
  const pushed = { tab: 0, mic: 0 };
  const factory: TranscriberFactory = (listener, ctx) => {
    listeners[ctx.source].push(listener);
    return { push: () => void pushed[ctx.source]++, finish: async () => undefined, close: () => undefined };
  };
  const say = (channel: 'tab' | 'mic', id: string, text: string, final = true) => listeners[channel].at(-1)!.onTranscript({ utteranceId: id, text, speechFinal: final });
  return { factory, say, pushed, listeners };
}

/** Yields the given chunks, each after `delayMs`, honouring the abort signal. */
export function fixedAnswerEngine(chunks: string[], delayMs = 0): AnswerEngine & { requests: unknown[] } {
  const requests: unknown[] = [];
  return {
    source: 'ai',
    requests,
    async *stream(request, signal) {
      requests.push(request);
      for (const chunk of chunks) {
        if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
        if (signal.aborted) return;
        yield chunk;
      }
    },
  };
}
