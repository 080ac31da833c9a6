// The /rest/v1 query-string grammar: select, filters, logic trees, order, paging.
import { RestError } from '../../emulators/rest/errors';
import { parseCondition, parseCount, parseLogic, parseOrder, splitTopLevel } from '../../emulators/rest/parse-filters';
import { parseSelect } from '../../emulators/rest/parse-select';
import { collectQueryParts } from '../../emulators/rest/query-params';
import { buildInsertSql } from '../../emulators/rest/build-write-sql';
import { buildRpcScalarSql } from '../../emulators/rest/build-rpc-sql';
import { statusForSqlState } from '../../emulators/rest/errors';
import { SqlParams } from '../../emulators/rest/sql-text';

const PROTOTYPE_KEYS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

function pgrst100(fn: () => unknown): RestError {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(RestError);
    expect((err as RestError).code).toBe('PGRST100');
    expect((err as RestError).status).toBe(400);
    return err as RestError;
  }
  throw new Error('expected a parse error');
}

describe('select', () => {
  test('star, columns, alias, cast', () => {
    expect(parseSelect(null)).toEqual([{ kind: 'star' }]);
    expect(parseSelect('*,plan:name,price::text')).toEqual([
      { kind: 'star' },
      { kind: 'column', name: 'name', alias: 'plan', cast: undefined },
      { kind: 'column', name: 'price', alias: undefined, cast: 'text' },
    ]);
  });

  test('embeds with alias, hint, inner and nesting', () => {
    expect(parseSelect('id,owner:profile!plan_id_fkey!inner(id,plan(name)),f()')).toEqual([
      { kind: 'column', name: 'id', alias: undefined, cast: undefined },
      {
        kind: 'embed', name: 'profile', alias: 'owner', hint: 'plan_id_fkey', joinType: 'inner',
        select: [
          { kind: 'column', name: 'id', alias: undefined, cast: undefined },
          { kind: 'embed', name: 'plan', alias: undefined, hint: undefined, joinType: undefined, select: [{ kind: 'column', name: 'name', alias: undefined, cast: undefined }] },
        ],
      },
      { kind: 'embed', name: 'f', alias: undefined, hint: undefined, joinType: undefined, select: [] },
    ]);
  });

  test('quoted names and unicode letters', () => {
    expect(parseSelect('"my col",名前')).toEqual([
      { kind: 'column', name: 'my col', alias: undefined, cast: undefined },
      { kind: 'column', name: '名前', alias: undefined, cast: undefined },
    ]);
  });

  test.each([
    'name;drop', "name'", 'name--', 'a,,b', 'a(', 'a(b', 'a)', 'name::regclass', 'name::text;x', 'pg_sleep(1)x', '...spread(*)',
    'a.sum()', 'a->b', 'x'.repeat(64), '"unterminated', 'a!b', 'a(b(c(d(e(f(g(h(i))))))))',
  ])('refuses %j', (text) => {
    pgrst100(() => parseSelect(text));
  });

  // Object.prototype members are not casts: `cast in ALLOWED_CASTS` once let `::constructor`
  // through, and the lookup then spliced the Object function's source into the SQL text.
  test.each(PROTOTYPE_KEYS)('refuses the cast ::%s', (key) => {
    pgrst100(() => parseSelect(`name::${key}`));
    pgrst100(() => parseSelect(`id,name::${key.toUpperCase()}`));
  });

  test('error details are clipped so hostile input is not echoed in full', () => {
    const err = pgrst100(() => parseSelect(`;${'x'.repeat(5000)}`));
    expect(err.message.length).toBeLessThan(200);
  });
});

describe('filters', () => {
  test('operators and negation', () => {
    expect(parseCondition('a', 'eq.1')).toMatchObject({ column: 'a', op: 'eq', negate: false, value: '1' });
    expect(parseCondition('a', 'not.ilike.*x*')).toMatchObject({ op: 'ilike', negate: true, value: '*x*' });
    expect(parseCondition('a', 'eq.a.b.c')).toMatchObject({ value: 'a.b.c' });
    expect(parseCondition('a', 'is.NULL')).toMatchObject({ op: 'is', value: 'null' });
    expect(parseCondition('a', 'fts(english).cat')).toMatchObject({ op: 'fts', modifier: 'english', value: 'cat' });
    expect(parseCondition('a', 'like(any).{a*,"b,c"}')).toMatchObject({ op: 'like', modifier: 'any', value: ['a*', 'b,c'] });
  });

  test('in lists with quotes, escapes and parentheses', () => {
    expect(parseCondition('a', 'in.(1,"two, three","say \\"hi\\"","(x)")').value).toEqual(['1', 'two, three', 'say "hi"', '(x)']);
    expect(parseCondition('a', 'in.()').value).toEqual([]);
  });

  test('a value outside a logic tree is taken verbatim (quotes included)', () => {
    expect(parseCondition('a', 'eq."x,y"').value).toBe('"x,y"');
  });

  test.each(['', 'eq', 'equals.1', 'is.maybe', 'in.1,2', 'in.(1,2', 'not.', 'eq(any).{a}x', 'gt(english).1', 'drop.1'])('refuses %j', (text) => {
    pgrst100(() => parseCondition('a', text));
  });

  test('logic trees nest and unquote values', () => {
    expect(parseLogic('or', false, '(a.eq.1,not.and(b.gt.2,c.eq."x,y"),d.in.(1,2))', 'or')).toEqual({
      kind: 'logic', op: 'or', negate: false,
      children: [
        { kind: 'condition', column: 'a', negate: false, op: 'eq', modifier: undefined, value: '1' },
        {
          kind: 'logic', op: 'and', negate: true,
          children: [
            { kind: 'condition', column: 'b', negate: false, op: 'gt', modifier: undefined, value: '2' },
            { kind: 'condition', column: 'c', negate: false, op: 'eq', modifier: undefined, value: 'x,y' },
          ],
        },
        { kind: 'condition', column: 'd', negate: false, op: 'in', modifier: undefined, value: ['1', '2'] },
      ],
    });
  });

  test.each(['a.eq.1', '(a.eq.1', '(a)', '(and(a.eq.1)', '(a.eq.1))'])('refuses the logic tree %j', (text) => {
    pgrst100(() => parseLogic('or', false, text, 'or'));
  });

  test('splitTopLevel honours quotes and depth', () => {
    expect(splitTopLevel('a,"b,c",d(e,f),{g,h}', 'x')).toEqual(['a', '"b,c"', 'd(e,f)', '{g,h}']);
  });
});

