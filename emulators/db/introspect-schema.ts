import type { Queryable } from './types';

// What the type generator needs to know about one schema, read from pg_catalog. Type
// names are pg_type.typname ("int4", "timestamptz", "_text" for text[]), the spelling
// the Supabase type generator maps from.

export interface ColumnInfo {
  name: string;
  type: string;
  nullable: boolean;
  /** A default, an identity or a generation expression: an insert may leave it out. */
  hasDefault: boolean;
  /** GENERATED ALWAYS AS IDENTITY: an insert or update may not set it at all. */
  identityAlways: boolean;
  /** GENERATED ALWAYS AS (…) STORED: computed by the database, never written. */
  generated: boolean;
  /** Views only: whether the column can be written through the view. */
  updatable: boolean;
}

export interface RelationshipInfo {
  foreignKeyName: string;
  columns: string[];
  /** The referencing columns are themselves unique: at most one row on this side. */
  isOneToOne: boolean;
  referencedRelation: string;
  referencedColumns: string[];
}

export interface RelationInfo {
  name: string;
  kind: 'table' | 'view';
  /** Views only: insert and update go through the view. */
  updatable: boolean;
  columns: ColumnInfo[];
  relationships: RelationshipInfo[];
}

export interface FunctionArg {
  name: string;
  type: string;
  mode: 'in' | 'inout' | 'out' | 'variadic' | 'table';
  hasDefault: boolean;
}

export interface FunctionInfo {
  name: string;
  args: FunctionArg[];
  returnType: string;
  /** The relation whose row type the function returns, when it returns one. */
  returnRelation: string | null;
  returnsSet: boolean;
}

export interface SchemaInfo {
  name: string;
  relations: RelationInfo[];
  functions: FunctionInfo[];
  enums: { name: string; values: string[] }[];
  compositeTypes: { name: string; attributes: { name: string; type: string }[] }[];
  /** Enums of other schemas, spelled out where a column of this schema uses one. */
  foreignEnums: { name: string; values: string[] }[];
}

const RELATIONS_SQL = `
  select c.relname as name,
         case when c.relkind in ('v', 'm') then 'view' else 'table' end as kind,
         c.relkind = 'v' and (pg_relation_is_updatable(c.oid, false) & 20) = 20 as updatable,
         coalesce((
           select jsonb_agg(jsonb_build_object(
                    'name', a.attname,
                    'type', coalesce(bt.typname, t.typname),
                    'nullable', not (a.attnotnull or (t.typtype = 'd' and t.typnotnull)),
                    'hasDefault', a.atthasdef or a.attidentity <> '' or a.attgenerated <> '',
                    'identityAlways', a.attidentity = 'a',
                    'generated', a.attgenerated <> '',
                    'updatable', pg_column_is_updatable(c.oid, a.attnum, false)))
             from pg_attribute a
             join pg_type t on t.oid = a.atttypid
             left join pg_type bt on t.typtype = 'd' and bt.oid = t.typbasetype
            where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]'::jsonb) as columns,
         coalesce((
           select jsonb_agg(jsonb_build_object(
                    'foreignKeyName', k.conname,
                    'columns', (select jsonb_agg(a.attname order by u.ord) from unnest(k.conkey) with ordinality u(num, ord)
                                  join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.num),
                    'isOneToOne', exists (
                      select 1 from pg_constraint uk
                       where uk.conrelid = k.conrelid and uk.contype in ('p', 'u')
                         and (select array_agg(x order by x) from unnest(uk.conkey) x) = (select array_agg(x order by x) from unnest(k.conkey) x)),
                    'referencedRelation', rc.relname,
                    'referencedColumns', (select jsonb_agg(a.attname order by u.ord) from unnest(k.confkey) with ordinality u(num, ord)
                                            join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.num)))
             from pg_constraint k
             join pg_class rc on rc.oid = k.confrelid
            where k.contype = 'f' and k.conrelid = c.oid and rc.relnamespace = c.relnamespace), '[]'::jsonb) as relationships
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
   where n.nspname = $1 and c.relkind in ('r', 'p', 'f', 'v', 'm')`;

