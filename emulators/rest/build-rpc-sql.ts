import { bodySql, pagingSql, selectListSql, whereParts, whereSql, type BodyShape } from './build-read-sql';
import { orderSql } from './build-filter-sql';
import type { ReadNode } from './resolve-read';
import type { FunctionInfo } from './schema-cache';
import { ident, type SqlParams } from './sql-text';

export interface RpcCall {
  fn: FunctionInfo;
  args: Record<string, unknown>;
  /** The function takes one unnamed json/jsonb parameter: the whole body is that argument. */
  wholeBody: boolean;
}

/**
 * `from` items that call the function. Named arguments are read from one JSON parameter with
 * json_to_record, whose column list (names and catalog types, never request text) converts
 * JSON to each parameter's type, arrays included.
 */
function callSql(call: RpcCall, p: SqlParams): { from: string; call: string } {
  const fnRef = `"public".${ident(call.fn.name)}`;
  if (call.wholeBody) return { from: '', call: `${fnRef}(${p.add(JSON.stringify(call.args))}::${call.fn.params[0].type})` };
  const used = call.fn.params.filter((param) => Object.hasOwn(call.args, param.name));
  if (used.length === 0) return { from: '', call: `${fnRef}()` };
  const defs = used.map((param) => `${ident(param.name)} ${param.type}`).join(', ');
  const from = `json_to_record(${p.add(JSON.stringify(call.args))}::json) as _pgrst_args(${defs})`;
  const named = used.map((param) => `${ident(param.name)} := _pgrst_args.${ident(param.name)}`).join(', ');
  return { from, call: `${fnRef}(${named})` };
}

export interface RpcOptions {
  shape: BodyShape;
  stripNulls: boolean;
  count: boolean;
  limit?: number;
  offset?: number;
}

/** A function returning rows: filtered, ordered and paged like a table. */
export function buildRpcRowsSql(call: RpcCall, node: ReadNode, opts: RpcOptions, p: SqlParams): string {
  const alias = p.alias();
  const c = callSql(call, p);
  const from = c.from ? `${c.from} cross join lateral ${c.call} ${alias}` : `${c.call} ${alias}`;
  const where = whereSql(whereParts(node, alias, p));
  // The function runs once (it may be volatile): the total counts the CTE, the page reads from it.
  const all = `select ${selectListSql(node, alias, p)} from ${from}${where}${orderSql(alias, node.order)}`;
  const total = opts.count ? '(select count(*) from pgrst_all)' : 'null::bigint';
  return `with pgrst_all as (${all}), pgrst_source as (select * from pgrst_all${pagingSql(opts.limit, opts.offset)}) select ${total} as total, count(*) as page_total, ${bodySql(opts.shape, opts.stripNulls)} as body from pgrst_source _pgrst_t`;
}

/** A function returning a scalar, a set of scalars, or void. */
export function buildRpcScalarSql(call: RpcCall, opts: { limit?: number; offset?: number }, p: SqlParams): string {
  const c = callSql(call, p);
  const source = `select ${c.call} as pgrst_scalar${c.from ? ` from ${c.from}` : ''}`;
  const body = call.fn.returnsVoid
    ? 'null::text'
    : call.fn.returnsSet
      ? `coalesce(json_agg(_pgrst_t.pgrst_scalar), '[]'::json)::text`
      : `(json_agg(_pgrst_t.pgrst_scalar) -> 0)::text`;
  const paged = call.fn.returnsSet ? `select * from pgrst_source${pagingSql(opts.limit, opts.offset)}` : 'select * from pgrst_source';
  return `with pgrst_source as (${source}) select null::bigint as total, count(*) as page_total, ${body} as body from (${paged}) _pgrst_t`;
}
