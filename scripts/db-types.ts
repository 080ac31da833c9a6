// npm run db:types: regenerates lib/supabase/database.types.ts from supabase/migrations,
// applied to PGlite as the emulator applies them. Run it after adding a migration.
import fs from 'node:fs';
import path from 'node:path';
import { databaseTypesPath, generateDatabaseTypes } from '../emulators/db/generate-database-types';

async function main() {
  const text = await generateDatabaseTypes();
  const relative = path.relative(process.cwd(), databaseTypesPath);
  if (fs.existsSync(databaseTypesPath) && fs.readFileSync(databaseTypesPath, 'utf8') === text) {
    console.log(`${relative} is up to date.`);
    return;
  }
  fs.writeFileSync(databaseTypesPath, text);
  console.log(`Wrote ${relative}.`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
