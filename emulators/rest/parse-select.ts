import { parseError } from './errors';

/** One entry of PostgREST's `select` parameter. */
export type SelectItem =
  | { kind: 'star' }
  | { kind: 'column'; name: string; alias?: string; cast?: string }
  | { kind: 'embed'; name: string; alias?: string; hint?: string; joinType?: 'inner' | 'left'; select: SelectItem[] };

/**
 * Casts a `select` may ask for (`price::text`), mapped to the SQL type written out. The cast
 * is spliced into SQL, so it must come from this table and never from the request.
 */
export const ALLOWED_CASTS: Record<string, string> = {
  text: 'text', varchar: 'varchar', int: 'integer', integer: 'integer', int2: 'smallint', smallint: 'smallint',
  int4: 'integer', int8: 'bigint', bigint: 'bigint', numeric: 'numeric', decimal: 'numeric', float4: 'real',
  real: 'real', float8: 'double precision', bool: 'boolean', boolean: 'boolean', json: 'json', jsonb: 'jsonb',
  uuid: 'uuid', date: 'date', timestamp: 'timestamp', timestamptz: 'timestamptz', time: 'time',
};

const MAX_DEPTH = 6;
const MAX_ITEMS = 300;
/** Postgres truncates identifiers past 63 bytes; longer names cannot be real, longer aliases would be cut. */
const MAX_NAME_BYTES = 63;

/** Recursive-descent parser for the select grammar (a subset of PostgREST's, see the file's tests). */
class SelectParser {
  private pos = 0;
  private items = 0;
  constructor(private readonly text: string) {}

  private fail(expected: string): never {
    const found = this.pos < this.text.length ? `"${this.text[this.pos]}"` : 'end of input';
    throw parseError('select', this.text, `unexpected ${found} expecting ${expected} (column ${this.pos + 1})`);
  }

  private peek(s: string): boolean {
    return this.text.startsWith(s, this.pos);
  }

  private name(): string {
    let out: string;
    if (this.peek('"')) {
      const end = this.text.indexOf('"', this.pos + 1);
      if (end < 0) this.fail('closing quote');
      out = this.text.slice(this.pos + 1, end);
      this.pos = end + 1;
    } else {
      const m = /^[\p{L}\p{N}_$]+/u.exec(this.text.slice(this.pos));
      if (!m) this.fail('a column or relation name');
      out = m[0];
      this.pos += out.length;
    }
    if (out.length === 0 || Buffer.byteLength(out) > MAX_NAME_BYTES) this.fail('a name of 1 to 63 bytes');
    return out;
  }

  list(depth: number): SelectItem[] {
    if (depth > MAX_DEPTH) this.fail(`at most ${MAX_DEPTH} levels of embedding`);
    const items: SelectItem[] = [];
    do {
      if (++this.items > MAX_ITEMS) this.fail(`at most ${MAX_ITEMS} select items`);
      items.push(this.item(depth));
    } while (this.peek(',') && ++this.pos);
    return items;
  }

  private item(depth: number): SelectItem {
    if (this.peek('*')) {
      this.pos++;
      return { kind: 'star' };
    }
    if (this.peek('...')) this.fail('a column (spread embeds are not supported)');
    let name = this.name();
    let alias: string | undefined;
    if (this.peek(':') && !this.peek('::')) {
      this.pos++;
      alias = name;
      name = this.name();
    }
    let hint: string | undefined;
    let joinType: 'inner' | 'left' | undefined;
    while (this.peek('!')) {
      this.pos++;
      const mod = this.name();
      if (mod === 'inner' || mod === 'left') joinType = mod;
      else if (hint === undefined) hint = mod;
      else this.fail('"inner" or "left"');
    }
    if (this.peek('(')) {
      this.pos++;
      const select = this.peek(')') ? [] : this.list(depth + 1);
      if (!this.peek(')')) this.fail('"," or ")"');
      this.pos++;
      return { kind: 'embed', name, alias, hint, joinType, select };
    }
    if (hint !== undefined || joinType !== undefined) this.fail('"(" after an embedding hint');
    let cast: string | undefined;
    if (this.peek('::')) {
      this.pos += 2;
      cast = this.name().toLowerCase();
      if (!Object.hasOwn(ALLOWED_CASTS, cast)) this.fail(`one of the casts ${Object.keys(ALLOWED_CASTS).join(', ')}`);
    }
    return { kind: 'column', name, alias, cast };
  }

  parse(): SelectItem[] {
    const items = this.list(0);
    if (this.pos !== this.text.length) this.fail('"," or end of input');
    return items;
  }
}

/** Parses `select=` (empty or absent means `*`); throws PGRST100 on anything outside the grammar. */
export function parseSelect(text: string | null): SelectItem[] {
  if (text === null || text === '') return [{ kind: 'star' }];
  return new SelectParser(text).parse();
}
