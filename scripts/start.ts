// npm start: the production form (after npm run build): Next.js, the ws-server, and the
// emulators only when Supabase is the local one (a laptop demo of the production build).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DEV_SUPABASE_URL } from '../lib/dev-defaults';
import { loadDotEnv } from '../lib/server/load-dot-env';
import { stopChildren, stopWaitMs } from './stop-children';
import { TSX_IMPORT } from './tsx-import';

const root = path.resolve(__dirname, '..');
loadDotEnv(root);
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const children: ChildProcess[] = [];
let database: ChildProcess | undefined;
const start = (command: string, args: string[]) => {
  const child = spawn(command, args, { cwd: root, env: process.env, stdio: 'inherit' });
  child.on('exit', (code) => shutdown(code ?? 1));
  children.push(child);
  return child;
};
let done = false;
// A deploy's SIGTERM reaches the ws-server, which drains; the process exits when all have.
function shutdown(code: number, signal: NodeJS.Signals = 'SIGTERM') {
  if (done) return;
  done = true;
  const apps = children.filter((c) => c !== database);
  void stopChildren({ apps, database, signal, timeoutMs: stopWaitMs() }).then(() => process.exit(code));
}
process.on('SIGINT', () => shutdown(0, 'SIGINT'));
process.on('SIGTERM', () => shutdown(0, 'SIGTERM'));

if ((process.env.NEXT_PUBLIC_SUPABASE_URL || DEV_SUPABASE_URL) === DEV_SUPABASE_URL) database = start(process.execPath, TSX_IMPORT.concat('emulators/main.ts'));
if (fs.existsSync(path.join(root, 'ws-server', 'main.ts'))) start(process.execPath, TSX_IMPORT.concat('ws-server/main.ts'));
start(bin('next'), ['start', '--port', process.env.PORT ?? '3000']);
