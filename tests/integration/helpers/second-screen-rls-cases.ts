// Row-level security and grants on the second screen's tables (second_screen_pairing,
// second_screen_device), and the rules of the functions that write them: a link works once and
// only while it is fresh, a device views only while it stands. Run by rls-suite.ts beside the
// main matrix, so PGlite and PostgreSQL 15 prove the same rules.
import { createHash, randomUUID } from 'node:crypto';
import type { Database } from '../../../emulators/db/types';
import type { Statement } from './as-role';
import { tableMatrixCases, type Case, type MatrixRow, type Op } from './rls-cases';
import type { Fixture } from './rls-fixture';

export interface SecondScreenFixture extends Fixture {
  ownerAuthSessionId: string;
  ownerPairingId: string;
  ownerLinkHash: string;
  ownerCodeHash: string;
  ownerDeviceId: string;
  ownerDeviceHash: string;
  otherPairingId: string;
  otherDeviceId: string;
}

export type SecondScreenCase = Omit<Case, 'setup' | 'params'> & {
  setup?: (f: SecondScreenFixture) => Statement[];
  params: (f: SecondScreenFixture) => unknown[];
};

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function one(db: Database, sql: string, params: unknown[]): Promise<string> {
  const r = await db.query<{ id: string }>(sql, params);
  if (r.rows.length !== 1) throw new Error(`fixture: expected one row from ${sql.slice(0, 60)}`);
  return r.rows[0].id;
}

const PAIRING = `insert into public.second_screen_pairing (profile_id, auth_session_id, token_hash, code_hash, expires_at)
                 values ($1, $2, $3, $4, now() + interval '2 minutes') returning id`;
const DEVICE = `insert into public.second_screen_device (profile_id, name, token_hash, auth_session_id, expires_at)
                values ($1, 'iPhone, Safari', $2, $3, now() + interval '12 hours') returning id`;

/** Written as the superuser: each user has an open link and a paired device; the owner's are bound to a sign-in session. */
export async function createSecondScreenFixture(db: Database, f: Fixture): Promise<SecondScreenFixture> {
  const ownerAuthSessionId = randomUUID();
  await db.query('insert into auth.sessions (id, user_id, created_at) values ($1, $2, now())', [ownerAuthSessionId, f.owner.id]);
  const ownerLinkHash = sha256(`link-${randomUUID()}`);
  const ownerCodeHash = sha256(`code-${randomUUID()}`);
  const ownerDeviceHash = sha256(`device-${randomUUID()}`);
  return {
    ...f,
    ownerAuthSessionId,
    ownerLinkHash,
    ownerCodeHash,
    ownerDeviceHash,
    ownerPairingId: await one(db, PAIRING, [f.owner.id, ownerAuthSessionId, ownerLinkHash, ownerCodeHash]),
    ownerDeviceId: await one(db, DEVICE, [f.owner.id, ownerDeviceHash, ownerAuthSessionId]),
    otherPairingId: await one(db, PAIRING, [f.other.id, null, sha256(`link-${randomUUID()}`), sha256(`code-${randomUUID()}`)]),
    otherDeviceId: await one(db, DEVICE, [f.other.id, sha256(`device-${randomUUID()}`), null]),
  };
}

type Spec = Omit<SecondScreenCase, 'name' | 'who' | 'expect'>;

// What each operation does to the owner's row; reads name only the columns users are granted.
const statements: Record<string, Record<Op, Spec>> = {
  second_screen_pairing: {
    select: { sql: 'select id, expires_at, used_at, created_at from public.second_screen_pairing where id = $1', params: (f) => [f.ownerPairingId] },
    insert: {
      sql: `insert into public.second_screen_pairing (profile_id, token_hash, code_hash, expires_at) values ($1, $2, $3, now() + interval '1 hour')`,
      params: (f) => [f.owner.id, sha256(randomUUID()), sha256(randomUUID())],
    },
    update: { sql: `update public.second_screen_pairing set expires_at = now() + interval '1 day' where id = $1`, params: (f) => [f.ownerPairingId] },
    delete: { sql: 'delete from public.second_screen_pairing where id = $1', params: (f) => [f.ownerPairingId] },
  },
  second_screen_device: {
    select: { sql: 'select id, name, created_at, expires_at, revoked_at, last_seen_at from public.second_screen_device where id = $1', params: (f) => [f.ownerDeviceId] },
    insert: {
      sql: `insert into public.second_screen_device (profile_id, name, token_hash, expires_at) values ($1, 'Pixel', $2, now() + interval '1 year')`,
      params: (f) => [f.owner.id, sha256(randomUUID())],
    },
    update: { sql: `update public.second_screen_device set revoked_at = now(), revoked_reason = 'unpaired' where id = $1`, params: (f) => [f.ownerDeviceId] },
    delete: { sql: 'delete from public.second_screen_device where id = $1', params: (f) => [f.ownerDeviceId] },
  },
};

//                                        who may do what (anon, owner, other, service)
const MATRIX: Record<string, Record<Op, MatrixRow>> = {
  // Links are written by the web app's functions; the owner reads and deletes theirs.
  second_screen_pairing: {
    select: ['denied', 'ok', 'none', 'ok'],
    insert: ['denied', 'denied', 'denied', 'ok'],
    update: ['denied', 'denied', 'denied', 'ok'],
    delete: ['denied', 'ok', 'none', 'ok'],
  },
  // Devices are made by a claim; the owner reads and revokes theirs, and nothing else.
  second_screen_device: {
    select: ['denied', 'ok', 'none', 'ok'],
    insert: ['denied', 'denied', 'denied', 'ok'],
    update: ['denied', 'ok', 'none', 'ok'],
    delete: ['denied', 'denied', 'denied', 'ok'],
  },
};

/** One case per table, operation and role, and truncate refused to visitors and users. */
export function secondScreenMatrixCases(): SecondScreenCase[] {
  return tableMatrixCases(MATRIX, statements);
}
