import type { ColumnInfo, FunctionInfo, RelationInfo, SchemaInfo } from './introspect-schema';

// Renders a schema as the `Database` type of `supabase gen types typescript`, so the
// Supabase clients infer rows, inserts, updates and rpc results from it. Everything is
// sorted by name and printed the same way every time: the output is committed.

/** A type literal to print: raw text, an object of members, a tuple or a union. */
type TypeNode =
  | string
  | { kind: 'object'; members: [string, TypeNode][]; suffix?: string }
  | { kind: 'tuple'; items: TypeNode[] }
  | { kind: 'union'; items: TypeNode[] };

const object = (members: [string, TypeNode][], suffix?: string): TypeNode => ({ kind: 'object', members, suffix });
const NONE = '[_ in never]: never';
// Code-point order, the same on every machine (a locale's collation may not be).
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byName = <T extends { name: string }>(a: T, b: T) => compareText(a.name, b.name);
const quote = (s: string) => JSON.stringify(s);
const key = (s: string) => (/^[A-Za-z_$][\w$]*$/.test(s) ? s : quote(s));

function print(node: TypeNode, indent: string): string {
  if (typeof node === 'string') return node;
  const inner = `${indent}  `;
  if (node.kind === 'union') return node.items.map((item) => `\n${inner}| ${print(item, inner)}`).join('');
  if (node.kind === 'tuple') {
    if (node.items.length === 0) return '[]';
    return `[\n${node.items.map((item) => `${inner}${print(item, inner)},\n`).join('')}${indent}]`;
  }
  if (node.members.length === 0) return `{}${node.suffix ?? ''}`;
  const lines = node.members.map(([name, value]) => (name === NONE ? `${inner}${NONE}` : `${inner}${name}:${value && typeof value === 'object' && value.kind === 'union' ? '' : ' '}${print(value, inner)}`));
  return `{\n${lines.join('\n')}\n${indent}}${node.suffix ?? ''}`;
}

/** The members of a group, or the CLI's "nothing here" mapped type when there are none. */
const group = (members: [string, TypeNode][]): TypeNode => object(members.length > 0 ? members : [[NONE, '']]);

const NUMBER_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric']);
const STRING_TYPES = new Set(['bytea', 'bpchar', 'varchar', 'date', 'text', 'citext', 'time', 'timetz', 'timestamp', 'timestamptz', 'uuid', 'vector']);

function tsType(pgType: string, schema: SchemaInfo): string {
  const ref = `Database[${quote(schema.name)}]`;
  if (pgType === 'bool') return 'boolean';
  if (NUMBER_TYPES.has(pgType)) return 'number';
  if (STRING_TYPES.has(pgType)) return 'string';
  if (pgType === 'json' || pgType === 'jsonb') return 'Json';
  if (pgType === 'void') return 'undefined';
  if (pgType === 'record') return 'Record<string, unknown>';
  if (pgType.startsWith('_')) {
    const element = tsType(pgType.slice(1), schema);
    return element.includes('|') ? `(${element})[]` : `${element}[]`;
  }
  if (schema.enums.some((e) => e.name === pgType)) return `${ref}["Enums"][${quote(pgType)}]`;
  const foreignEnum = schema.foreignEnums.find((e) => e.name === pgType);
  if (foreignEnum) return foreignEnum.values.map(quote).join(' | ');
  if (schema.compositeTypes.some((c) => c.name === pgType)) return `${ref}["CompositeTypes"][${quote(pgType)}]`;
  const relation = schema.relations.find((r) => r.name === pgType);
  if (relation) return `${ref}[${relation.kind === 'table' ? '"Tables"' : '"Views"'}][${quote(pgType)}]["Row"]`;
  return 'unknown';
}

const sortedColumns = (relation: RelationInfo) => [...relation.columns].sort(byName);
const nullable = (column: ColumnInfo, type: string) => (column.nullable ? `${type} | null` : type);

function rowType(relation: RelationInfo, schema: SchemaInfo): TypeNode {
  // A function taking the table's row is a computed column: PostgREST selects it like one.
  const computed = schema.functions
    .filter((fn) => fn.args.length === 1 && fn.args[0].mode === 'in' && fn.args[0].type === relation.name)
    .map((fn): [string, TypeNode] => [key(fn.name), `${tsType(fn.returnType, schema)} | null`]);
  return object([...sortedColumns(relation).map((c): [string, TypeNode] => [key(c.name), nullable(c, tsType(c.type, schema))]), ...computed]);
}

