import type { IncomingHttpHeaders } from 'node:http';
import type { Database } from '../db/types';
import { RestError } from './errors';
import type { Preferences } from './prefer';
import type { RequestRole } from './request-role';
import type { RequestInfo, RunStats, StatementRow } from './run-statement';
import { runStatement } from './run-statement';
import type { SchemaCache } from './schema-cache';

/** Everything one request's handler needs, resolved by the dispatcher. */
export interface RequestScope {
  db: Database;
  cache: SchemaCache;
  who: RequestRole;
  info: RequestInfo;
  search: URLSearchParams;
  headers: IncomingHttpHeaders;
  prefs: Preferences;
  /** Accept: application/vnd.pgrst.object+json (supabase-js .single()). */
  singleObject: boolean;
  /** Accept: …;nulls=stripped (supabase-js .stripNulls()). */
  stripNulls: boolean;
  /** Parsed JSON body of POST/PATCH (undefined for GET/HEAD/DELETE). */
  body: unknown;
  stats: RunStats;
}

export interface RestResponse {
  status: number;
  headers: Record<string, string>;
  body: string | null;
}

/** 406 PGRST116 as PostgREST words it when a single object was asked for. */
function singularityError(rows: number): RestError {
  return new RestError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${rows} rows`);
}

/** Runs a statement; when one object was asked for, anything but one row is refused inside the transaction. */
export function run(scope: RequestScope, sql: string, params: unknown[], singleObject = scope.singleObject): Promise<StatementRow> {
  return runStatement(scope.db, scope.who, scope.info, { sql, params }, scope.stats, (row) => {
    if (singleObject && row.pageTotal !== 1) throw singularityError(row.pageTotal);
  });
}

export function contentType(scope: RequestScope): Record<string, string> {
  return {
    'content-type': scope.singleObject ? 'application/vnd.pgrst.object+json; charset=utf-8' : 'application/json; charset=utf-8',
  };
}

/** Content-Range as PostgREST sends it: `first-last/total`, `*` for an unknown total, a star for an empty page. */
export function contentRange(offset: number, pageTotal: number, total: number | null): string {
  const totalText = total === null ? '*' : String(total);
  return pageTotal > 0 ? `${offset}-${offset + pageTotal - 1}/${totalText}` : `*/${totalText}`;
}
