import { z } from 'zod';
import type { Queryable } from '../db/types';

export interface ColumnInfo {
  name: string;
  /** format_type() of the column, e.g. `integer`, `text[]`, `timestamp with time zone`. */
  type: string;
  nullable: boolean;
  hasDefault: boolean;
}

export interface TableInfo {
  name: string;
  kind: 'table' | 'view';
  /** In catalog order, which is the order `*` expands to. */
  columns: Map<string, ColumnInfo>;
  primaryKey: string[];
  /** Primary key and unique constraints, each a column list (decides one-to-one embeds). */
  uniqueKeys: string[][];
}

export interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  refTable: string;
  refColumns: string[];
}

export interface FunctionParam {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface FunctionInfo {
  name: string;
  /** Input parameters, in declaration order. */
  params: FunctionParam[];
  returnsSet: boolean;
  returnsVoid: boolean;
  /** Output columns when the function returns rows (a table type or OUT/TABLE params); null for scalars. */
  resultColumns: string[] | null;
  volatile: boolean;
}

export interface SchemaCache {
  tables: Map<string, TableInfo>;
  foreignKeys: ForeignKey[];
  /** Overloads share a name; PostgREST picks the one whose parameter names match the arguments. */
  functions: Map<string, FunctionInfo[]>;
}

// The catalog read, as one trusted statement that returns JSON. Only schema `public` is exposed,
// as on a Supabase project with the default `db-schemas`.
const CATALOG_SQL = `
select json_build_object(
  'tables', coalesce((
    select json_agg(json_build_object(
      'name', c.relname,
      'kind', case when c.relkind in ('r', 'p', 'f') then 'table' else 'view' end,
      'columns', coalesce((
        select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod),
          'nullable', not a.attnotnull, 'hasDefault', a.atthasdef or a.attidentity <> '' or a.attgenerated <> '') order by a.attnum)
        from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]'),
      'uniqueKeys', coalesce((
        select json_agg(json_build_object('primary', k.contype = 'p', 'columns',
          (select json_agg(a.attname order by x.ord) from unnest(k.conkey) with ordinality x(attnum, ord)
             join pg_attribute a on a.attrelid = c.oid and a.attnum = x.attnum)))
        from pg_constraint k where k.conrelid = c.oid and k.contype in ('p', 'u')), '[]')
    ))
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'f', 'p')), '[]'),
  'foreignKeys', coalesce((
    select json_agg(json_build_object(
      'name', k.conname, 'table', c.relname, 'refTable', r.relname,
      'columns', (select json_agg(a.attname order by x.ord) from unnest(k.conkey) with ordinality x(attnum, ord)
        join pg_attribute a on a.attrelid = k.conrelid and a.attnum = x.attnum),
      'refColumns', (select json_agg(a.attname order by x.ord) from unnest(k.confkey) with ordinality x(attnum, ord)
        join pg_attribute a on a.attrelid = k.confrelid and a.attnum = x.attnum)))
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid join pg_namespace cn on cn.oid = c.relnamespace
    join pg_class r on r.oid = k.confrelid join pg_namespace rn on rn.oid = r.relnamespace
    where k.contype = 'f' and cn.nspname = 'public' and rn.nspname = 'public'), '[]'),
  'functions', coalesce((
    select json_agg(json_build_object(
      'name', p.proname,
      'returnsSet', p.proretset,
      'returnsVoid', p.prorettype = 'void'::regtype,
      'volatile', p.provolatile = 'v',
      'nargs', p.pronargs,
      'ndefaults', p.pronargdefaults,
      'argNames', p.proargnames,
      'argModes', p.proargmodes,
      'argTypes', (select json_agg(format_type(t, null) order by ord)
        from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality x(t, ord)),
      'tableColumns', (select json_agg(a.attname order by a.attnum) from pg_type rt
        join pg_attribute a on a.attrelid = rt.typrelid and a.attnum > 0 and not a.attisdropped
        where rt.oid = p.prorettype and rt.typrelid <> 0)))
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' and p.prokind = 'f'), '[]')
)::text as cache`;

const rawFunctionSchema = z.object({
  name: z.string(),
  returnsSet: z.boolean(),
  returnsVoid: z.boolean(),
  volatile: z.boolean(),
  nargs: z.number(),
  ndefaults: z.number(),
  argNames: z.array(z.string()).nullable(),
  argModes: z.array(z.string()).nullable(),
  argTypes: z.array(z.string()).nullable(),
  tableColumns: z.array(z.string()).nullable(),
});

type RawFunction = z.infer<typeof rawFunctionSchema>;

/** What CATALOG_SQL returns; checked, so a change to the query that breaks the shape fails here, loudly. */
const catalogSchema = z.object({
  tables: z.array(
    z.object({
      name: z.string(),
      kind: z.enum(['table', 'view']),
      columns: z.array(z.object({ name: z.string(), type: z.string(), nullable: z.boolean(), hasDefault: z.boolean() })),
      uniqueKeys: z.array(z.object({ primary: z.boolean(), columns: z.array(z.string()) })),
    }),
  ),
  foreignKeys: z.array(z.object({ name: z.string(), table: z.string(), columns: z.array(z.string()), refTable: z.string(), refColumns: z.array(z.string()) })),
  functions: z.array(rawFunctionSchema),
});

function toFunction(raw: RawFunction): FunctionInfo {
  const types = raw.argTypes ?? [];
  const modes = raw.argModes ?? types.map(() => 'i');
  const names = raw.argNames ?? [];
  const inputs: { name: string; type: string }[] = [];
  const outputs: string[] = [];
  types.forEach((type, i) => {
    const mode = modes[i] ?? 'i';
    if (mode === 'i' || mode === 'b' || mode === 'v') inputs.push({ name: names[i] ?? '', type });
    if (mode === 'o' || mode === 't' || mode === 'b') outputs.push(names[i] ?? '');
  });
  // Defaults belong to the last `ndefaults` input parameters.
  const params = inputs.map((p, i) => ({ ...p, hasDefault: i >= inputs.length - raw.ndefaults }));
  const resultColumns = raw.tableColumns ?? (outputs.length > 1 || modes.includes('t') ? outputs : null);
  return { name: raw.name, params, returnsSet: raw.returnsSet, returnsVoid: raw.returnsVoid, resultColumns, volatile: raw.volatile };
}

/** Reads tables, columns, keys, foreign keys and functions of schema public from the catalog. */
async function loadSchemaCache(db: Queryable): Promise<SchemaCache> {
  const result = await db.query<{ cache: string }>(CATALOG_SQL);
  const raw = catalogSchema.parse(JSON.parse(result.rows[0].cache));
  const tables = new Map<string, TableInfo>();
  for (const t of raw.tables) {
    tables.set(t.name, {
      name: t.name,
      kind: t.kind,
      columns: new Map(t.columns.map((c) => [c.name, c])),
      primaryKey: t.uniqueKeys.find((k) => k.primary)?.columns ?? [],
      uniqueKeys: t.uniqueKeys.map((k) => k.columns),
    });
  }
  const functions = new Map<string, FunctionInfo[]>();
  for (const f of raw.functions) functions.set(f.name, [...(functions.get(f.name) ?? []), toFunction(f)]);
  return { tables, foreignKeys: raw.foreignKeys, functions };
}

/**
 * Holds the cache, loaded at first use. A miss (unknown table, column or function) may ask
 * for one reload, as PostgREST reloads on DDL; reloads are spaced so unknown names in a flood
 * of requests cannot turn into a flood of catalog reads.
 */
export class SchemaCacheHolder {
  private current: Promise<SchemaCache> | null = null;
  private loadedAt = 0;

  constructor(
    private readonly db: Queryable,
    private readonly minReloadIntervalMs = 1000,
  ) {}

  get(): Promise<SchemaCache> {
    if (!this.current) this.current = this.load();
    return this.current;
  }

  reload(): Promise<SchemaCache> {
    this.current = this.load();
    return this.current;
  }

  /** Reloads unless the cache is fresher than the minimum interval; resolves to whether it did. */
  async reloadAfterMiss(): Promise<boolean> {
    if (Date.now() - this.loadedAt < this.minReloadIntervalMs) return false;
    await this.reload();
    return true;
  }

  private async load(): Promise<SchemaCache> {
    const cache = loadSchemaCache(this.db);
    cache.catch(() => {
      this.current = null; // a failed load is retried by the next request
    });
    const loaded = await cache;
    this.loadedAt = Date.now();
    return loaded;
  }
}
