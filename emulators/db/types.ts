/** What every database backend of the emulator offers (PGlite in a worker, or a Postgres server). */
export interface SqlResult<T = Record<string, unknown>> {
  rows: T[];
  rowCount: number;
  fields: { name: string; dataTypeID: number }[];
}

export interface Queryable {
  /** One parameterised statement. Never pass user text as `sql`. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<SqlResult<T>>;
}

export interface Database extends Queryable {
  /** Runs fn inside BEGIN/COMMIT; rolls back when fn throws. Never call db.query inside fn. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Multi-statement SQL from trusted files in this repository (migrations, seed) only. */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

/** A Postgres error as PostgREST reports it: SQLSTATE code, message, detail, hint. */
export class DbError extends Error {
  readonly code: string;
  readonly detail?: string;
  readonly hint?: string;
  readonly constraint?: string;
  constructor(e: { message: string; code?: string; detail?: string; hint?: string; constraint?: string }) {
    super(e.message);
    this.name = 'DbError';
    this.code = e.code ?? 'XX000';
    this.detail = e.detail ?? undefined;
    this.hint = e.hint ?? undefined;
    this.constraint = e.constraint ?? undefined;
  }
}
