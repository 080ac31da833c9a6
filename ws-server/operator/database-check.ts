// Whether this ws-server can reach its database, for GET /readyz: a load balancer asks every
// few seconds, and each ask must not become a query. One cheap query at a time, its answer kept
// for `cacheMs`; a query that has not answered by `timeoutMs` counts as unreachable.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../lib/supabase/database';
export interface DatabaseCheck {
  reachable(): Promise<boolean>;
}

export interface DatabaseCheckOptions {
  /** Resolves when the database answered, rejects otherwise; aborted at the timeout. */
  probe(signal: AbortSignal): Promise<void>;
  cacheMs: number;
  timeoutMs: number;
  /** Monotonic milliseconds. */
  now(): number;
}

export function createDatabaseCheck(o: DatabaseCheckOptions): DatabaseCheck {
  let last: { at: number; ok: boolean } | undefined;
  let running: Promise<boolean> | undefined;
  const ask = async () => {
    try {
      await o.probe(AbortSignal.timeout(o.timeoutMs));
      return true;
    } catch {
      return false;
    }
  };
  return {
    reachable() {
      if (last && o.now() - last.at < o.cacheMs) return Promise.resolve(last.ok);
      running ??= ask().then((ok) => {
        last = { at: o.now(), ok };
        running = undefined;
        return ok;
      });
      return running;
    },
  };
}

/** The cheapest read through the service client: one plan id (a small, public table). */
export async function probeSupabase(db: SupabaseClient<Database>, signal: AbortSignal): Promise<void> {
  const { error } = await db.from('plan').select('id').limit(1).abortSignal(signal);
  if (error) throw new Error(`database probe failed: ${error.code ?? ''} ${error.message}`.trim());
}
