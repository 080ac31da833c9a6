import crypto from 'node:crypto';
import type { Queryable } from '../db/types';
import { EMAIL_LINK_TTL_SECONDS } from './config';
import { findUserByEmail, updateUser, type UserRow } from './users';

/** The e-mail link types of GoTrue's /verify. */
export type EmailLinkType = 'signup' | 'invite' | 'recovery' | 'magiclink' | 'email_change';

export const EMAIL_LINK_TYPES: readonly EmailLinkType[] = ['signup', 'invite', 'recovery', 'magiclink', 'email_change'];

/** Tokens of PKCE flows carry this prefix, so /verify knows to answer with ?code= (as GoTrue does). */
export const PKCE_PREFIX = 'pkce_';

/** Which auth.users columns hold the token and its sent-at time, per link type (as in GoTrue). */
const COLUMNS = {
  signup: ['confirmation_token', 'confirmation_sent_at'],
  invite: ['confirmation_token', 'confirmation_sent_at'],
  recovery: ['recovery_token', 'recovery_sent_at'],
  magiclink: ['recovery_token', 'recovery_sent_at'],
  email_change: ['email_change_token_new', 'email_change_sent_at'],
} as const;

/** GoTrue's GenerateTokenHash: hex SHA-224 of the address followed by the 6-digit code. */
export function tokenHash(email: string, otp: string): string {
  return crypto.createHash('sha224').update(email.toLowerCase() + otp).digest('hex');
}

export interface IssuedEmailToken {
  /** The 6-digit code shown in the e-mail (verifyOtp({email, token})). */
  otp: string;
  /** What the link carries and what verifyOtp({token_hash}) takes. */
  hashedToken: string;
}

/**
 * Stores a fresh one-time token for the user (replacing any earlier one of the same kind,
 * which stops working) and stamps the sent-at time that link expiry is measured from.
 */
export async function issueEmailToken(
  q: Queryable,
  user: UserRow,
  type: EmailLinkType,
  pkce: boolean,
  now: number,
  address = user.email ?? '',
): Promise<IssuedEmailToken> {
  const otp = crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
  const hash = tokenHash(address, otp);
  const [tokenCol, sentCol] = COLUMNS[type];
  const hashedToken = pkce ? PKCE_PREFIX + hash : hash;
  await updateUser(q, user.id, { [tokenCol]: hashedToken, [sentCol]: new Date(now) }, now);
  return { otp, hashedToken };
}

/** Finds the user holding this link token (with or without the PKCE prefix). */
export async function findUserByEmailToken(q: Queryable, type: EmailLinkType, token: string): Promise<UserRow | undefined> {
  if (!token) return undefined;
  const [tokenCol] = COLUMNS[type];
  const bare = token.startsWith(PKCE_PREFIX) ? token.slice(PKCE_PREFIX.length) : token;
  const { rows } = await q.query<UserRow>(`select * from auth.users where ${tokenCol} in ($1, $2) and ${tokenCol} <> '' limit 1`, [
    bare,
    PKCE_PREFIX + bare,
  ]);
  return rows[0];
}

/** Finds the user for verifyOtp({email, token}) by recomputing the token hash. */
export async function findUserByEmailOtp(q: Queryable, type: EmailLinkType, email: string, otp: string): Promise<UserRow | undefined> {
  const user = type === 'email_change' ? await findByNewEmail(q, email) : await findUserByEmail(q, email);
  if (!user) return undefined;
  const stored = String(user[COLUMNS[type][0]] ?? '');
  const bare = stored.startsWith(PKCE_PREFIX) ? stored.slice(PKCE_PREFIX.length) : stored;
  return bare !== '' && bare === tokenHash(email, otp) ? user : undefined;
}

async function findByNewEmail(q: Queryable, email: string): Promise<UserRow | undefined> {
  const { rows } = await q.query<UserRow>('select * from auth.users where lower(email_change) = lower($1) limit 1', [email]);
  return rows[0];
}

export function isLinkExpired(user: UserRow, type: EmailLinkType, now: number): boolean {
  const sentAt = user[COLUMNS[type][1]];
  return !sentAt || new Date(sentAt).getTime() + EMAIL_LINK_TTL_SECONDS * 1000 < now;
}

/** Clears a used token so the link works once. */
export async function consumeEmailToken(q: Queryable, user: UserRow, type: EmailLinkType, now: number): Promise<UserRow> {
  return updateUser(q, user.id, { [COLUMNS[type][0]]: '' }, now);
}
