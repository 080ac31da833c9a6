import { ownValue } from '../own-value';
import { ALLOWED_CASTS } from './parse-select';
import { filterSql, orderSql } from './build-filter-sql';
import type { ReadNode, ResolvedItem } from './resolve-read';
import { ident, tableRef, type SqlParams } from './sql-text';

type EmbedItem = Extract<ResolvedItem, { kind: 'embed' }>;

/** `child.fk = parent.ref` for each column pair of the embed's foreign key. */
function joinCondition(item: EmbedItem, parentAlias: string, childAlias: string): string {
  const { fk, targetHoldsKey } = item.rel;
  return fk.columns
    .map((col, i) => {
      const ref = fk.refColumns[i];
      return targetHoldsKey
        ? `${childAlias}.${ident(col)} = ${parentAlias}.${ident(ref)}`
        : `${childAlias}.${ident(ref)} = ${parentAlias}.${ident(col)}`;
    })
    .join(' and ');
}

/** Filters of a node plus `exists` for each `!inner` embed (which drops parents without a match). */
export function whereParts(node: ReadNode, alias: string, p: SqlParams): string[] {
  const parts = node.filters.map((f) => filterSql(alias, f, p));
  for (const item of node.items) {
    if (item.kind !== 'embed' || !item.inner) continue;
    const child = p.alias();
    const where = [joinCondition(item, alias, child), ...whereParts(item.node, child, p)];
    parts.push(`exists (select 1 from ${tableRef(item.node.name)} ${child} where ${where.join(' and ')})`);
  }
  return parts;
}

export function whereSql(parts: string[]): string {
  return parts.length ? ` where ${parts.join(' and ')}` : '';
}

export function pagingSql(limit?: number, offset?: number): string {
  return `${limit !== undefined ? ` limit ${limit}` : ''}${offset ? ` offset ${offset}` : ''}`;
}

function embedSql(item: EmbedItem, parentAlias: string, p: SqlParams): string {
  const child = p.alias();
  const row = p.alias('r');
  const where = whereSql([joinCondition(item, parentAlias, child), ...whereParts(item.node, child, p)]);
  const from = `select ${selectListSql(item.node, child, p)} from ${tableRef(item.node.name)} ${child}${where}`;
  if (item.rel.toOne) return `(select row_to_json(${row}) from (${from} limit 1) ${row})`;
  const paged = `${from}${orderSql(child, item.node.order)}${pagingSql(item.node.limit, item.node.offset)}`;
  return `coalesce((select json_agg(${row}) from (${paged}) ${row}), '[]'::json)`;
}

/** The select list of a node: columns (with whitelisted casts) and one correlated subquery per embed. */
export function selectListSql(node: ReadNode, alias: string, p: SqlParams): string {
  const items: string[] = [];
  for (const item of node.items) {
    if (item.kind === 'column') {
      const castType = item.cast === undefined ? undefined : ownValue(ALLOWED_CASTS, item.cast);
      if (item.cast !== undefined && castType === undefined) throw new Error(`cast ${item.cast.slice(0, 20)} is not in the allow-list`);
      const cast = castType ? `::${castType}` : '';
      items.push(`${alias}.${ident(item.column)}${cast} as ${ident(item.outName)}`);
    } else if (!item.hidden) {
      items.push(`${embedSql(item, alias, p)} as ${ident(item.outName)}`);
    }
  }
  return items.join(', ');
}

/** Columns of the root a write must return so the select list (and its embeds' joins) can be built. */
export function neededColumns(node: ReadNode): string[] {
  const needed = new Set<string>();
  for (const item of node.items) {
    if (item.kind === 'column') needed.add(item.column);
    else for (const col of item.rel.targetHoldsKey ? item.rel.fk.refColumns : item.rel.fk.columns) needed.add(col);
  }
  return [...needed];
}

export type BodyShape = 'array' | 'object';

/**
 * The final select over `pgrst_source` that PostgREST also uses: Postgres renders the JSON
 * (json_agg), so numbers, timestamps and nulls come out exactly as PostgREST's do.
 */
export function bodySql(shape: BodyShape, stripNulls: boolean): string {
  const agg = shape === 'object' ? '(json_agg(_pgrst_t) -> 0)' : `coalesce(json_agg(_pgrst_t), '[]'::json)`;
  return stripNulls ? `json_strip_nulls(${agg})::text` : `${agg}::text`;
}

export interface ReadOptions {
  shape: BodyShape;
  stripNulls: boolean;
  count: boolean;
  limit?: number;
  offset?: number;
}

/** GET on a table: a CTE with the page, the optional exact total, and the JSON body. */
export function buildReadSql(node: ReadNode, opts: ReadOptions, p: SqlParams): string {
  const alias = p.alias();
  const where = whereSql(whereParts(node, alias, p));
  const source = `select ${selectListSql(node, alias, p)} from ${tableRef(node.name)} ${alias}${where}${orderSql(alias, node.order)}${pagingSql(opts.limit, opts.offset)}`;
  let total = 'null::bigint';
  if (opts.count) {
    const countAlias = p.alias();
    total = `(select count(*) from ${tableRef(node.name)} ${countAlias}${whereSql(whereParts(node, countAlias, p))})`;
  }
  return `with pgrst_source as (${source}) select ${total} as total, count(*) as page_total, ${bodySql(opts.shape, opts.stripNulls)} as body from pgrst_source _pgrst_t`;
}