function writeTypes(relation: RelationInfo, schema: SchemaInfo): [string, TypeNode][] {
  const columns = sortedColumns(relation);
  if (relation.kind === 'view') {
    const member = (c: ColumnInfo): [string, TypeNode] => (c.updatable ? [`${key(c.name)}?`, `${tsType(c.type, schema)} | null`] : [`${key(c.name)}?`, 'never']);
    return [
      ['Insert', object(columns.map(member))],
      ['Update', object(columns.map(member))],
    ];
  }
  // Like the CLI since it learnt about stored generated columns: writing one is an error.
  const readOnly = (c: ColumnInfo) => c.identityAlways || c.generated;
  const insert = columns.map((c): [string, TypeNode] => {
    if (readOnly(c)) return [`${key(c.name)}?`, 'never'];
    const optional = c.nullable || c.hasDefault;
    return [`${key(c.name)}${optional ? '?' : ''}`, nullable(c, tsType(c.type, schema))];
  });
  const update = columns.map((c): [string, TypeNode] => [`${key(c.name)}?`, readOnly(c) ? 'never' : nullable(c, tsType(c.type, schema))]);
  return [
    ['Insert', object(insert)],
    ['Update', object(update)],
  ];
}

function relationshipsType(relation: RelationInfo): TypeNode {
  const sorted = [...relation.relationships].sort(
    (a, b) => compareText(a.foreignKeyName, b.foreignKeyName) || compareText(a.referencedRelation, b.referencedRelation),
  );
  return {
    kind: 'tuple',
    items: sorted.map((r) =>
      object([
        ['foreignKeyName', quote(r.foreignKeyName)],
        ['columns', `[${r.columns.map(quote).join(', ')}]`],
        ['isOneToOne', String(r.isOneToOne)],
        ['referencedRelation', quote(r.referencedRelation)],
        ['referencedColumns', `[${r.referencedColumns.map(quote).join(', ')}]`],
      ]),
    ),
  };
}

function relationType(relation: RelationInfo, schema: SchemaInfo): TypeNode {
  const writable = relation.kind === 'table' || relation.updatable;
  return object([
    ['Row', rowType(relation, schema)],
    ...(writable ? writeTypes(relation, schema) : []),
    ['Relationships', relationshipsType(relation)],
  ]);
}

/** One overload: named input arguments, and what the call returns. */
function signatureType(fn: FunctionInfo, schema: SchemaInfo): TypeNode {
  const inputs = fn.args.filter((a) => a.mode === 'in').sort(byName);
  const args: TypeNode = inputs.length === 0 ? 'never' : object(inputs.map((a) => [`${key(a.name)}${a.hasDefault ? '?' : ''}`, tsType(a.type, schema)]));
  const set = fn.returnsSet ? '[]' : '';
  const tableColumns = fn.args.filter((a) => a.mode === 'table').sort(byName);
  const returnRelation = schema.relations.find((r) => r.name === fn.returnRelation);
  let returns: TypeNode;
  if (tableColumns.length > 0) returns = object(tableColumns.map((a) => [key(a.name), tsType(a.type, schema)]), set);
  else if (returnRelation) returns = object(sortedColumns(returnRelation).map((c) => [key(c.name), nullable(c, tsType(c.type, schema))]), set);
  else {
    const type = tsType(fn.returnType, schema);
    returns = set && type.includes('|') ? `(${type})[]` : `${type}${set}`;
  }
  return object([
    ['Args', args],
    ['Returns', returns],
  ]);
}

/**
 * PostgREST can call a function only when all its arguments are named (or it takes a
 * single unnamed one), so only those are typed.
 */
function callable(fn: FunctionInfo): boolean {
  const inputs = fn.args.filter((a) => a.mode === 'in' || a.mode === 'inout' || a.mode === 'variadic');
  return inputs.every((a) => a.name !== '') || inputs.length === 1;
}

function functionsType(schema: SchemaInfo): TypeNode {
  const byFunction = new Map<string, FunctionInfo[]>();
  for (const fn of schema.functions.filter(callable).sort(byName)) byFunction.set(fn.name, [...(byFunction.get(fn.name) ?? []), fn]);
  return group(
    [...byFunction].map(([name, overloads]): [string, TypeNode] => {
      const signatures = overloads.map((fn) => signatureType(fn, schema));
      if (signatures.length === 1) return [key(name), signatures[0]];
      // Overloads are ordered by their printed text, which does not depend on creation order.
      const sorted = signatures.map((s) => ({ s, text: print(s, '') })).sort((a, b) => compareText(a.text, b.text));
      return [key(name), { kind: 'union', items: sorted.map(({ s }) => s) }];
    }),
  );
}

function schemaType(schema: SchemaInfo): TypeNode {
  const relations = [...schema.relations].sort(byName);
  const enums = [...schema.enums].sort(byName);
  return object([
    ['Tables', group(relations.filter((r) => r.kind === 'table').map((r) => [key(r.name), relationType(r, schema)]))],
    ['Views', group(relations.filter((r) => r.kind === 'view').map((r) => [key(r.name), relationType(r, schema)]))],
    ['Functions', functionsType(schema)],
    ['Enums', group(enums.map((e) => [key(e.name), e.values.map(quote).join(' | ')]))],
    [
      'CompositeTypes',
      group(
        [...schema.compositeTypes]
          .sort(byName)
          .map((c) => [key(c.name), object(c.attributes.map((a) => [key(a.name), `${tsType(a.type, schema)} | null`]))]),
      ),
    ],
  ]);
}

