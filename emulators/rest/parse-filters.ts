import { parseError } from './errors';

const FILTER_OPERATORS = [
  'eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch', 'is', 'isdistinct', 'in',
  'cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj', 'fts', 'plfts', 'phfts', 'wfts',
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

/** `column=[not.]op[(modifier)].value` once parsed. Values stay text: they become $n parameters. */
export interface Condition {
  kind: 'condition';
  column: string;
  negate: boolean;
  op: FilterOperator;
  /** `any`/`all` for like/ilike/match lists, or the text-search configuration for fts operators. */
  modifier?: string;
  /** A single value, or the list of `in.(a,b)` / `like(any).{a,b}`. */
  value: string | string[];
}

/** `or=(…)`, `and=(…)`, `not.or=(…)` and their nestings. */
export interface LogicTree {
  kind: 'logic';
  op: 'and' | 'or';
  negate: boolean;
  children: (Condition | LogicTree)[];
}

export type Filter = Condition | LogicTree;

const IS_VALUES = new Set(['null', 'true', 'false', 'unknown']);
const MAX_LIST = 1000;

/** Splits at top-level commas, honouring double quotes (with backslash escapes) and parentheses/braces. */
export function splitTopLevel(text: string, param: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '\\') i++;
      else if (c === '"') quoted = false;
    } else if (c === '"') quoted = true;
    else if (c === '(' || c === '{') depth++;
    else if (c === ')' || c === '}') {
      if (--depth < 0) throw parseError(param, text, `unexpected "${c}" (column ${i + 1})`);
    } else if (c === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  if (quoted || depth !== 0) throw parseError(param, text, 'unexpected end of input expecting closing quote or parenthesis');
  parts.push(text.slice(start));
  return parts;
}

/** Removes surrounding double quotes and backslash escapes from one list item or logic-tree value. */
function unquote(text: string): string {
  if (text.length >= 2 && text.startsWith('"') && text.endsWith('"')) return text.slice(1, -1).replace(/\\(.)/g, '$1');
  return text;
}

function parseList(text: string, open: string, close: string, param: string): string[] {
  if (!text.startsWith(open) || !text.endsWith(close)) throw parseError(param, text, `expecting a list in ${open}${close}`);
  const inner = text.slice(1, -1);
  if (inner === '') return [];
  const items = splitTopLevel(inner, param).map(unquote);
  if (items.length > MAX_LIST) throw parseError(param, text, `a list holds at most ${MAX_LIST} values`);
  return items;
}

/**
 * Parses the value side of a filter (`not.in.(1,2)`, `eq.x`, `ilike(any).{a*,b*}`, `fts(english).cat`).
 * `inLogic` applies logic-tree quoting: `name.eq."a,b"` means the value `a,b`.
 */
export function parseCondition(column: string, text: string, param = column, inLogic = false): Condition {
  let rest = text;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const m = /^([a-z]+)(?:\(([a-z_]+)\))?\./.exec(rest);
  const op = FILTER_OPERATORS.find((o) => o === m?.[1]);
  if (!m || !op) {
    throw parseError(param, text, `unknown or missing operator, expecting one of ${FILTER_OPERATORS.join(', ')}`);
  }
  const modifier = m[2];
  const raw = rest.slice(m[0].length);
  let value: string | string[];
  if (op === 'in') {
    value = parseList(raw, '(', ')', param);
  } else if (modifier === 'any' || modifier === 'all') {
    if (!['like', 'ilike', 'match', 'imatch', 'eq', 'neq', 'gt', 'gte', 'lt', 'lte'].includes(op)) {
      throw parseError(param, text, `(${modifier}) does not apply to ${op}`);
    }
    value = parseList(raw, '{', '}', param);
  } else if (op === 'is') {
    value = raw.toLowerCase();
    if (!IS_VALUES.has(value)) throw parseError(param, text, 'is. expects null, true, false or unknown');
  } else {
    if (modifier !== undefined && !op.endsWith('fts')) throw parseError(param, text, `unexpected modifier for ${op}`);
    value = inLogic ? unquote(raw) : raw;
  }
  return { kind: 'condition', column, negate, op, modifier, value };
}

const MAX_LOGIC_DEPTH = 8;

/** Parses `(a.eq.1,or(b.gt.2,c.is.null))`, the value of `or=`/`and=`, into a tree. */
export function parseLogic(op: 'and' | 'or', negate: boolean, text: string, param: string, depth = 0): LogicTree {
  if (depth > MAX_LOGIC_DEPTH) throw parseError(param, text, `at most ${MAX_LOGIC_DEPTH} nested logic operators`);
  if (!text.startsWith('(') || !text.endsWith(')')) throw parseError(param, text, 'expecting "(" … ")"');
  const children = splitTopLevel(text.slice(1, -1), param).map((item): Filter => {
    const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(item);
    if (nested) return parseLogic(nested[2] === 'and' ? 'and' : 'or', Boolean(nested[1]), nested[3], param, depth + 1);
    const dot = item.indexOf('.');
    if (dot <= 0) throw parseError(param, text, `expecting "column.operator.value" in "${item.slice(0, 60)}"`);
    return parseCondition(item.slice(0, dot), item.slice(dot + 1), param, true);
  });
  return { kind: 'logic', op, negate, children };
}

export interface OrderTerm {
  column: string;
  descending: boolean;
  nulls?: 'first' | 'last';
}

/** Parses `order=a.desc.nullslast,b` (columns of the ordered table itself). */
export function parseOrder(text: string, param = 'order'): OrderTerm[] {
  return splitTopLevel(text, param).map((term) => {
    const parts = term.split('.');
    const column = unquote(parts[0]);
    if (!column || parts.length > 3) throw parseError(param, text, `expecting "column[.asc|.desc][.nullsfirst|.nullslast]" in "${term.slice(0, 60)}"`);
    const out: OrderTerm = { column, descending: false };
    for (const mod of parts.slice(1)) {
      if (mod === 'asc' || mod === 'desc') out.descending = mod === 'desc';
      else if (mod === 'nullsfirst' || mod === 'nullslast') out.nulls = mod === 'nullsfirst' ? 'first' : 'last';
      else throw parseError(param, text, `unexpected "${mod.slice(0, 30)}" expecting asc, desc, nullsfirst or nullslast`);
    }
    return out;
  });
}

/** Parses a non-negative integer parameter (`limit`, `offset`). */
export function parseCount(text: string, param: string): number {
  if (!/^\d{1,9}$/.test(text)) throw parseError(param, text, 'expecting a non-negative integer');
  return Number(text);
}
