// npm run db:reset: deletes the emulator's local database so the next start begins from
// the migrations and seed again. Refuses while an emulator holds the database.
import fs from 'node:fs';
import path from 'node:path';
import { loadDotEnv } from '../lib/server/load-dot-env';

const root = path.resolve(__dirname, '..');
loadDotEnv(root);
const dataDir = path.resolve(root, process.env.SUPABASE_EMULATOR_DATA_DIR ?? '.data/supabase');
const lock = `${dataDir}.lock`;
if (fs.existsSync(lock)) {
  const pid = Number(fs.readFileSync(lock, 'utf8'));
  let alive = false;
  try {
    process.kill(pid, 0);
    alive = true;
  } catch {
    /* stale */
  }
  if (alive) {
    console.error(`The emulator (process ${pid}) is using ${dataDir}; stop it first.`);
    process.exit(1);
  }
  fs.rmSync(lock, { force: true });
}
fs.rmSync(dataDir, { recursive: true, force: true });
console.log(`Deleted ${path.relative(root, dataDir)}; the next start applies the migrations and seed afresh.`);
