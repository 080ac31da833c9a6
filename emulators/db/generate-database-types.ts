import path from 'node:path';
import { introspectSchema } from './introspect-schema';
import { openDatabase } from './open-database';
import { renderDatabaseTypes } from './render-database-types';
import { repoRoot } from './schema-files';

/** Where the generated type is committed; every Supabase client of the app and the ws-server uses it. */
export const databaseTypesPath = path.join(repoRoot, 'lib', 'supabase', 'database.types.ts');

/**
 * The `Database` type of the public schema after every migration, from a fresh in-memory
 * copy of the emulator's database (the same migrated template the emulator starts from).
 */
export async function generateDatabaseTypes(): Promise<string> {
  const opened = await openDatabase();
  try {
    return renderDatabaseTypes(await introspectSchema(opened.db, 'public'));
  } finally {
    await opened.close();
  }
}