const HEADER = `// Generated by \`npm run db:types\` from supabase/migrations: do not edit by hand.
// The shape is that of \`supabase gen types typescript\` (public schema only).

export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]
`;

/**
 * The hosted API tells the Supabase CLI its PostgREST version; the embedded emulator has
 * none, so the type claims 12, the client's own default, and enables no 13-only builder
 * methods the emulator does not implement.
 */
const POSTGREST_VERSION = '12';

export function renderDatabaseTypes(schema: SchemaInfo): string {
  const database = object([
    ['__InternalSupabase', object([['PostgrestVersion', quote(POSTGREST_VERSION)]])],
    [key(schema.name), schemaType(schema)],
  ]);
  return [HEADER, `export type Database = ${print(database, '')}`, HELPERS.replaceAll('SCHEMA', quote(schema.name)), constants(schema), ''].join('\n');
}

/** Every enum's values as a runtime array, for select options and zod enums. */
function constants(schema: SchemaInfo): string {
  const enums = [...schema.enums].sort(byName).map((e) => `      ${key(e.name)}: [${e.values.map(quote).join(', ')}],`);
  const body = enums.length > 0 ? `{\n${enums.join('\n')}\n    }` : '{}';
  return `export const Constants = {\n  ${key(schema.name)}: {\n    Enums: ${body},\n  },\n} as const`;
}

// The helper types the CLI emits: Tables<"plan"> is a row, TablesInsert<"plan"> an insert,
// and each also takes { schema } first to reach another schema.
const HELPERS = `
type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type SchemaName = keyof DatabaseWithoutInternals

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, SCHEMA>]

type TablesAndViews<S extends SchemaName> = DatabaseWithoutInternals[S]["Tables"] & DatabaseWithoutInternals[S]["Views"]

export type Tables<
  NameOrSchema extends keyof (DefaultSchema["Tables"] & DefaultSchema["Views"]) | { schema: SchemaName },
  Name extends NameOrSchema extends { schema: SchemaName } ? keyof TablesAndViews<NameOrSchema["schema"]> : never = never,
> = NameOrSchema extends { schema: SchemaName }
  ? TablesAndViews<NameOrSchema["schema"]>[Name] extends { Row: infer R }
    ? R
    : never
  : NameOrSchema extends keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] & DefaultSchema["Views"])[NameOrSchema] extends { Row: infer R }
      ? R
      : never
    : never

export type TablesInsert<
  NameOrSchema extends keyof DefaultSchema["Tables"] | { schema: SchemaName },
  Name extends NameOrSchema extends { schema: SchemaName } ? keyof DatabaseWithoutInternals[NameOrSchema["schema"]]["Tables"] : never = never,
> = NameOrSchema extends { schema: SchemaName }
  ? DatabaseWithoutInternals[NameOrSchema["schema"]]["Tables"][Name] extends { Insert: infer I }
    ? I
    : never
  : NameOrSchema extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][NameOrSchema] extends { Insert: infer I }
      ? I
      : never
    : never

export type TablesUpdate<
  NameOrSchema extends keyof DefaultSchema["Tables"] | { schema: SchemaName },
  Name extends NameOrSchema extends { schema: SchemaName } ? keyof DatabaseWithoutInternals[NameOrSchema["schema"]]["Tables"] : never = never,
> = NameOrSchema extends { schema: SchemaName }
  ? DatabaseWithoutInternals[NameOrSchema["schema"]]["Tables"][Name] extends { Update: infer U }
    ? U
    : never
  : NameOrSchema extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][NameOrSchema] extends { Update: infer U }
      ? U
      : never
    : never

export type Enums<
  NameOrSchema extends keyof DefaultSchema["Enums"] | { schema: SchemaName },
  Name extends NameOrSchema extends { schema: SchemaName } ? keyof DatabaseWithoutInternals[NameOrSchema["schema"]]["Enums"] : never = never,
> = NameOrSchema extends { schema: SchemaName }
  ? DatabaseWithoutInternals[NameOrSchema["schema"]]["Enums"][Name]
  : NameOrSchema extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][NameOrSchema]
    : never

export type CompositeTypes<
  NameOrSchema extends keyof DefaultSchema["CompositeTypes"] | { schema: SchemaName },
  Name extends NameOrSchema extends { schema: SchemaName } ? keyof DatabaseWithoutInternals[NameOrSchema["schema"]]["CompositeTypes"] : never = never,
> = NameOrSchema extends { schema: SchemaName }
  ? DatabaseWithoutInternals[NameOrSchema["schema"]]["CompositeTypes"][Name]
  : NameOrSchema extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][NameOrSchema]
    : never
`;