describe('order and paging', () => {
  test('order terms', () => {
    expect(parseOrder('a,b.desc,c.asc.nullsfirst,d.nullslast')).toEqual([
      { column: 'a', descending: false },
      { column: 'b', descending: true },
      { column: 'c', descending: false, nulls: 'first' },
      { column: 'd', descending: false, nulls: 'last' },
    ]);
  });

  test.each(['a.up', 'a.desc.nullsfirst.x', '', 'a;drop', 'a.desc;x'])('refuses the order %j', (text) => {
    if (text === 'a;drop') {
      // A strange column name parses; the schema cache refuses it (42703) before SQL is built.
      expect(parseOrder(text)).toEqual([{ column: 'a;drop', descending: false }]);
      return;
    }
    pgrst100(() => parseOrder(text));
  });

  test.each(['-1', '1.5', 'abc', '1;', '9999999999'])('refuses the count %j', (text) => {
    pgrst100(() => parseCount(text, 'limit'));
  });
});

describe('collectQueryParts', () => {
  test('sorts parameters by embed path', () => {
    const parts = collectQueryParts(new URLSearchParams(
      'select=id,plan_feature(*)&id=gt.1&plan_feature.order=sort_order.desc&plan_feature.limit=2&plan_feature.sort_order=lt.5&not.or=(a.eq.1)&limit=10&offset=5&columns="a","b"&on_conflict=a&apikey=k',
    ));
    expect(parts.filters.get('')).toHaveLength(2);
    expect(parts.filters.get('')![1]).toMatchObject({ kind: 'logic', op: 'or', negate: true });
    expect(parts.filters.get('plan_feature')).toEqual([expect.objectContaining({ column: 'sort_order', op: 'lt' })]);
    expect(parts.order.get('plan_feature')).toEqual([{ column: 'sort_order', descending: true }]);
    expect(parts.limit.get('plan_feature')).toBe(2);
    expect(parts.limit.get('')).toBe(10);
    expect(parts.offset.get('')).toBe(5);
    expect(parts.columns).toEqual(['a', 'b']);
    expect(parts.onConflict).toEqual(['a']);
  });

  test('GET rpc arguments are not filters', () => {
    const parts = collectQueryParts(new URLSearchParams('a=1&b=eq.2'), new Set(['a']));
    expect(parts.rpcArgs).toEqual({ a: '1' });
    expect(parts.filters.get('')).toEqual([expect.objectContaining({ column: 'b' })]);
  });

  test('too many parameters are refused', () => {
    const many = new URLSearchParams(Array.from({ length: 201 }, (_, i) => [`c${i}`, 'eq.1']));
    pgrst100(() => collectQueryParts(many));
  });
});

describe('prototype keys are never taken for known entries', () => {
  test.each(PROTOTYPE_KEYS)('%s is no operator, is. value or order modifier', (key) => {
    pgrst100(() => parseCondition('a', `${key}.1`));
    pgrst100(() => parseCondition('a', `is.${key}`));
    pgrst100(() => parseOrder(`a.${key}`));
    pgrst100(() => parseLogic('or', false, `(a.${key}.1)`, 'or'));
  });

  test.each(PROTOTYPE_KEYS)('a %s column absent from an inserted row takes its default (missing=default)', (key) => {
    const p = new SqlParams();
    const sql = buildInsertSql(
      { table: 't', columns: [key, 'a'], rows: [{ a: 1 }], missingDefault: true },
      { mode: 'minimal', node: { name: 't', columns: [key, 'a'], items: [], filters: [], order: [] }, shape: 'array', stripNulls: false },
      p,
    );
    expect(sql).toContain(`values (default, (json_populate_record(null::"public"."t", $1::json))."a")`);
  });

  test.each(PROTOTYPE_KEYS)('an rpc parameter named %s is passed only when the body has it', (key) => {
    const p = new SqlParams();
    const fn = { name: 'f', params: [{ name: key, type: 'text', hasDefault: true }], returnsSet: false, returnsVoid: false, resultColumns: null, volatile: true };
    expect(buildRpcScalarSql({ fn, args: {}, wholeBody: false }, {}, p)).toContain('"public"."f"()');
  });

  test.each(PROTOTYPE_KEYS)('the SQLSTATE %s falls back to 400', (key) => {
    expect(statusForSqlState(key, false)).toBe(400);
  });

  test('GET rpc arguments named like prototype members stay plain data', () => {
    const parts = collectQueryParts(new URLSearchParams('constructor=1&toString=2'), new Set(['constructor', 'toString']));
    expect(parts.rpcArgs).toEqual({ constructor: '1', toString: '2' });
  });
});
