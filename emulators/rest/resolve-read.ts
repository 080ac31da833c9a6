import { RestError, unknownColumn } from './errors';
import type { Filter, OrderTerm } from './parse-filters';
import type { SelectItem } from './parse-select';
import type { QueryParts } from './query-params';
import { findRelationship, type Relationship } from './relationships';
import type { SchemaCache } from './schema-cache';

/** A select item checked against the schema cache: every name in it is a catalog name. */
export type ResolvedItem =
  | { kind: 'column'; column: string; outName: string; cast?: string }
  | { kind: 'embed'; node: ReadNode; outName: string; rel: Relationship; inner: boolean; hidden: boolean };

/** One level of a read: the root table (or function result) or an embedded table. */
export interface ReadNode {
  /** Table name, or the function name for an rpc result (used in error messages). */
  name: string;
  columns: readonly string[];
  items: ResolvedItem[];
  filters: Filter[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
}

function checkColumn(node: { name: string; columns: readonly string[] }, column: string): string {
  if (!node.columns.includes(column)) throw unknownColumn(node.name, column);
  return column;
}

function checkFilter(node: { name: string; columns: readonly string[] }, f: Filter): void {
  if (f.kind === 'condition') checkColumn(node, f.column);
  else f.children.forEach((c) => checkFilter(node, c));
}

/**
 * Resolves the select tree against the cache and attaches the filters, order and paging the
 * query string gave for each embed path. Unknown columns → 42703, unknown relationships →
 * PGRST200, filters on an embed that is not selected → PGRST108.
 */
export function resolveRead(
  cache: SchemaCache,
  root: { name: string; columns: readonly string[]; table: boolean },
  parts: Pick<QueryParts, 'select' | 'filters' | 'order' | 'limit' | 'offset'>,
): ReadNode {
  const usedPaths = new Set<string>();
  const build = (name: string, columns: readonly string[], isTable: boolean, select: SelectItem[], path: string): ReadNode => {
    usedPaths.add(path);
    const node: ReadNode = { name, columns, items: [], filters: parts.filters.get(path) ?? [], order: parts.order.get(path) ?? [] };
    node.limit = parts.limit.get(path);
    node.offset = parts.offset.get(path);
    for (const item of select) {
      if (item.kind === 'star') {
        for (const c of columns) node.items.push({ kind: 'column', column: c, outName: c });
      } else if (item.kind === 'column') {
        node.items.push({ kind: 'column', column: checkColumn(node, item.name), outName: item.alias ?? item.name, cast: item.cast });
      } else {
        if (!isTable) {
          throw new RestError(400, 'PGRST200', `Could not find a relationship between '${name}' and '${item.name}' in the schema cache`, 'Embedding from function results is not supported by the emulator.');
        }
        const rel = findRelationship(cache, name, item.name, item.hint);
        const target = cache.tables.get(rel.target);
        if (!target) throw new RestError(400, 'PGRST200', `Could not find a relationship between '${name}' and '${item.name}' in the schema cache`);
        const outName = item.alias ?? item.name;
        const childPath = path ? `${path}.${outName}` : outName;
        const child = build(target.name, [...target.columns.keys()], true, item.select, childPath);
        node.items.push({ kind: 'embed', node: child, outName, rel, inner: item.joinType === 'inner', hidden: item.select.length === 0 });
      }
    }
    node.filters.forEach((f) => checkFilter(node, f));
    node.order.forEach((o) => checkColumn(node, o.column));
    return node;
  };
  const node = build(root.name, root.columns, root.table, parts.select, '');
  for (const path of [...parts.filters.keys(), ...parts.order.keys(), ...parts.limit.keys(), ...parts.offset.keys()]) {
    if (!usedPaths.has(path)) {
      throw new RestError(400, 'PGRST108', `'${path.slice(0, 63)}' is not an embedded resource in this request`, null, `Verify that '${path.slice(0, 63)}' is included in the 'select' query parameter.`);
    }
  }
  return node;
}
