import fs from 'node:fs';
import { errorCode } from '../../lib/errors/error-code';

/**
 * An exclusive lock beside a PGlite data directory. PGlite takes none itself, and two
 * instances on one directory corrupt it (MACHINE-NOTES.md), so a second emulator must
 * refuse to start instead.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.removeListener('exit', release);
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          /* already gone */
        }
      };
      process.on('exit', release);
      return release;
    } catch (err) {
      if (errorCode(err) !== 'EEXIST') throw err;
      const owner = Number(fs.readFileSync(lockPath, 'utf8').trim());
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `The database in ${dataDir} is already in use by process ${owner} (another "npm run emulators" or "npm run dev"?). ` +
            `Stop that process first, or point SUPABASE_EMULATOR_DATA_DIR at another directory.`,
        );
      }
      if (owner === process.pid) {
        throw new Error(`The database in ${dataDir} is already open in this process.`);
      }
      fs.unlinkSync(lockPath); // stale lock from a process that died
    }
  }
  throw new Error(`Could not lock ${dataDir}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return errorCode(err) === 'EPERM';
  }
}
