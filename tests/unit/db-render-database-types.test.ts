// The Database type is rendered as `supabase gen types typescript` renders it: Postgres
// types mapped the same way, inserts optional where the database fills the value in,
// updates all optional, functions with their arguments and rows. The type-level checks at
// the end run in `tsc` (npm test type-checks the tests).
import type { ColumnInfo, SchemaInfo } from '../../emulators/db/introspect-schema';
import { renderDatabaseTypes } from '../../emulators/db/render-database-types';
import type { Database, Tables, TablesInsert, TablesUpdate } from '../../lib/supabase/database';

const column = (name: string, type: string, extra: Partial<ColumnInfo> = {}): ColumnInfo => ({
  name,
  type,
  nullable: false,
  hasDefault: false,
  identityAlways: false,
  generated: false,
  updatable: true,
  ...extra,
});

function schema(overrides: Partial<SchemaInfo> = {}): SchemaInfo {
  return { name: 'public', relations: [], functions: [], enums: [], compositeTypes: [], foreignEnums: [], ...overrides };
}

/** The text of one member block, e.g. section(out, 'Insert') for the first table's inserts. */
function section(text: string, start: string): string {
  const from = text.indexOf(`${start}: {`);
  if (from < 0) throw new Error(`no ${start} in output`);
  return text.slice(from, text.indexOf('\n        }', from));
}

describe('db: the generated Database type', () => {
  const note = schema({
    enums: [{ name: 'mood', values: ['calm', 'tense'] }],
    relations: [
      {
        name: 'note',
        kind: 'table',
        updatable: true,
        columns: [
          column('id', 'int8', { hasDefault: true, identityAlways: true }),
          column('body', 'jsonb'),
          column('amount', 'numeric', { hasDefault: true }),
          column('created_at', 'timestamptz', { hasDefault: true }),
          column('owner', 'uuid'),
          column('tags', '_text', { nullable: true }),
          column('mood', 'mood', { nullable: true }),
          column('weird', 'tsrange'),
          column('masked', 'text', { nullable: true, hasDefault: true, generated: true }),
        ],
        relationships: [{ foreignKeyName: 'note_owner_fkey', columns: ['owner'], isOneToOne: false, referencedRelation: 'person', referencedColumns: ['id'] }],
      },
    ],
  });
  const out = renderDatabaseTypes(note);

  it('maps Postgres types as the Supabase CLI does, columns sorted by name', () => {
    expect(section(out, 'Row')).toBe(
      [
        'Row: {',
        '          amount: number',
        '          body: Json',
        '          created_at: string',
        '          id: number',
        '          masked: string | null',
        '          mood: Database["public"]["Enums"]["mood"] | null',
        '          owner: string',
        '          tags: string[] | null',
        '          weird: unknown',
      ].join('\n'),
    );
  });

  it('lets an insert leave out columns with a default or null, and never set an always-identity or generated column', () => {
    const insert = section(out, 'Insert');
    expect(insert).toContain('amount?: number');
    expect(insert).toContain('created_at?: string');
    expect(insert).toContain('tags?: string[] | null');
    expect(insert).toContain('body: Json');
    expect(insert).toContain('owner: string');
    expect(insert).toContain('id?: never');
    expect(insert).toContain('masked?: never');
    expect(section(out, 'Update')).toContain('masked?: never');
  });

  it('makes every column of an update optional', () => {
    const update = section(out, 'Update');
    expect(update).toContain('body?: Json');
    expect(update).toContain('owner?: string');
    expect(update).not.toMatch(/^\s+\w+: /m);
  });

  it('lists foreign keys, enums and the helper types', () => {
    expect(out).toContain('foreignKeyName: "note_owner_fkey"\n            columns: ["owner"]\n            isOneToOne: false');
    expect(out).toContain('mood: "calm" | "tense"');
    expect(out).toContain('mood: ["calm", "tense"],');
    for (const helper of ['Tables', 'TablesInsert', 'TablesUpdate', 'Enums', 'CompositeTypes']) expect(out).toContain(`export type ${helper}<`);
    expect(out).toContain('Views: {\n      [_ in never]: never\n    }');
  });

  it('types functions: arguments with defaults optional, no arguments as never, table results as row arrays', () => {
    const text = renderDatabaseTypes(
      schema({
        functions: [
          {
            name: 'start',
            args: [
              { name: 'p_source', type: 'text', mode: 'in', hasDefault: true },
              { name: 'p_id', type: 'uuid', mode: 'in', hasDefault: false },
              { name: 'allowed', type: 'bool', mode: 'table', hasDefault: false },
            ],
            returnType: 'record',
            returnRelation: null,
            returnsSet: true,
          },
          { name: 'wipe', args: [], returnType: 'void', returnRelation: null, returnsSet: false },
          { name: 'two', args: [{ name: '', type: 'int4', mode: 'in', hasDefault: false }, { name: '', type: 'int4', mode: 'in', hasDefault: false }], returnType: 'int4', returnRelation: null, returnsSet: false },
        ],
      }),
    );
    expect(text).toContain('start: {\n        Args: {\n          p_id: string\n          p_source?: string\n        }\n        Returns: {\n          allowed: boolean\n        }[]');
    expect(text).toContain('wipe: {\n        Args: never\n        Returns: undefined');
    // Two unnamed arguments cannot be called through PostgREST, so the CLI leaves it out.
    expect(text).not.toContain('two:');
  });

  it('renders the same text whatever order the catalogue returns things in', () => {
    const reversed = schema({ ...note, relations: note.relations.map((r) => ({ ...r, columns: [...r.columns].reverse() })) });
    expect(renderDatabaseTypes(reversed)).toBe(out);
  });

  it('gives the Supabase clients typed rows, inserts and updates', () => {
    const insert: TablesInsert<'interview_session'> = { profile_id: '00000000-0000-0000-0000-000000000000' };
    // @ts-expect-error profile_id has no default, so an insert must give it
    const missing: TablesInsert<'interview_session'> = {};
    const update: TablesUpdate<'plan'> = { is_active: false };
    // @ts-expect-error credits is numeric: a number, not a string
    const wrong: TablesUpdate<'plan'> = { credits: '30' };
    const price: Tables<'plan'>['price'] = 29;
    // apply_subscription_state takes null where Postgres accepts it (lib/supabase/database.ts).
    const args: Database['public']['Functions']['apply_subscription_state']['Args'] = {
      p_profile_id: 'u',
      p_plan_id: null,
      p_stripe_subscription_id: 'sub_1',
      p_status: 'active',
      p_period_start: null,
      p_period_end: null,
    };
    expect([insert, missing, update, wrong, price, args]).toHaveLength(6);
  });
});
