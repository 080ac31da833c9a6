import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { applySchema } from './apply-schema';
import { acquireDataDirLock } from './data-dir-lock';
import { PgliteDatabase } from './pglite-database';
import { repoRoot, schemaHash } from './schema-files';
import type { Database } from './types';

export const templateDir = path.join(repoRoot, '.cache', 'pglite');

function pgliteVersion(): string {
  // The package's exports map hides package.json, so read it from node_modules directly.
  const pkgPath = path.join(repoRoot, 'node_modules', '@electric-sql', 'pglite', 'package.json');
  return z.object({ version: z.string() }).parse(JSON.parse(fs.readFileSync(pkgPath, 'utf8'))).version;
}

/**
 * A gzipped data directory holding the migrated, seeded schema. initdb takes 5 to 14 s here;
 * loading this takes about 1.5 s, so it is built once per schema and PGlite version and cached.
 */
export async function schemaTemplate(): Promise<Uint8Array> {
  const file = path.join(templateDir, `template-${pgliteVersion()}-${schemaHash()}.tar.gz`);
  if (fs.existsSync(file)) return new Uint8Array(fs.readFileSync(file));
  const db = await PgliteDatabase.open();
  try {
    await applySchema(db);
    await db.query('vacuum analyze');
    const bytes = await db.dump();
    fs.mkdirSync(templateDir, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, bytes);
    fs.renameSync(tmp, file); // atomic, so parallel test workers never read half a file
    return bytes;
  } finally {
    await db.close();
  }
}

/** EMULATOR_DB_STATEMENT_TIMEOUT_MS, default 5 s: one slow query must not hold Auth, REST and Stripe, which share the database. */
function statementTimeoutFromEnv(env: Record<string, string | undefined> = process.env): number {
  const raw = env.EMULATOR_DB_STATEMENT_TIMEOUT_MS;
  if (raw === undefined || raw.trim() === '') return 5000;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 0) throw new Error(`EMULATOR_DB_STATEMENT_TIMEOUT_MS must be a whole number of milliseconds (0: no limit), got "${raw}"`);
  return ms;
}

export interface OpenedDatabase {
  db: Database;
  /** Versions applied at this start (empty when the schema was already current). */
  applied: string[];
  close(): Promise<void>;
}

/**
 * Opens the emulator's database: persisted in dataDir (locked against a second process),
 * or in memory when dataDir is omitted (tests). A new database starts from the template.
 */
export async function openDatabase({ dataDir, statementTimeoutMs = statementTimeoutFromEnv() }: { dataDir?: string; statementTimeoutMs?: number } = {}): Promise<OpenedDatabase> {
  if (!dataDir) {
    const db = await PgliteDatabase.open({ loadDataDir: await schemaTemplate(), statementTimeoutMs });
    const applied = await applySchema(db);
    return { db, applied, close: () => db.close() };
  }
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const release = acquireDataDirLock(dataDir);
  try {
    const exists = fs.existsSync(path.join(dataDir, 'PG_VERSION'));
    const db = await PgliteDatabase.open(exists ? { dataDir, statementTimeoutMs } : { dataDir, loadDataDir: await schemaTemplate(), statementTimeoutMs });
    const applied = await applySchema(db);
    return {
      db,
      applied,
      close: async () => {
        await db.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}
