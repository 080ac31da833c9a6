import crypto from 'node:crypto';
import type { Queryable } from '../db/types';

/** A row of auth.users, as the Auth service reads it. */
export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_token: string | null;
  confirmation_sent_at: Date | null;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  email_change_token_new: string | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date | null;
  updated_at: Date | null;
  phone: string | null;
  phone_confirmed_at: Date | null;
  banned_until: Date | null;
  deleted_at: Date | null;
  is_anonymous: boolean;
}

/** Columns our code may set through updateUser (never user-chosen names). */
type Writable = Partial<Omit<UserRow, 'id' | 'created_at'>>;

const JSON_COLUMNS = new Set(['raw_app_meta_data', 'raw_user_meta_data']);

export const iso = (ms: number) => new Date(ms).toISOString();

export async function findUserById(q: Queryable, id: string): Promise<UserRow | undefined> {
  if (!isUuid(id)) return undefined;
  const { rows } = await q.query<UserRow>('select * from auth.users where id = $1', [id]);
  return rows[0];
}

export async function findUserByEmail(q: Queryable, email: string): Promise<UserRow | undefined> {
  const { rows } = await q.query<UserRow>(
    'select * from auth.users where lower(email) = lower($1) and is_sso_user = false order by created_at limit 1',
    [email],
  );
  return rows[0];
}

export interface NewUser {
  email: string;
  encryptedPassword: string | null;
  emailConfirmedAt: number | null;
  provider: string;
  userMetadata: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  invitedAt?: number | null;
  now: number;
  id?: string;
}

/** Inserts a user the way GoTrue's signupNewUser does (aud/role authenticated, provider in app_metadata). */
export async function insertUser(q: Queryable, u: NewUser): Promise<UserRow> {
  const appMeta = { ...(u.appMetadata ?? {}), provider: u.provider, providers: [u.provider] };
  const { rows } = await q.query<UserRow>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, invited_at,
       raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at, updated_at, is_anonymous,
       confirmation_token, recovery_token, email_change_token_new, email_change)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3, $4, $5,
       $6::jsonb, $7::jsonb, false, $8, $8, false, '', '', '', '')
     returning *`,
    [
      u.id ?? crypto.randomUUID(),
      u.email.toLowerCase(),
      u.encryptedPassword,
      u.emailConfirmedAt === null ? null : iso(u.emailConfirmedAt),
      u.invitedAt ? iso(u.invitedAt) : null,
      JSON.stringify(appMeta),
      JSON.stringify(u.userMetadata),
      iso(u.now),
    ],
  );
  return rows[0];
}

export async function updateUser(q: Queryable, id: string, fields: Writable, now: number): Promise<UserRow> {
  const entries = Object.entries({ ...fields, updated_at: new Date(now) });
  const sets = entries.map(([col, _], i) => `${col} = $${i + 2}${JSON_COLUMNS.has(col) ? '::jsonb' : ''}`);
  const params = entries.map(([col, v]) => (JSON_COLUMNS.has(col) ? JSON.stringify(v) : v instanceof Date ? v.toISOString() : v));
  const { rows } = await q.query<UserRow>(`update auth.users set ${sets.join(', ')} where id = $1 returning *`, [id, ...params]);
  return rows[0];
}

export function isUuid(s: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s);
}

export const isConfirmed = (u: UserRow) => u.email_confirmed_at !== null || u.phone_confirmed_at !== null;

/** Adds a provider to app_metadata.providers, as GoTrue does when an identity is linked. */
export function withProvider(u: UserRow, provider: string): Record<string, unknown> {
  const app = { ...(u.raw_app_meta_data ?? {}) };
  const providers = Array.isArray(app.providers) ? (app.providers as string[]) : [];
  app.providers = providers.includes(provider) ? providers : [...providers, provider];
  app.provider ??= provider;
  return app;
}

/** Merges user_metadata as GoTrue's UpdateUserMetaData does: null removes a key. */
export function mergeMetadata(current: Record<string, unknown> | null, patch: Record<string, unknown>): Record<string, unknown> {
  const out = { ...(current ?? {}) };
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete out[k];
    else out[k] = v;
  }
  return out;
}
