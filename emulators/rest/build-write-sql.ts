import { bodySql, neededColumns, selectListSql, whereSql, type BodyShape } from './build-read-sql';
import { filterSql } from './build-filter-sql';
import type { ReadNode } from './resolve-read';
import { ident, tableRef, type SqlParams } from './sql-text';

export interface Representation {
  /** minimal: no body; the select list of `node` otherwise. */
  mode: 'minimal' | 'representation';
  node: ReadNode;
  shape: BodyShape;
  stripNulls: boolean;
}

/** `returning` of a DML statement: only the columns the response needs (column grants stay honoured). */
function returningSql(rep: Representation, alias: string): string {
  if (rep.mode === 'minimal') return 'returning 1';
  const cols = neededColumns(rep.node);
  return cols.length ? `returning ${cols.map((c) => `${alias}.${ident(c)}`).join(', ')}` : 'returning 1';
}

/** Wraps a DML statement like PostgREST: count the affected rows, render the returned ones as JSON. */
function wrap(dml: string, rep: Representation, p: SqlParams): string {
  if (rep.mode === 'minimal') {
    return `with pgrst_source as (${dml}) select null::bigint as total, count(*) as page_total, null::text as body from pgrst_source _pgrst_t`;
  }
  const alias = p.alias();
  const rows = `select ${selectListSql(rep.node, alias, p)} from pgrst_source ${alias}`;
  return `with pgrst_source as (${dml}) select null::bigint as total, count(*) as page_total, ${bodySql(rep.shape, rep.stripNulls)} as body from (${rows}) _pgrst_t`;
}

export interface InsertSpec {
  table: string;
  columns: string[];
  rows: Record<string, unknown>[];
  /** Prefer: missing=default: a key absent from a row takes the column default instead of null. */
  missingDefault: boolean;
  upsert?: { conflict: string[]; action: 'merge' | 'ignore' };
}

/**
 * INSERT (and upsert). Rows travel as one JSON parameter and json_populate_recordset converts
 * them to the table's row type, as PostgREST does, so JSON → Postgres typing matches.
 */
export function buildInsertSql(spec: InsertSpec, rep: Representation, p: SqlParams): string {
  const target = tableRef(spec.table);
  const cols = spec.columns.map(ident).join(', ');
  const needsDefaults = spec.missingDefault && spec.rows.some((r) => spec.columns.some((c) => !Object.hasOwn(r, c)));
  let source: string;
  if (needsDefaults) {
    const values = spec.rows.map((row) => {
      const param = p.add(JSON.stringify(row));
      const cells = spec.columns.map((c) => (Object.hasOwn(row, c) ? `(json_populate_record(null::${target}, ${param}::json)).${ident(c)}` : 'default'));
      return `(${cells.join(', ')})`;
    });
    source = `values ${values.join(', ')}`;
  } else {
    source = `select ${cols} from json_populate_recordset(null::${target}, ${p.add(JSON.stringify(spec.rows))}::json) _pgrst_body`;
  }
  let conflict = '';
  if (spec.upsert) {
    const on = `on conflict (${spec.upsert.conflict.map(ident).join(', ')})`;
    const sets = spec.columns.map((c) => `${ident(c)} = excluded.${ident(c)}`).join(', ');
    conflict = spec.upsert.action === 'ignore' || !sets ? ` ${on} do nothing` : ` ${on} do update set ${sets}`;
  }
  const alias = 'pgrst_ins';
  const dml = `insert into ${target} as ${alias} (${cols}) ${source}${conflict} ${returningSql(rep, alias)}`;
  return wrap(dml, rep, p);
}

/** PATCH: the body is one JSON object, typed by json_populate_record; filters pick the rows. */
export function buildUpdateSql(table: string, columns: string[], body: Record<string, unknown>, filters: ReadNode['filters'], rep: Representation, p: SqlParams): string {
  const alias = 'pgrst_upd';
  const sets = columns.map((c) => `${ident(c)} = _pgrst_body.${ident(c)}`).join(', ');
  const src = `(select * from json_populate_record(null::${tableRef(table)}, ${p.add(JSON.stringify(body))}::json)) _pgrst_body`;
  const where = whereSql(filters.map((f) => filterSql(alias, f, p)));
  return wrap(`update ${tableRef(table)} as ${alias} set ${sets} from ${src}${where} ${returningSql(rep, alias)}`, rep, p);
}

export function buildDeleteSql(table: string, filters: ReadNode['filters'], rep: Representation, p: SqlParams): string {
  const alias = 'pgrst_del';
  const where = whereSql(filters.map((f) => filterSql(alias, f, p)));
  return wrap(`delete from ${tableRef(table)} as ${alias}${where} ${returningSql(rep, alias)}`, rep, p);
}
