/**
 * Reads `table[key]` only when `key` is the table's own entry. A plain object literal also
 * answers `constructor`, `__proto__`, `toString`… from Object.prototype, so a lookup keyed by
 * request text must never index it directly: a prototype member would pass as a known entry.
 */
export function ownValue<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
