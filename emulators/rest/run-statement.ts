import { DbError, type Database } from '../db/types';
import type { RequestRole } from './request-role';

/** What every generated statement returns: one row with the optional total, the page size and the JSON body. */
export interface StatementRow {
  total: number | null;
  pageTotal: number;
  body: string | null;
}

export interface RequestInfo {
  method: string;
  path: string;
  headers: Record<string, string>;
  /** GET and HEAD run read-only, as PostgREST runs them (a volatile rpc over GET then fails with 25006 → 405). */
  readOnly: boolean;
}

export interface RunStats {
  /** Generated statements that reached the database (tests prove refused requests never get this far). */
  statements: number;
}

// Settings first, in their own statement: a role switch only takes effect for the statements after it.
const SETTINGS_SQL =
  "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), " +
  "set_config('request.method', $3, true), set_config('request.path', $4, true), set_config('request.headers', $5, true)";
const SETTINGS_READ_ONLY_SQL = `${SETTINGS_SQL}, set_config('transaction_read_only', 'on', true)`;

function toNumber(v: unknown): number | null {
  return v === null || v === undefined ? null : Number(v);
}

/**
 * Runs one generated statement the way PostgREST does: one transaction, `role` and
 * `request.jwt.claims` set locally (gone at commit or rollback), so grants and row-level
 * security are Postgres's to enforce. `check` runs inside the transaction: throwing there
 * (e.g. PGRST116 on a write) rolls the write back.
 */
export async function runStatement(
  db: Database,
  who: RequestRole,
  info: RequestInfo,
  statement: { sql: string; params: unknown[] },
  stats: RunStats,
  check: (row: StatementRow) => void = () => undefined,
): Promise<StatementRow> {
  let firstError: DbError | undefined;
  const track = <T>(p: Promise<T>) =>
    p.catch((err: unknown) => {
      if (err instanceof DbError && !firstError) firstError = err;
      throw err;
    });
  try {
    return await db.transaction(async (tx) => {
      await track(
        tx.query(info.readOnly ? SETTINGS_READ_ONLY_SQL : SETTINGS_SQL, [
          who.role,
          JSON.stringify(who.claims),
          info.method,
          info.path,
          JSON.stringify(info.headers),
        ]),
      );
      stats.statements++;
      const result = await track(tx.query<Record<string, unknown>>(statement.sql, statement.params));
      const raw = result.rows[0] ?? {};
      const row: StatementRow = { total: toNumber(raw.total), pageTotal: Number(raw.page_total ?? 0), body: (raw.body as string | null) ?? null };
      check(row);
      return row;
    });
  } catch (err) {
    // After a refused statement Postgres answers 25P02 (transaction aborted) to anything
    // else; the client must see the statement's own error.
    if (err instanceof DbError && err.code === '25P02' && firstError) throw firstError;
    throw err;
  }
}
