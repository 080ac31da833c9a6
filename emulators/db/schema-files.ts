import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..', '..');

export interface SchemaFile {
  /** Stable key recorded in supabase_migrations.schema_migrations. */
  version: string;
  path: string;
  sql: string;
}

function sqlFilesIn(dir: string, prefix: string): SchemaFile[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => ({ version: `${prefix}${f.replace(/\.sql$/, '')}`, path: path.join(dir, f), sql: fs.readFileSync(path.join(dir, f), 'utf8') }));
}

/** The platform bootstrap (what hosted Supabase already has), then the project's migrations, in order. */
export function migrationFiles(): SchemaFile[] {
  return [
    ...sqlFilesIn(path.join(repoRoot, 'emulators', 'sql', 'platform'), 'platform/'),
    ...sqlFilesIn(path.join(repoRoot, 'supabase', 'migrations'), ''),
  ];
}

export function seedFile(): SchemaFile | undefined {
  const p = path.join(repoRoot, 'supabase', 'seed.sql');
  return fs.existsSync(p) ? { version: 'seed', path: p, sql: fs.readFileSync(p, 'utf8') } : undefined;
}

/** Changes whenever a migration or the seed changes, so cached templates are rebuilt. */
export function schemaHash(): string {
  const h = crypto.createHash('sha256');
  for (const f of [...migrationFiles(), seedFile()]) if (f) h.update(f.version).update('\0').update(f.sql).update('\0');
  return h.digest('hex').slice(0, 16);
}
