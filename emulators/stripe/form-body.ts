/**
 * Stripe's request encoding: application/x-www-form-urlencoded with bracket notation for
 * nesting (`metadata[user_id]=…`, `line_items[0][price]=…`, `expand[]=…`), which stripe-node
 * produces for POST bodies and for GET/DELETE query strings alike. Values stay strings;
 * each endpoint converts what it reads (params.ts).
 */
export type FormValue = string | FormValue[] | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

export class FormBodyError extends Error {
  constructor(
    message: string,
    readonly param: string,
  ) {
    super(message);
  }
}

const MAX_DEPTH = 8;
const MAX_PAIRS = 1000;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** `a[b][0]` → ['a', 'b', '0']; `a[]` → ['a', ''] (append). */
export function splitKey(key: string): string[] {
  const open = key.indexOf('[');
  if (open <= 0) return [key];
  const parts = [key.slice(0, open)];
  const rest = key.slice(open);
  const re = /\[([^\]]*)\]/gy;
  let consumed = 0;
  for (let m = re.exec(rest); m; m = re.exec(rest)) {
    parts.push(m[1]);
    consumed = re.lastIndex;
  }
  // Anything after the last bracket pair (e.g. `a[b]c`) is not bracket notation: keep it literal.
  if (consumed !== rest.length) return [key];
  return parts;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    throw new FormBodyError('Invalid percent-encoding in request parameters.', text.split('=')[0]);
  }
}

type Node = Map<string, Node | string>;

/** Parses a form-encoded string into nested objects and arrays. */
export function parseFormBody(body: string): FormObject {
  const root: Node = new Map();
  const pairs = body.split('&').filter((p) => p.length > 0);
  if (pairs.length > MAX_PAIRS) throw new FormBodyError('Too many request parameters.', '');
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    const rawKey = decode(eq < 0 ? pair : pair.slice(0, eq));
    const value = eq < 0 ? '' : decode(pair.slice(eq + 1));
    const path = splitKey(rawKey);
    if (path.length > MAX_DEPTH) throw new FormBodyError(`Parameter ${rawKey} is nested too deeply.`, rawKey);
    insert(root, path, value, rawKey);
  }
  return toObject(root);
}

function insert(node: Node, path: string[], value: string, rawKey: string): void {
  let current = node;
  for (let i = 0; i < path.length; i++) {
    let part = path[i];
    if (FORBIDDEN_KEYS.has(part)) throw new FormBodyError(`Invalid parameter name: ${rawKey}`, rawKey);
    // `[]` appends: give it the next free index.
    if (part === '' && i > 0) part = String(current.size);
    const last = i === path.length - 1;
    const existing = current.get(part);
    if (last) {
      if (existing instanceof Map) throw new FormBodyError(`Invalid value for ${rawKey}: it is also used as a hash.`, rawKey);
      current.set(part, value);
      return;
    }
    if (typeof existing === 'string') throw new FormBodyError(`Invalid hash for ${rawKey}: it is also given as a string.`, rawKey);
    const next: Node = existing ?? new Map();
    current.set(part, next);
    current = next;
  }
}

function toValue(node: Node | string): FormValue {
  if (typeof node === 'string') return node;
  const keys = [...node.keys()];
  if (keys.length > 0 && keys.every((k) => /^\d+$/.test(k))) {
    return keys
      .map((k) => [Number(k), node.get(k)!] as const)
      .sort((a, b) => a[0] - b[0])
      .map(([, v]) => toValue(v));
  }
  return toObject(node);
}

/** A hash. The body itself is always one: its keys are parameter names, even numeric ones. */
function toObject(node: Node): FormObject {
  const out: FormObject = {};
  for (const [k, v] of node) out[k] = toValue(v);
  return out;
}
