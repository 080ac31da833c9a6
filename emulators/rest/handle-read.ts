import { buildReadSql } from './build-read-sql';
import { RestError, unknownTable } from './errors';
import { collectQueryParts } from './query-params';
import { resolveRead } from './resolve-read';
import { contentRange, contentType, run, type RequestScope, type RestResponse } from './scope';
import { SqlParams } from './sql-text';

/** Supabase's default `db-max-rows`: no read returns more rows than this, whatever `limit` says. */
const MAX_ROWS = 1000;

/** Reads `Range: 0-9` (supabase-js uses limit/offset instead; other clients send Range). */
function rangeHeader(value: string | string[] | undefined): { offset: number; limit?: number } | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  const m = text ? /^(?:items=)?(\d{1,9})-(\d{0,9})$/.exec(text.trim()) : null;
  if (!m) return undefined;
  const from = Number(m[1]);
  if (m[2] === '') return { offset: from };
  const to = Number(m[2]);
  if (to < from) {
    throw new RestError(416, 'PGRST103', 'Requested range not satisfiable', 'The lower boundary must be lower than or equal to the upper boundary in the Range header.');
  }
  return { offset: from, limit: to - from + 1 };
}

/** Paging of the root: query parameters, else the Range header, always capped at MAX_ROWS. */
export function rootPaging(scope: RequestScope, limit?: number, offset?: number): { limit: number; offset: number } {
  const range = limit === undefined && offset === undefined ? rangeHeader(scope.headers.range) : undefined;
  const effLimit = Math.min(limit ?? range?.limit ?? MAX_ROWS, MAX_ROWS);
  return { limit: effLimit, offset: offset ?? range?.offset ?? 0 };
}

/** Status for a page when the total is known: 416 past the end, 206 for a partial page (PostgREST's rule). */
export function pageStatus(offset: number, pageTotal: number, total: number | null): number {
  if (total === null) return 200;
  if (offset > total) {
    throw new RestError(416, 'PGRST103', 'Requested range not satisfiable', `An offset of ${offset} was requested, but there are only ${total} rows.`);
  }
  return pageTotal < total && pageTotal > 0 ? 206 : 200;
}

// GET|HEAD /rest/v1/<table>: select with embeds, filters, order, paging, count.
export async function handleRead(scope: RequestScope, tableName: string): Promise<RestResponse> {
  const table = scope.cache.tables.get(tableName);
  if (!table) throw unknownTable(tableName);
  const parts = collectQueryParts(scope.search);
  const node = resolveRead(scope.cache, { name: table.name, columns: [...table.columns.keys()], table: true }, parts);
  const { limit, offset } = rootPaging(scope, node.limit, node.offset);
  const p = new SqlParams();
  const sql = buildReadSql(node, { shape: scope.singleObject ? 'object' : 'array', stripNulls: scope.stripNulls, count: Boolean(scope.prefs.count), limit, offset }, p);
  const row = await run(scope, sql, p.values);
  const status = scope.singleObject ? 200 : pageStatus(offset, row.pageTotal, row.total);
  return {
    status,
    headers: { ...contentType(scope), 'content-range': contentRange(offset, row.pageTotal, row.total) },
    body: scope.info.method === 'HEAD' ? null : row.body,
  };
}
