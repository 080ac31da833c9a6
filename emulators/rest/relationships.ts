import { RestError } from './errors';
import type { ForeignKey, SchemaCache } from './schema-cache';

/** How an embedded table joins its parent, through one foreign key. */
export interface Relationship {
  fk: ForeignKey;
  /** The embedded (child) table. */
  target: string;
  /** true when the embedded table holds the foreign key (one-to-many, or one-to-one if unique). */
  targetHoldsKey: boolean;
  /** Many-to-one and one-to-one embeds are an object (or null); one-to-many an array. */
  toOne: boolean;
}

function sameColumns(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((c) => b.includes(c));
}

/**
 * Finds the relationship `parent` → `name` the way PostgREST resolves an embed: `name` is the
 * related table, or the foreign key's name, or the single foreign-key column; `hint` (from
 * `name!hint`) narrows to a constraint or column name. No match → PGRST200, several → PGRST201.
 */
export function findRelationship(cache: SchemaCache, parent: string, name: string, hint?: string): Relationship {
  const found: Relationship[] = [];
  for (const fk of cache.foreignKeys) {
    if (fk.table === parent && (fk.refTable === name || fk.name === name || (fk.columns.length === 1 && fk.columns[0] === name))) {
      found.push({ fk, target: fk.refTable, targetHoldsKey: false, toOne: true });
    }
    if (fk.refTable === parent && fk.table === name) {
      const unique = cache.tables.get(fk.table)?.uniqueKeys.some((k) => sameColumns(k, fk.columns)) ?? false;
      found.push({ fk, target: fk.table, targetHoldsKey: true, toOne: unique });
    }
  }
  const matches = hint
    ? found.filter((r) => r.fk.name === hint || r.fk.columns.includes(hint) || r.fk.refColumns.includes(hint))
    : found;
  if (matches.length === 1) return matches[0];
  if (matches.length === 0) {
    throw new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${parent}' and '${name.slice(0, 63)}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent}' and '${name.slice(0, 63)}'${hint ? ` using the hint '${hint.slice(0, 63)}'` : ''} in the schema 'public', but no matches were found.`,
    );
  }
  throw new RestError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${parent}' and '${name}'`,
    matches.map((r) => ({
      cardinality: r.toOne ? (r.targetHoldsKey ? 'one-to-one' : 'many-to-one') : 'one-to-many',
      embedding: `${parent} with ${r.target}`,
      relationship: `${r.fk.name} using ${r.fk.table}(${r.fk.columns.join(', ')}) and ${r.fk.refTable}(${r.fk.refColumns.join(', ')})`,
    })),
    `Try changing '${name}' to one of the following: ${matches.map((r) => `'${name}!${r.fk.name}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
  );
}
