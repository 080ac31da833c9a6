import { parseError } from './errors';
import { parseCondition, parseCount, parseLogic, parseOrder, type Filter, type OrderTerm } from './parse-filters';
import { parseSelect, type SelectItem } from './parse-select';

/** Everything the query string asks for, keyed by embed path ('' is the root, 'plan_feature' an embed). */
export interface QueryParts {
  select: SelectItem[];
  filters: Map<string, Filter[]>;
  order: Map<string, OrderTerm[]>;
  limit: Map<string, number>;
  offset: Map<string, number>;
  /** `columns=` of insert/upsert, unquoted. */
  columns?: string[];
  /** `on_conflict=` of upsert. */
  onConflict?: string[];
  /** Query parameters taken as arguments of GET /rpc/fn. */
  rpcArgs: Record<string, string>;
}

const MAX_PARAMS = 200;

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  map.set(key, [...(map.get(key) ?? []), value]);
}

function nameList(text: string, param: string): string[] {
  const names = text.split(',').map((s) => s.trim().replace(/^"(.*)"$/s, '$1'));
  if (names.some((n) => n === '')) throw parseError(param, text, 'expecting a comma-separated list of column names');
  return names;
}

/**
 * Sorts the query string into select, filters, order and paging per embed path. `rpcArgNames`
 * are the parameters of the function a GET /rpc call targets: those keys are arguments, not filters.
 */
export function collectQueryParts(search: URLSearchParams, rpcArgNames: ReadonlySet<string> = new Set()): QueryParts {
  const parts: QueryParts = {
    select: parseSelect(search.get('select')),
    filters: new Map(),
    order: new Map(),
    limit: new Map(),
    offset: new Map(),
    rpcArgs: {},
  };
  let count = 0;
  for (const [key, value] of search) {
    if (++count > MAX_PARAMS) throw parseError(key, value, `at most ${MAX_PARAMS} query parameters`);
    if (key === 'select' || key === 'apikey') continue;
    if (key === 'columns') {
      parts.columns = nameList(value, key);
      continue;
    }
    if (key === 'on_conflict') {
      parts.onConflict = nameList(value, key);
      continue;
    }
    if (rpcArgNames.has(key)) {
      parts.rpcArgs[key] = value;
      continue;
    }
    const segments = key.split('.');
    let last = segments.pop() ?? '';
    let negate = false;
    if ((last === 'or' || last === 'and') && segments[segments.length - 1] === 'not') {
      segments.pop();
      negate = true;
    }
    const path = segments.join('.');
    if (last === 'order') parts.order.set(path, parseOrder(value, key));
    else if (last === 'limit') parts.limit.set(path, parseCount(value, key));
    else if (last === 'offset') parts.offset.set(path, parseCount(value, key));
    else if (last === 'or' || last === 'and') push(parts.filters, path, parseLogic(last, negate, value, key));
    else {
      if (last === '') throw parseError(key, value, 'expecting a column name');
      last = last.replace(/^"(.*)"$/s, '$1');
      push(parts.filters, path, parseCondition(last, value, key));
    }
  }
  return parts;
}