// Trigger functions cannot be called through the API, so the generator leaves them out.
const FUNCTIONS_SQL = `
  select p.proname as name,
         rt.typname as "returnType",
         case when rr.relkind in ('r', 'p', 'f', 'v', 'm') and rr.relnamespace = p.pronamespace then rr.relname end as "returnRelation",
         p.proretset as "returnsSet",
         coalesce((
           select jsonb_agg(jsonb_build_object(
                    'name', coalesce(p.proargnames[u.ord], ''),
                    'type', t.typname,
                    'mode', case coalesce(p.proargmodes[u.ord], 'i')
                              when 'i' then 'in' when 'b' then 'inout' when 'o' then 'out'
                              when 'v' then 'variadic' else 'table' end) order by u.ord)
             from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(type_id, ord)
             join pg_type t on t.oid = u.type_id), '[]'::jsonb) as args,
         p.pronargdefaults as "defaults"
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    join pg_type rt on rt.oid = p.prorettype
    left join pg_class rr on rr.oid = rt.typrelid
   where n.nspname = $1 and p.prokind = 'f' and rt.typname not in ('trigger', 'event_trigger')`;

const ENUMS_SQL = `
  select n.nspname as schema, t.typname as name, jsonb_agg(e.enumlabel order by e.enumsortorder) as values
    from pg_type t
    join pg_namespace n on n.oid = t.typnamespace
    join pg_enum e on e.enumtypid = t.oid
   where n.nspname not in ('pg_catalog', 'information_schema')
   group by n.nspname, t.typname`;

const COMPOSITES_SQL = `
  select t.typname as name,
         jsonb_agg(jsonb_build_object('name', a.attname, 'type', at.typname) order by a.attnum) as attributes
    from pg_type t
    join pg_namespace n on n.oid = t.typnamespace
    join pg_class c on c.oid = t.typrelid and c.relkind = 'c'
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    join pg_type at on at.oid = a.atttypid
   where n.nspname = $1
   group by t.typname`;

interface RawFunction {
  name: string;
  returnType: string;
  returnRelation: string | null;
  returnsSet: boolean;
  args: Omit<FunctionArg, 'hasDefault'>[];
  defaults: number;
}

const isInput = (mode: FunctionArg['mode']) => mode === 'in' || mode === 'inout' || mode === 'variadic';

/** Marks the input arguments that have defaults: Postgres records only how many, counted from the last. */
function withDefaults({ defaults, args, ...fn }: RawFunction): FunctionInfo {
  const firstDefault = args.filter((a) => isInput(a.mode)).length - defaults;
  let inputIndex = 0;
  return { ...fn, args: args.map((arg) => ({ ...arg, hasDefault: isInput(arg.mode) && inputIndex++ >= firstDefault })) };
}

export async function introspectSchema(db: Queryable, schema: string): Promise<SchemaInfo> {
  const [relations, functions, enums, composites] = await Promise.all([
    db.query<RelationInfo>(RELATIONS_SQL, [schema]),
    db.query<RawFunction>(FUNCTIONS_SQL, [schema]),
    db.query<{ schema: string; name: string; values: string[] }>(ENUMS_SQL),
    db.query<{ name: string; attributes: { name: string; type: string }[] }>(COMPOSITES_SQL, [schema]),
  ]);
  return {
    name: schema,
    relations: relations.rows,
    functions: functions.rows.map(withDefaults),
    enums: enums.rows.filter((e) => e.schema === schema).map(({ name, values }) => ({ name, values })),
    compositeTypes: composites.rows,
    foreignEnums: enums.rows.filter((e) => e.schema !== schema).map(({ name, values }) => ({ name, values })),
  };
}
