import type { Database } from './types';
import { migrationFiles, seedFile } from './schema-files';
import { toError } from '../../lib/errors/to-error';

/**
 * Applies the platform bootstrap and every migration not yet recorded, as the Supabase CLI
 * does, then the seed on a fresh database. Returns the versions it applied.
 */
export async function applySchema(db: Database, { seed = true } = {}): Promise<string[]> {
  await db.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key,
      applied_at timestamptz not null default now()
    );`);
  const done = new Set(
    (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map((r) => r.version),
  );
  const fresh = done.size === 0;
  const applied: string[] = [];
  for (const file of migrationFiles()) {
    if (done.has(file.version)) continue;
    try {
      await db.exec(file.sql);
    } catch (err) {
      throw new Error(`Migration ${file.path} failed: ${toError(err).message}`);
    }
    await db.query('insert into supabase_migrations.schema_migrations (version) values ($1)', [file.version]);
    applied.push(file.version);
  }
  const seedSql = seedFile();
  if (seed && fresh && seedSql) {
    try {
      await db.exec(seedSql.sql);
    } catch (err) {
      throw new Error(`Seed ${seedSql.path} failed: ${toError(err).message}`);
    }
    applied.push('seed');
  }
  return applied;
}
