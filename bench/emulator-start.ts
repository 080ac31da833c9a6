// npm run bench:emulator-start: how long the embedded Supabase takes to answer its first
// request: with no cached template (initdb + migrations + seed), with a new data directory
// (loads the cached template) and with an existing data directory (warm restart).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { templateDir } from '../emulators/db/open-database';
import { startEmulators } from '../emulators/server';

async function timeStart(dataDir: string): Promise<number> {
  const t0 = performance.now();
  const emulator = await startEmulators({ port: 0, dataDir });
  const res = await fetch(`${emulator.url}/health`);
  if (!res.ok) throw new Error(`health ${res.status}`);
  const ms = performance.now() - t0;
  await emulator.close();
  return ms;
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cuecard-bench-start-'));
  const savedTemplates = `${templateDir}.bench-${process.pid}`;
  try {
    if (fs.existsSync(templateDir)) fs.renameSync(templateDir, savedTemplates);
    const noTemplate = await timeStart(path.join(dir, 'a'));
    const fromTemplate = await timeStart(path.join(dir, 'b'));
    const warm: number[] = [];
    for (let i = 0; i < 3; i++) warm.push(await timeStart(path.join(dir, 'b')));
    console.log(`emulator cold start, no cached template (initdb + migrations + seed): ${noTemplate.toFixed(0)} ms`);
    console.log(`emulator cold start, new data directory from the cached template:   ${fromTemplate.toFixed(0)} ms`);
    console.log(`emulator warm start, existing data directory (median of 3):          ${warm.sort((a, b) => a - b)[1].toFixed(0)} ms`);
  } finally {
    if (fs.existsSync(savedTemplates)) {
      fs.rmSync(templateDir, { recursive: true, force: true });
      fs.renameSync(savedTemplates, templateDir);
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
