import crypto from 'node:crypto';
import type { Queryable } from '../db/types';
import { iso } from './users';

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
  email: string | null;
}

export async function insertIdentity(
  q: Queryable,
  i: { userId: string; provider: string; providerId: string; data: Record<string, unknown>; now: number },
): Promise<IdentityRow> {
  const { rows } = await q.query<IdentityRow>(
    `insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3, $4::jsonb, $5, $6, $6, $6) returning *`,
    [crypto.randomUUID(), i.providerId, i.userId, JSON.stringify(i.data), i.provider, iso(i.now)],
  );
  return rows[0];
}

export async function findIdentity(q: Queryable, provider: string, providerId: string): Promise<IdentityRow | undefined> {
  const { rows } = await q.query<IdentityRow>('select * from auth.identities where provider = $1 and provider_id = $2', [
    provider,
    providerId,
  ]);
  return rows[0];
}

export async function identitiesOf(q: Queryable, userId: string): Promise<IdentityRow[]> {
  const { rows } = await q.query<IdentityRow>('select * from auth.identities where user_id = $1 order by created_at', [userId]);
  return rows;
}

/** Marks the e-mail verified in the email identity once the address is confirmed. */
export async function markEmailIdentityVerified(q: Queryable, userId: string, now: number): Promise<void> {
  await q.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = $2
     where user_id = $1 and provider = 'email'`,
    [userId, iso(now)],
  );
}
