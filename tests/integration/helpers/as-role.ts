// Runs SQL the way the REST emulator (and PostgREST) runs a request: inside one transaction,
// after `set_config('role', …, true)` and `set_config('request.jwt.claims', …, true)`, so
// grants and row-level security apply exactly as they would for a real request.
import { DbError, type Database, type Queryable } from '../../../emulators/db/types';

export type Actor =
  | { kind: 'anon' }
  | { kind: 'user'; id: string; email: string }
  | { kind: 'service' };

export const anon: Actor = { kind: 'anon' };
export const service: Actor = { kind: 'service' };
export function user(id: string, email: string): Actor {
  return { kind: 'user', id, email };
}

function roleAndClaims(actor: Actor): [string, string] {
  switch (actor.kind) {
    case 'anon':
      return ['anon', JSON.stringify({ role: 'anon' })];
    case 'service':
      return ['service_role', JSON.stringify({ role: 'service_role' })];
    case 'user':
      return ['authenticated', JSON.stringify({ sub: actor.id, role: 'authenticated', email: actor.email, aud: 'authenticated' })];
  }
}

export interface Statement {
  sql: string;
  params?: unknown[];
}

export type Outcome =
  | { ok: true; rows: Record<string, unknown>[]; rowCount: number }
  | { ok: false; error: DbError };

class Rollback<T> extends Error {
  constructor(readonly value: T) {
    super('rollback');
  }
}

export interface WithRoleOptions {
  /** Statements run first, as the superuser, in the same transaction (test set-up). */
  setup?: Statement[];
  /** Keep the changes. By default the transaction is rolled back, so a case leaves no trace. */
  commit?: boolean;
}

/**
 * Calls fn with a transaction already switched to the actor's role and claims. Rolls back
 * afterwards unless commit is set; fn's error (a DbError for a refused statement) is rethrown.
 */
export async function withRole<T>(db: Database, actor: Actor, fn: (tx: Queryable) => Promise<T>, options: WithRoleOptions = {}): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      for (const s of options.setup ?? []) await tx.query(s.sql, s.params ?? []);
      const [role, claims] = roleAndClaims(actor);
      await tx.query("select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", [role, claims]);
      const value = await fn(tx);
      if (!options.commit) throw new Rollback(value);
      return value;
    });
  } catch (err) {
    if (err instanceof Rollback) return err.value as T;
    throw err;
  }
}

/** One statement as the actor: its rows, or the error Postgres refused it with. Never throws a DbError. */
export async function asRole(db: Database, actor: Actor, sql: string, params: unknown[] = [], options: WithRoleOptions = {}): Promise<Outcome> {
  let outcome: Outcome | undefined;
  let started = false;
  try {
    await withRole(
      db,
      actor,
      async (tx) => {
        started = true;
        const res = await tx.query(sql, params);
        outcome = { ok: true, rows: res.rows, rowCount: res.rowCount };
      },
      options,
    );
  } catch (err) {
    // A failing set-up statement or commit is a broken test, not a refusal: let it through.
    if (!(err instanceof DbError) || !started || outcome) throw err;
    outcome = { ok: false, error: err };
  }
  return outcome!;
}
