import { isRecord } from '../../lib/is-record';
import { buildDeleteSql, buildInsertSql, buildUpdateSql, type Representation } from './build-write-sql';
import { RestError, unknownColumn, unknownTable } from './errors';
import { collectQueryParts } from './query-params';
import { resolveRead } from './resolve-read';
import type { TableInfo } from './schema-cache';
import { contentType, run, type RequestScope, type RestResponse } from './scope';
import { SqlParams } from './sql-text';

function invalidBody(details: string): RestError {
  return new RestError(400, 'PGRST102', 'Empty or invalid json', details);
}

function columnMissing(table: TableInfo, column: string): RestError {
  return new RestError(400, 'PGRST204', `Could not find the '${column.slice(0, 63)}' column of '${table.name}' in the schema cache`);
}

/** Resolves the table and the `select` that shapes returned rows (headers-only returns the primary key). */
function prepare(scope: RequestScope, tableName: string) {
  const table = scope.cache.tables.get(tableName);
  if (!table) throw unknownTable(tableName);
  const parts = collectQueryParts(scope.search);
  if (scope.prefs.return === 'headers-only') parts.select = table.primaryKey.map((name) => ({ kind: 'column' as const, name }));
  const node = resolveRead(scope.cache, { name: table.name, columns: [...table.columns.keys()], table: true }, parts);
  const rep: Representation = {
    mode: scope.prefs.return === 'minimal' ? 'minimal' : 'representation',
    node,
    shape: scope.singleObject ? 'object' : 'array',
    stripNulls: scope.stripNulls,
  };
  return { table, parts, node, rep };
}

function writeResponse(scope: RequestScope, table: TableInfo, created: boolean, row: { pageTotal: number; body: string | null }): RestResponse {
  const headers: Record<string, string> = { 'content-range': `*/${scope.prefs.count ? row.pageTotal : '*'}` };
  if (scope.prefs.return === 'representation') {
    return { status: created ? 201 : 200, headers: { ...headers, ...contentType(scope) }, body: row.body };
  }
  if (scope.prefs.return === 'headers-only' && created && row.body && table.primaryKey.length) {
    // The Location of the first created row, by primary key, as PostgREST builds it.
    const parsed: unknown = JSON.parse(row.body);
    const rec: unknown = Array.isArray(parsed) ? parsed[0] : parsed;
    if (isRecord(rec)) {
      const q = table.primaryKey.map((k) => `${encodeURIComponent(k)}=eq.${encodeURIComponent(String(rec[k]))}`).join('&');
      headers.location = `/${encodeURIComponent(table.name)}?${q}`;
    }
  }
  return { status: created ? 201 : 204, headers, body: null };
}

// POST /rest/v1/<table>: insert one object or an array; upsert with Prefer: resolution=….
export async function handleInsert(scope: RequestScope, tableName: string): Promise<RestResponse> {
  const { table, parts, rep } = prepare(scope, tableName);
  const body = scope.body;
  const rows = Array.isArray(body) ? body : [body];
  if (!rows.every(isRecord)) throw invalidBody('The body must be a JSON object or an array of JSON objects.');
  const columns = parts.columns ?? [...new Set(rows.flatMap((r) => Object.keys(r)))];
  for (const c of columns) if (!table.columns.has(c)) throw columnMissing(table, c);
  if (rows.length === 0) {
    return writeResponse(scope, table, true, { pageTotal: 0, body: scope.singleObject ? null : '[]' });
  }
  if (columns.length === 0) throw invalidBody('The body has no columns to insert.');
  let upsert: { conflict: string[]; action: 'merge' | 'ignore' } | undefined;
  if (scope.prefs.resolution) {
    const conflict = parts.onConflict ?? table.primaryKey;
    for (const c of conflict) if (!table.columns.has(c)) throw unknownColumn(table.name, c);
    if (conflict.length === 0) {
      throw new RestError(400, 'PGRST100', 'An upsert needs on_conflict or a primary key', `Table '${table.name}' has no primary key.`);
    }
    upsert = { conflict, action: scope.prefs.resolution === 'ignore-duplicates' ? 'ignore' : 'merge' };
  } else if (parts.onConflict) {
    for (const c of parts.onConflict) if (!table.columns.has(c)) throw unknownColumn(table.name, c);
  }
  const p = new SqlParams();
  const sql = buildInsertSql({ table: table.name, columns, rows, missingDefault: scope.prefs.missing === 'default', upsert }, rep, p);
  const row = await run(scope, sql, p.values, scope.singleObject && rep.mode === 'representation');
  return writeResponse(scope, table, true, row);
}

// PATCH /rest/v1/<table>?filters: update the matching rows with the body's columns.
export async function handleUpdate(scope: RequestScope, tableName: string): Promise<RestResponse> {
  const { table, parts, rep } = prepare(scope, tableName);
  if (!isRecord(scope.body)) throw invalidBody('PATCH expects one JSON object.');
  const body = scope.body;
  const columns = parts.columns ?? Object.keys(body);
  for (const c of columns) if (!table.columns.has(c)) throw columnMissing(table, c);
  if (columns.length === 0) return writeResponse(scope, table, false, { pageTotal: 0, body: '[]' });
  const p = new SqlParams();
  const sql = buildUpdateSql(table.name, columns, body, parts.filters.get('') ?? [], rep, p);
  const row = await run(scope, sql, p.values, scope.singleObject && rep.mode === 'representation');
  return writeResponse(scope, table, false, row);
}

// DELETE /rest/v1/<table>?filters: delete the matching rows.
export async function handleDelete(scope: RequestScope, tableName: string): Promise<RestResponse> {
  const { table, parts, rep } = prepare(scope, tableName);
  const p = new SqlParams();
  const sql = buildDeleteSql(table.name, parts.filters.get('') ?? [], rep, p);
  const row = await run(scope, sql, p.values, scope.singleObject && rep.mode === 'representation');
  return writeResponse(scope, table, false, row);
}
