// The committed Database type is what `npm run db:types` makes of supabase/migrations today:
// a migration added without regenerating lib/supabase/database.types.ts fails here.
import fs from 'node:fs';
import path from 'node:path';
import { databaseTypesPath, generateDatabaseTypes } from '../../emulators/db/generate-database-types';
import { repoRoot } from '../../emulators/db/schema-files';

function firstDifference(a: string, b: string): number {
  const left = a.split('\n');
  const right = b.split('\n');
  const line = left.findIndex((text, i) => text !== right[i]);
  return (line < 0 ? left.length : line) + 1;
}

describe('db: the generated Database type', () => {
  let generated: string;
  beforeAll(async () => {
    generated = await generateDatabaseTypes();
  });

  it('matches the migrations as committed', () => {
    const file = path.relative(repoRoot, databaseTypesPath);
    const committed = fs.existsSync(databaseTypesPath) ? fs.readFileSync(databaseTypesPath, 'utf8') : '';
    if (committed !== generated) {
      throw new Error(
        `${file} is stale (first difference at line ${firstDifference(committed, generated)}): ` +
          'the migrations changed since it was generated. Run `npm run db:types` and commit the result.',
      );
    }
  });

  it('reads the real schema: numeric as number, nullable columns, identity ids optional, table functions as rows', () => {
    const table = (name: string) => generated.slice(generated.indexOf(`      ${name}: {`), generated.indexOf('\n      }', generated.indexOf(`      ${name}: {`)));
    expect(table('plan')).toContain('price: number\n');
    expect(table('billing_subscription')).toContain('plan_id: number | null\n');
    expect(table('usage_logs')).toContain('Insert: {\n          charged_seconds?: number\n          end_time?: string | null\n          id?: number\n');
    expect(table('resume')).toContain('isOneToOne: true');
    expect(generated).toContain('start_usage: {\n        Args: {\n          p_profile_id: string\n          p_source?: string\n        }');
    // Trigger functions cannot be called through the API.
    expect(generated).not.toContain('set_updated_at');
  });
});
