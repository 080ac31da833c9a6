import { isRecord } from '../../lib/is-record';
import { buildRpcRowsSql, buildRpcScalarSql, type RpcCall } from './build-rpc-sql';
import { RestError } from './errors';
import { pageStatus, rootPaging } from './handle-read';
import { collectQueryParts } from './query-params';
import { resolveRead } from './resolve-read';
import type { FunctionInfo, SchemaCache } from './schema-cache';
import { contentRange, contentType, run, type RequestScope, type RestResponse } from './scope';
import { SqlParams } from './sql-text';

function takesWholeBody(fn: FunctionInfo): boolean {
  return fn.params.length === 1 && fn.params[0].name === '' && /^jsonb?$/.test(fn.params[0].type);
}

/** Picks the overload whose parameter names fit the arguments, as PostgREST does. */
function chooseFunction(cache: SchemaCache, name: string, argNames: string[]): { fn: FunctionInfo; wholeBody: boolean } {
  const overloads = cache.functions.get(name) ?? [];
  const fits = overloads.filter((fn) => {
    const names = new Set(fn.params.map((p) => p.name));
    return argNames.every((a) => names.has(a)) && fn.params.every((p) => p.hasDefault || argNames.includes(p.name));
  });
  if (fits.length === 1) return { fn: fits[0], wholeBody: false };
  if (fits.length === 0) {
    const whole = overloads.filter(takesWholeBody);
    if (whole.length === 1) return { fn: whole[0], wholeBody: true };
    const signature = argNames.length ? `(${[...argNames].sort().join(', ')})` : ' without parameters';
    throw new RestError(
      404,
      'PGRST202',
      `Could not find the function public.${name.slice(0, 63)}${signature.slice(0, 200)} in the schema cache`,
      `Searched for the function public.${name.slice(0, 63)}${argNames.length ? ` with parameters ${[...argNames].sort().join(', ').slice(0, 200)}` : ' without parameters'} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    );
  }
  throw new RestError(300, 'PGRST203', `Could not choose the best candidate function between: ${fits.map((f) => `public.${name}(${f.params.map((p) => `${p.name} => ${p.type}`).join(', ')})`).join(', ')}`, null, 'Try renaming the parameters or the function itself in the database so function overloading can be resolved');
}

// GET|HEAD|POST /rest/v1/rpc/<fn>: call a function with named arguments.
export async function handleRpc(scope: RequestScope, name: string): Promise<RestResponse> {
  const method = scope.info.method;
  if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') {
    throw new RestError(405, 'PGRST101', 'Only GET, HEAD and POST are allowed for functions');
  }
  if (!scope.cache.functions.has(name)) {
    throw new RestError(404, 'PGRST202', `Could not find the function public.${name.slice(0, 63)} in the schema cache`);
  }
  const paramNames = new Set((scope.cache.functions.get(name) ?? []).flatMap((f) => f.params.map((p) => p.name)));
  const parts = collectQueryParts(scope.search, method === 'POST' ? new Set() : paramNames);
  let args: Record<string, unknown>;
  if (method === 'POST') {
    const body = scope.body ?? {};
    if (!isRecord(body)) throw new RestError(400, 'PGRST102', 'Empty or invalid json', 'The arguments of a function call must be a JSON object.');
    args = body;
  } else args = parts.rpcArgs;
  const { fn, wholeBody } = chooseFunction(scope.cache, name, Object.keys(args));
  const call: RpcCall = { fn, args, wholeBody };
  const p = new SqlParams();
  const { limit, offset } = rootPaging(scope, parts.limit.get(''), parts.offset.get(''));
  if (!fn.resultColumns) {
    const row = await run(scope, buildRpcScalarSql(call, { limit: parts.limit.get(''), offset: parts.offset.get('') }, p), p.values, false);
    if (fn.returnsVoid) return { status: 204, headers: {}, body: null };
    return { status: 200, headers: { ...contentType(scope), 'content-range': contentRange(0, row.pageTotal, null) }, body: method === 'HEAD' ? null : row.body };
  }
  const node = resolveRead(scope.cache, { name: fn.name, columns: fn.resultColumns, table: false }, parts);
  const shape = scope.singleObject || !fn.returnsSet ? 'object' : 'array';
  const sql = buildRpcRowsSql(call, node, { shape, stripNulls: scope.stripNulls, count: Boolean(scope.prefs.count), limit, offset }, p);
  const row = await run(scope, sql, p.values, scope.singleObject);
  const status = scope.singleObject ? 200 : pageStatus(offset, row.pageTotal, row.total);
  return {
    status,
    headers: { ...contentType(scope), 'content-range': contentRange(offset, row.pageTotal, row.total) },
    body: method === 'HEAD' ? null : (row.body ?? 'null'),
  };
}
