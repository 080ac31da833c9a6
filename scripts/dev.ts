// npm run dev: the emulators (when Supabase is the local one), the ws-server and Next.js,
// with prefixed output; Ctrl-C stops them all.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DEV_SITE_URL, DEV_SUPABASE_URL } from '../lib/dev-defaults';
import { devOrigins, networkHosts } from '../lib/dev-origins';
import { loadDotEnv } from '../lib/server/load-dot-env';
import { toError } from '../lib/errors/to-error';
import { stopChildren, stopWaitMs } from './stop-children';
import { TSX_IMPORT } from './tsx-import';

const root = path.resolve(__dirname, '..');
loadDotEnv(root);

const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const supabaseUrl = process.env.NEXT_PUBLIC_SUPABASE_URL || DEV_SUPABASE_URL;
const useEmulators = supabaseUrl === DEV_SUPABASE_URL;
const children: ChildProcess[] = [];

function run(label: string, command: string, args: string[]): ChildProcess {
  const child = spawn(command, args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${label}] `;
  for (const stream of [child.stdout!, child.stderr!]) {
    let buffer = '';
    stream.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(prefix + line + '\n');
    });
  }
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${prefix}exited (${signal ?? code}); stopping the others.`);
      void stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

let stopping = false;
let database: ChildProcess | undefined;
async function stop(code = 0, signal: NodeJS.Signals = 'SIGTERM'): Promise<never> {
  if (stopping) return new Promise<never>(() => undefined);
  stopping = true;
  await stopChildren({ apps: children.filter((c) => c !== database), database, signal, timeoutMs: stopWaitMs() });
  process.exit(code);
}
process.on('SIGINT', () => void stop(0, 'SIGINT'));
process.on('SIGTERM', () => void stop(0, 'SIGTERM'));

async function main() {
  // The ws-server's default recogniser is Moonshine, whose model comes from the npm registry,
  // with Debian's pocketsphinx standing in while that model is missing: get both where we can.
  // Without them the app still runs; the ws-server says what is missing.
  if (!process.env.DEEPGRAM_API_KEY && !process.env.STT_OPENAI_BASE_URL) {
    const fetch = spawnSync('bash', [path.join(root, 'scripts', 'fetch-moonshine-model.sh')], { stdio: ['ignore', 'ignore', 'inherit'] });
    if (fetch.status !== 0) console.warn('Continuing without the Moonshine model: pocketsphinx recognises speech instead (see above).');
    const setup = spawnSync('bash', [path.join(root, 'scripts', 'setup-system.sh'), 'run'], { stdio: 'inherit' });
    if (setup.status !== 0) console.warn('Continuing without pocketsphinx (see above).');
  }
  if (useEmulators) {
    database = run('emulators', process.execPath, TSX_IMPORT.concat('emulators/main.ts'));
    await waitFor(`${DEV_SUPABASE_URL}/health`, 120_000);
  } else {
    console.log(`Using the Supabase project at ${supabaseUrl} (emulators not started).`);
  }
  // The interview socket checks Origin: a page opened at any URL the dev server answers on must connect too.
  process.env.WS_ALLOWED_ORIGINS ??= [
    new URL(process.env.NEXT_PUBLIC_SITE_URL || DEV_SITE_URL).origin,
    ...devOrigins().map((host) => `http://${host}:${process.env.PORT ?? '3000'}`),
  ].join(',');
  if (fs.existsSync(path.join(root, 'ws-server', 'main.ts'))) run('ws-server', process.execPath, TSX_IMPORT.concat('ws-server/main.ts'));
  run('web', bin('next'), ['dev', '--port', process.env.PORT ?? '3000']);
  await waitFor(`http://localhost:${process.env.PORT ?? '3000'}/`, 180_000).catch(() => undefined);
  console.log(
    [
      '',
      'Cuecard AI is running:',
      `  App         http://localhost:${process.env.PORT ?? '3000'}`,
      // next.config.ts allows these same hosts (allowedDevOrigins), so every URL printed here works.
      ...networkHosts().map((host) => `  Network     http://${host}:${process.env.PORT ?? '3000'}`),
      useEmulators ? `  Supabase    ${DEV_SUPABASE_URL} (embedded emulator)` : `  Supabase    ${supabaseUrl}`,
      useEmulators ? `  Mail inbox  ${DEV_SUPABASE_URL}/inbox` : '',
      'Press Ctrl-C to stop.',
      '',
    ]
      .filter(Boolean)
      .join('\n'),
  );
}

main().catch((err: unknown) => {
  console.error(toError(err).message);
  void stop(1);
});
