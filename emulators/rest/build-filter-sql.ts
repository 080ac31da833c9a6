import type { Condition, Filter, OrderTerm } from './parse-filters';
import { ident, type SqlParams } from './sql-text';

const COMPARISON: Record<string, string> = {
  eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=', like: 'like', ilike: 'ilike', match: '~', imatch: '~*',
  cs: '@>', cd: '<@', ov: '&&', sl: '<<', sr: '>>', nxr: '&<', nxl: '&>', adj: '-|-',
};
const TS_QUERY: Record<string, string> = { fts: 'to_tsquery', plfts: 'plainto_tsquery', phfts: 'phraseto_tsquery', wfts: 'websearch_to_tsquery' };
/** `is.` values: the only filter values written into SQL, and only from this table. */
const IS_SQL: Record<string, string> = { null: 'null', true: 'true', false: 'false', unknown: 'unknown' };

/** PostgREST lets `*` stand for `%` in like patterns (URLs mangle `%`). */
function likePattern(op: string, value: string): string {
  return op === 'like' || op === 'ilike' ? value.replace(/\*/g, '%') : value;
}

function conditionSql(alias: string, c: Condition, p: SqlParams): string {
  const col = `${alias}.${ident(c.column)}`;
  let sql: string;
  if (c.op === 'is') sql = `${col} is ${IS_SQL[c.value as string]}`;
  else if (c.op === 'isdistinct') sql = `${col} is distinct from ${p.add(c.value)}`;
  else if (c.op === 'in') {
    // One parameter per value, so each takes the column's type (an array literal would need a cast).
    const values = c.value as string[];
    sql = values.length === 0 ? 'false' : `${col} in (${values.map((v) => p.add(v)).join(', ')})`;
  } else if (Object.hasOwn(TS_QUERY, c.op)) {
    const fn = TS_QUERY[c.op];
    const query = c.modifier ? `${fn}(${p.add(c.modifier)}::regconfig, ${p.add(c.value)})` : `${fn}(${p.add(c.value)})`;
    sql = `${col} @@ ${query}`;
  } else if (Array.isArray(c.value)) {
    const joiner = c.modifier === 'all' ? ' and ' : ' or ';
    const parts = c.value.map((v) => `${col} ${COMPARISON[c.op]} ${p.add(likePattern(c.op, v))}`);
    sql = parts.length === 0 ? (c.modifier === 'all' ? 'true' : 'false') : `(${parts.join(joiner)})`;
  } else {
    sql = `${col} ${COMPARISON[c.op]} ${p.add(likePattern(c.op, c.value))}`;
  }
  return c.negate ? `not (${sql})` : sql;
}

export function filterSql(alias: string, f: Filter, p: SqlParams): string {
  if (f.kind === 'condition') return conditionSql(alias, f, p);
  const inner = f.children.map((c) => filterSql(alias, c, p));
  const sql = inner.length === 0 ? (f.op === 'and' ? 'true' : 'false') : `(${inner.join(f.op === 'and' ? ' and ' : ' or ')})`;
  return f.negate ? `not ${sql}` : sql;
}

export function orderSql(alias: string, terms: OrderTerm[]): string {
  if (terms.length === 0) return '';
  const items = terms.map(
    (t) => `${alias}.${ident(t.column)} ${t.descending ? 'desc' : 'asc'}${t.nulls ? ` nulls ${t.nulls}` : ''}`,
  );
  return ` order by ${items.join(', ')}`;
}
