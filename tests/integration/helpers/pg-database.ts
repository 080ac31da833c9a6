import { Pool, type PoolClient } from 'pg';
import { DbError, type Database, type Queryable, type SqlResult } from '../../../emulators/db/types';

function toDbError(err: unknown): DbError {
  const e = err as { message?: string; code?: string; detail?: string; hint?: string; constraint?: string };
  return new DbError({ message: e.message ?? String(err), code: e.code, detail: e.detail, hint: e.hint, constraint: e.constraint });
}

async function run<T>(client: Pool | PoolClient, sql: string, params: unknown[]): Promise<SqlResult<T>> {
  try {
    const res = await client.query(sql, params);
    return {
      rows: res.rows as T[],
      rowCount: res.rowCount ?? res.rows.length,
      fields: res.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
    };
  } catch (err) {
    throw toDbError(err);
  }
}

/** A real Postgres server (used to prove the migrations on PostgreSQL 15, and usable by operators). */
export class PgDatabase implements Database {
  private readonly pool: Pool;
  constructor(connectionString: string) {
    this.pool = new Pool({ connectionString, max: 10 });
  }

  query<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<SqlResult<T>> {
    return run<T>(this.pool, sql, params);
  }

  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const tx: Queryable = { query: <R>(sql: string, params: unknown[] = []) => run<R>(client, sql, params) };
      const result = await fn(tx);
      await client.query('COMMIT');
      return result;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }

  async exec(sql: string): Promise<void> {
    try {
      await this.pool.query(sql);
    } catch (err) {
      throw toDbError(err);
    }
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}
