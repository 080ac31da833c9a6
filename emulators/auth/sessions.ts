import crypto from 'node:crypto';
import type { Queryable } from '../db/types';
import { signAccessToken, type JwtClaims } from '../jwt';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_REUSE_INTERVAL_SECONDS } from './config';
import { badRequest, type AuthError } from './errors';
import { identitiesOf } from './identities';
import { userJson } from './user-json';
import { findUserById, iso, updateUser, type UserRow } from './users';

/** How a session was authenticated; becomes the amr claim (GoTrue's models.AuthenticationMethod). */
export type AuthMethod = 'password' | 'otp' | 'oauth' | 'email/signup' | 'recovery' | 'magiclink' | 'invite' | 'email_change';

/** GoTrue's AccessTokenResponse. */
export interface SessionResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
}

interface RefreshTokenRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  updated_at: Date;
  parent: string | null;
  session_id: string;
}

/** Refresh tokens are opaque random strings; only their exact value is ever looked up. */
const newRefreshToken = () => crypto.randomBytes(18).toString('base64url');

export async function createSession(q: Queryable, user: UserRow, method: AuthMethod, now: number, issuer: string): Promise<SessionResponse> {
  const sessionId = crypto.randomUUID();
  await q.query(`insert into auth.sessions (id, user_id, created_at, updated_at, aal) values ($1, $2, $3, $3, 'aal1')`, [
    sessionId,
    user.id,
    iso(now),
  ]);
  await q.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method) values ($1, $2, $3, $3, $4)`,
    [crypto.randomUUID(), sessionId, iso(now), method],
  );
  const token = newRefreshToken();
  await q.query(
    `insert into auth.refresh_tokens (token, user_id, revoked, created_at, updated_at, parent, session_id) values ($1, $2, false, $3, $3, null, $4)`,
    [token, user.id, iso(now), sessionId],
  );
  const signedIn = await updateUser(q, user.id, { last_sign_in_at: new Date(now) }, now);
  await q.query(`update auth.identities set last_sign_in_at = $2 where user_id = $1`, [user.id, iso(now)]);
  return tokenResponse(q, signedIn, sessionId, token, now, issuer);
}

async function tokenResponse(q: Queryable, user: UserRow, sessionId: string, refreshToken: string, now: number, issuer: string): Promise<SessionResponse> {
  const { rows: amr } = await q.query<{ authentication_method: string; created_at: Date }>(
    'select authentication_method, created_at from auth.mfa_amr_claims where session_id = $1 order by created_at',
    [sessionId],
  );
  const iat = Math.floor(now / 1000);
  const exp = iat + ACCESS_TOKEN_TTL_SECONDS;
  const claims: JwtClaims = {
    aud: 'authenticated',
    exp,
    iat,
    iss: issuer,
    sub: user.id,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role || 'authenticated',
    aal: 'aal1',
    amr: amr.map((a) => ({ method: a.authentication_method, timestamp: Math.floor(new Date(a.created_at).getTime() / 1000) })),
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  };
  return {
    access_token: signAccessToken(claims),
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    expires_at: exp,
    refresh_token: refreshToken,
    user: userJson(user, await identitiesOf(q, user.id)),
  };
}

const notFound = () => badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');

/**
 * Rotates a refresh token (GoTrue's RefreshTokenGrant). Presenting a revoked token within
 * the reuse interval answers with the session's current token (two tabs refreshing at
 * once); later, it is treated as a stolen token and the whole session is revoked
 * (the error is then returned so that the caller commits the revocation before answering).
 */
export async function refreshSession(q: Queryable, presented: string, now: number, issuer: string): Promise<SessionResponse | AuthError> {
  const { rows } = await q.query<RefreshTokenRow>('select * from auth.refresh_tokens where token = $1', [presented]);
  const row = rows[0];
  if (!row || !row.session_id) throw notFound();
  const user = await findUserById(q, row.user_id);
  if (!user) throw notFound();
  if (user.banned_until && new Date(user.banned_until).getTime() > now) throw badRequest('user_banned', 'User is banned');

  if (row.revoked) {
    const { rows: active } = await q.query<RefreshTokenRow>(
      'select * from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1',
      [row.session_id],
    );
    const revokedAt = new Date(row.updated_at).getTime();
    if (active[0] && now - revokedAt < REFRESH_TOKEN_REUSE_INTERVAL_SECONDS * 1000) {
      return tokenResponse(q, user, row.session_id, active[0].token, now, issuer);
    }
    await q.query('update auth.refresh_tokens set revoked = true, updated_at = $2 where session_id = $1 and revoked = false', [
      row.session_id,
      iso(now),
    ]);
    // Returned, not thrown: the revocation must commit before the client hears about it.
    return badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  }

  await q.query('update auth.refresh_tokens set revoked = true, updated_at = $2 where id = $1', [row.id, iso(now)]);
  const next = newRefreshToken();
  await q.query(
    `insert into auth.refresh_tokens (token, user_id, revoked, created_at, updated_at, parent, session_id) values ($1, $2, false, $3, $3, $4, $5)`,
    [next, user.id, iso(now), row.token, row.session_id],
  );
  await q.query('update auth.sessions set refreshed_at = $2::timestamptz, updated_at = $2::timestamptz where id = $1', [row.session_id, iso(now)]);
  return tokenResponse(q, user, row.session_id, next, now, issuer);
}

export async function sessionExists(q: Queryable, sessionId: string): Promise<boolean> {
  const { rows } = await q.query('select 1 from auth.sessions where id = $1', [sessionId]);
  return rows.length > 0;
}

/** Deletes sessions (their refresh tokens cascade). scope: global, local (this one), others. */
export async function endSessions(q: Queryable, userId: string, sessionId: string | undefined, scope: 'global' | 'local' | 'others'): Promise<void> {
  if (scope === 'global' || !sessionId) {
    if (scope === 'others' && !sessionId) return;
    if (scope === 'local' && !sessionId) return;
    await q.query('delete from auth.sessions where user_id = $1', [userId]);
  } else if (scope === 'local') {
    await q.query('delete from auth.sessions where id = $1 and user_id = $2', [sessionId, userId]);
  } else {
    await q.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, sessionId]);
  }
}
