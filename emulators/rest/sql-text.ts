/**
 * Building blocks of generated SQL. Identifiers written into SQL come from the schema cache
 * (catalog names) or are aliases the parser already restricted to letters, digits, `_` and `$`;
 * they are still quoted with doubled quotes, so even a bug upstream cannot close the quote.
 * Values never appear in SQL text: they are $n parameters.
 */
export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export function tableRef(name: string): string {
  return `"public".${ident(name)}`;
}

/** Collects parameters and hands out $n placeholders and unique table aliases. */
export class SqlParams {
  readonly values: unknown[] = [];
  private aliases = 0;

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  alias(prefix = 't'): string {
    return `pgrst_${prefix}${this.aliases++}`;
  }
}
