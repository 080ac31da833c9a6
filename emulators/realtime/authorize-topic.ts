import { randomUUID } from 'node:crypto';
import { DbError, type Database } from '../db/types';
import type { Credential } from './credential';

/** What a credential may do on one private topic: receive its broadcasts (read), send them (write). */
export interface TopicPolicies {
  read: boolean;
  write: boolean;
}

// Settings first, in their own statement: a role switch only takes effect for the statements after it.
const SETTINGS_SQL =
  "select set_config('role', $1, true), set_config('realtime.topic', $2, true), set_config('request.jwt.claims', $3, true), " +
  "set_config('request.jwt.claim.sub', $4, true), set_config('request.jwt.claim.role', $5, true), set_config('request.headers', $6, true)";

/** Thrown to end the check's transaction: everything it wrote is rolled back. */
class CheckDone extends Error {}

function logCheckError(step: 'read' | 'write', err: unknown): void {
  const code = err instanceof DbError ? err.code : 'unknown';
  console.error(JSON.stringify({ level: 'error', msg: 'realtime: an RLS policy on realtime.messages failed', step, code }));
}

/**
 * Asks Postgres what `credential` may do on `topic`, the way hosted Realtime does: in one
 * transaction, a probe row for the topic is written as the owner, then with the token's role
 * and claims in force and realtime.topic() returning the topic, the probe is read back (read
 * is allowed when a SELECT policy lets the role see it) and a second row is inserted in a
 * savepoint (write is allowed when an INSERT policy lets it in); then all of it is rolled back.
 * Hosted Realtime checks write at the first broadcast; the emulator checks both here, once,
 * so sending never waits on the database. A policy that errors counts as a refusal.
 *
 * The service role bypasses row-level security, so the check could only answer yes; it is
 * answered without the database, which the emulator shares with Auth and REST on one
 * connection (a server publishing every chunk through REST would otherwise queue on it).
 */
export async function authorizeTopic(db: Database, topic: string, credential: Credential, headers: Record<string, string>): Promise<TopicPolicies> {
  if (credential.role === 'service_role') return { read: true, write: true };
  const probe = randomUUID();
  const result: TopicPolicies = { read: false, write: false };
  try {
    await db.transaction(async (tx) => {
      await tx.query("insert into realtime.messages (id, topic, extension) values ($1, $2, 'broadcast')", [probe, topic]);
      await tx.query(SETTINGS_SQL, [
        credential.role,
        topic,
        JSON.stringify(credential.claims),
        typeof credential.claims.sub === 'string' ? credential.claims.sub : '',
        credential.role,
        JSON.stringify(headers),
      ]);
      await tx.query('savepoint realtime_read_check');
      try {
        const read = await tx.query<{ visible: boolean }>('select exists (select 1 from realtime.messages where id = $1) as visible', [probe]);
        result.read = read.rows[0]?.visible === true;
      } catch (err) {
        logCheckError('read', err);
        await tx.query('rollback to savepoint realtime_read_check');
      }
      await tx.query('savepoint realtime_write_check');
      try {
        await tx.query("insert into realtime.messages (topic, extension) values ($1, 'broadcast')", [topic]);
        result.write = true;
      } catch (err) {
        if (!(err instanceof DbError && err.code === '42501')) logCheckError('write', err);
        await tx.query('rollback to savepoint realtime_write_check');
      }
      throw new CheckDone();
    });
  } catch (err) {
    if (!(err instanceof CheckDone)) throw err;
  }
  return result;
}
