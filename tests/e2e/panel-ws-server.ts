// A ws-server for the panel spec: the real one (`tsx ws-server/main.ts`) on the e2e emulators,
// with its Deepgram pointed at a fake through DEEPGRAM_URL, as an operator points it at a
// self-hosted Deepgram. The shared e2e ws-server keeps the offline recogniser the other specs
// hear real speech with, and the app's build knows that one URL only, so the page's interview
// socket is relayed to this server (routeWebSocket): browser and server speak the protocol as
// they always do, every message passing through unchanged.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { WebSocket } from 'ws';
import { freePort } from '../../lib/server/free-port';
import { startFakeDeepgramVoices, type FakeDeepgramVoices, type ScriptedLine } from '../fixtures/engine/fake-deepgram-voices';
import { APP_URL, EMULATOR_URL } from './auth-helpers';

export interface PanelWsServer {
  fake: FakeDeepgramVoices;
  /** Relays the page's interview socket to this server. */
  relay(page: Page): Promise<void>;
  /** The session ids the server's `ready` messages named, in order. */
  sessionIds: string[];
  close(): Promise<void>;
}

const API_KEY = 'dg-e2e-panel';

export async function startPanelWsServer(lines: ScriptedLine[]): Promise<PanelWsServer> {
  const fake = await startFakeDeepgramVoices({ apiKey: API_KEY, lines });
  const port = await freePort();
  const child = spawn(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), 'ws-server/main.ts'], {
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      WS_PORT: String(port),
      SUPABASE_URL: EMULATOR_URL,
      NEXT_PUBLIC_SITE_URL: APP_URL,
      WS_ALLOWED_ORIGINS: APP_URL,
      STT_PROVIDER: 'deepgram',
      DEEPGRAM_API_KEY: API_KEY,
      DEEPGRAM_URL: fake.url,
      STT_FALLBACK: 'false',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await listening(child);
  const sessionIds: string[] = [];
  return {
    fake,
    sessionIds,
    relay: (page) =>
      page.routeWebSocket(/\/(tab|mic|both)$/, (route) => {
        const upstream = new WebSocket(`ws://127.0.0.1:${port}${new URL(route.url()).pathname}`, { headers: { origin: APP_URL } });
        const early: (string | Buffer)[] = [];
        upstream.on('open', () => early.splice(0).forEach((m) => upstream.send(m)));
        route.onMessage((m) => (upstream.readyState === WebSocket.OPEN ? upstream.send(m) : early.push(m)));
        upstream.on('message', (data, isBinary) => {
          const text = isBinary ? undefined : data.toString();
          if (text?.includes('"type":"ready"')) sessionIds.push(String((JSON.parse(text) as { session_id: string }).session_id));
          route.send(text ?? (data as Buffer));
        });
        // 1005 and 1006 say no code was sent: they cannot be sent on.
        upstream.on('close', (code, reason) => void route.close({ code: code === 1005 || code === 1006 ? 1000 : code, reason: reason.toString() }));
        upstream.on('error', () => undefined);
        route.onClose((code, reason) => upstream.close(code === undefined || code === 1005 ? 1000 : code, reason));
      }),
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await fake.close();
    },
  };
}

/** Resolves once the server logs that it listens; fails with its exit. */
function listening(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let buffered = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      if (buffered.includes('"ws_server_listening"')) resolve();
      if (buffered.length > 100_000) buffered = buffered.slice(-10_000);
    });
    child.once('exit', (code) => reject(new Error(`the panel ws-server exited (${code}) before listening`)));
  });
}
