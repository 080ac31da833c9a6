import crypto from 'node:crypto';
import type { Queryable } from '../db/types';
import { findIdentity, insertIdentity } from './identities';
import { findUserByEmail, findUserById, insertUser, iso, mergeMetadata, updateUser, withProvider, type UserRow } from './users';

/** A stable stand-in for Google's numeric subject id, derived from the address. */
function googleSubject(email: string): string {
  const digits = BigInt(`0x${crypto.createHash('sha256').update(email).digest('hex').slice(0, 16)}`).toString();
  return `1${digits.padStart(20, '0')}`.slice(0, 21);
}

/**
 * Signs a Google identity in as GoTrue does: the identity's user if it exists; else the
 * account with the same (verified, per Google) address gets the identity linked; else a new
 * confirmed user. Profile claims are copied into user_metadata on every sign-in.
 */
export async function upsertGoogleUser(q: Queryable, email: string, name: string, now: number): Promise<UserRow> {
  const sub = googleSubject(email);
  const claims: Record<string, unknown> = {
    iss: 'https://accounts.google.com',
    sub,
    provider_id: sub,
    email,
    email_verified: true,
    phone_verified: false,
    ...(name ? { name, full_name: name } : {}),
  };
  const identity = await findIdentity(q, 'google', sub);
  let user = identity ? await findUserById(q, identity.user_id) : await findUserByEmail(q, email);
  if (!user) {
    user = await insertUser(q, { email, encryptedPassword: null, emailConfirmedAt: now, provider: 'google', userMetadata: claims, now });
  } else {
    user = await updateUser(
      q,
      user.id,
      {
        raw_app_meta_data: withProvider(user, 'google'),
        raw_user_meta_data: mergeMetadata(user.raw_user_meta_data, claims),
        email_confirmed_at: user.email_confirmed_at ?? new Date(now),
      },
      now,
    );
  }
  if (identity) {
    await q.query('update auth.identities set identity_data = $2::jsonb, updated_at = $3 where id = $1', [
      identity.id,
      JSON.stringify(claims),
      iso(now),
    ]);
  } else {
    await insertIdentity(q, { userId: user.id, provider: 'google', providerId: sub, data: claims, now });
  }
  return user;
}
