import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquireDataDirLock } from '@/emulators/db/data-dir-lock';

describe('data directory lock', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cuecard-lock-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('refuses a second holder while the first is alive, then allows it after release', () => {
    const dataDir = path.join(dir, 'db');
    const release = acquireDataDirLock(dataDir);
    expect(() => acquireDataDirLock(dataDir)).toThrow(/already open/);
    release();
    const again = acquireDataDirLock(dataDir);
    again();
  });

  it('names the other process when another process holds it', () => {
    const dataDir = path.join(dir, 'db');
    fs.writeFileSync(`${dataDir}.lock`, String(process.ppid)); // a live process that is not us
    expect(() => acquireDataDirLock(dataDir)).toThrow(new RegExp(`in use by process ${process.ppid}`));
  });

  it('takes over a stale lock left by a process that died', () => {
    const dataDir = path.join(dir, 'db');
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    fs.writeFileSync(`${dataDir}.lock`, dead);
    const release = acquireDataDirLock(dataDir);
    expect(fs.readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(false);
  });
});
