// npm start: the production form (after npm run build): Next.js, the ws-server, and the
// emulators only when Supabase is the local one (a laptop demo of the production build).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DEV_SUPABASE_URL } from '../lib/dev-defaults';
import { loadDotEnv } from '../lib/server/load-dot-env';

const root = path.resolve(__dirname, '..');
loadDotEnv(root);
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const children: ChildProcess[] = [];
const start = (command: string, args: string[]) => {
  const child = spawn(command, args, { cwd: root, env: process.env, stdio: 'inherit' });
  child.on('exit', (code) => shutdown(code ?? 1));
  children.push(child);
};
let done = false;
function shutdown(code: number) {
  if (done) return;
  done = true;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

if ((process.env.NEXT_PUBLIC_SUPABASE_URL || DEV_SUPABASE_URL) === DEV_SUPABASE_URL) start(bin('tsx'), ['emulators/main.ts']);
if (fs.existsSync(path.join(root, 'ws-server', 'main.ts'))) start(bin('tsx'), ['ws-server/main.ts']);
start(bin('next'), ['start', '--port', process.env.PORT ?? '3000']);
