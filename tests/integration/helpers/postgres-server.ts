// A throwaway PostgreSQL server for tests that must prove something on real Postgres
// (hosted Supabase runs 15 or 17; the emulator's PGlite is 18). initdb into a temp dir,
// a random free port, its unix socket in the temp dir; stop() removes everything.
// As root, Postgres refuses to run, so the binaries run as the `postgres` user via runuser.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../../lib/server/free-port';

const run = promisify(execFile);

export const INSTALL_HINT =
  "PostgreSQL server binaries not found. Install Debian's PostgreSQL 15 (`apt-get install postgresql`), " +
  'or set PG_BINDIR to a directory holding initdb and pg_ctl.';

function hasServer(dir: string): boolean {
  return fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl'));
}

function majorOf(dir: string): number {
  const m = /postgresql\/(\d+)\//.exec(`${dir}/`);
  if (m) return Number(m[1]);
  try {
    const v = execFileSync(path.join(dir, 'pg_ctl'), ['--version'], { encoding: 'utf8' });
    return Number(/(\d+)(\.\d+)?/.exec(v)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** Where initdb and pg_ctl are: $PG_BINDIR, else the newest-but-preferring-15 install found. */
export function findPostgresBinDir(): string | undefined {
  if (process.env.PG_BINDIR) return hasServer(process.env.PG_BINDIR) ? process.env.PG_BINDIR : undefined;
  const candidates = new Set<string>();
  try {
    candidates.add(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
  } catch {
    // pg_config is optional (libpq-dev); fall back to Debian's layout.
  }
  const root = '/usr/lib/postgresql';
  if (fs.existsSync(root)) for (const v of fs.readdirSync(root)) candidates.add(path.join(root, v, 'bin'));
  const found = [...candidates].filter(hasServer);
  // Version 15 is what the migrations must be proven on; any other found version is a fallback.
  found.sort((a, b) => (majorOf(a) === 15 ? -1 : 0) - (majorOf(b) === 15 ? -1 : 0) || majorOf(b) - majorOf(a));
  return found[0];
}

export interface PostgresServer {
  connectionString: string;
  binDir: string;
  stop(): Promise<void>;
}

const isRoot = process.getuid?.() === 0;

/** The command line to run a Postgres binary: directly, or as the postgres user when we are root. */
function asServerUser(binDir: string, bin: string, args: string[]): [string, string[]] {
  const file = path.join(binDir, bin);
  return isRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
}

export async function startPostgresServer(): Promise<PostgresServer> {
  const binDir = findPostgresBinDir();
  if (!binDir) throw new Error(INSTALL_HINT);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cuecard-pg-'));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    fs.chownSync(dir, uid, gid);
  }
  const opts = { cwd: dir, env: { ...process.env, LC_ALL: 'C' } };
  const pgCtl = (args: string[]) => asServerUser(binDir, 'pg_ctl', args);

  let started = false;
  const cleanup = () => {
    if (started) {
      const [file, args] = pgCtl(['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      spawnSync(file, args, { ...opts, stdio: 'ignore' });
      started = false;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  // A crashed or interrupted test run must not leave a server behind.
  process.once('exit', cleanup);

  try {
    const [initdb, initArgs] = asServerUser(binDir, 'initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    await run(initdb, initArgs, opts);
    let port = 0;
    for (let attempt = 0; ; attempt++) {
      port = await freePort();
      const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
      const [file, args] = pgCtl(['-D', dataDir, '-l', logFile, '-w', '-t', '60', '-o', serverOptions, 'start']);
      try {
        await run(file, args, opts);
        started = true;
        break;
      } catch (err) {
        if (attempt >= 2) {
          const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-2000) : '';
          throw new Error(`PostgreSQL did not start: ${(err as Error).message}\n${log}`);
        }
      }
    }
    return {
      connectionString: `postgresql://postgres@127.0.0.1:${port}/postgres`,
      binDir,
      async stop() {
        process.removeListener('exit', cleanup);
        if (started) {
          const [file, args] = pgCtl(['-D', dataDir, '-m', 'fast', '-w', 'stop']);
          await run(file, args, opts).catch(() => undefined);
          started = false;
        }
        cleanup();
      },
    };
  } catch (err) {
    process.removeListener('exit', cleanup);
    cleanup();
    throw err;
  }
}

/**
 * How a suite that needs PostgreSQL should behave here: run it; fail it (in CI, where a
 * missing server is a setup bug); or skip it with a warning (a developer machine).
 */
export function postgresTestMode(): 'run' | 'fail' | 'skip' {
  if (findPostgresBinDir()) return 'run';
  return process.env.CI ? 'fail' : 'skip';
}

/** describe() for suites that need a real PostgreSQL server; see postgresTestMode. */
export function describeWithPostgres(name: string, fn: () => void): void {
  const mode = postgresTestMode();
  if (mode === 'run') {
    describe(name, fn);
  } else if (mode === 'fail') {
    describe(name, () => {
      test('PostgreSQL is installed', () => {
        throw new Error(INSTALL_HINT);
      });
    });
  } else {
    console.warn(`Skipping "${name}": ${INSTALL_HINT}`);
    describe.skip(name, fn);
  }
}
