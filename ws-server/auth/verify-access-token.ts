// Verifies the Supabase access token a client sends in `hello`. Current projects sign with an
// asymmetric key (ES256, or RS256) published as JWKS: verified here, locally, with no round
// trip. Legacy projects sign with a shared HS256 secret the server does not hold: those
// tokens are checked by asking the auth server (GET /auth/v1/user), as getUser() does.
import crypto from 'node:crypto';
import { toError } from '../../lib/errors/to-error';
import { isRecord } from '../../lib/is-record';
import type { JwksCache } from './jwks-cache';

export interface VerifiedUser {
  userId: string;
  /** Seconds since the epoch. */
  expiresAt?: number;
  /** The session_id claim: the auth.sessions row that a sign-out deletes. */
  sessionId?: string;
}

/** Why a token was refused; `reason` is for logs (never the token itself). */
export class AuthError extends Error {
  constructor(readonly reason: 'malformed' | 'signature' | 'expired' | 'claims' | 'unknown_key' | 'rejected') {
    super(`access token refused: ${reason}`);
    this.name = 'AuthError';
  }
}

/** The auth server could not be asked: not the user's fault (close 1011, not 4401). */
export class AuthUnavailableError extends Error {
  constructor(detail: string) {
    super(`auth server unavailable: ${detail}`);
    this.name = 'AuthUnavailableError';
  }
}

export interface VerifierOptions {
  supabaseUrl: string;
  /** Any project API key: sent as `apikey` to /auth/v1/user for legacy HS256 tokens. */
  apiKey: string;
  jwks: JwksCache;
  /** Milliseconds since the epoch. */
  now?: () => number;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export type AccessTokenVerifier = (token: string) => Promise<VerifiedUser>;

const MAX_TOKEN_CHARS = 16_384;
const LEEWAY_S = 5;

export function createAccessTokenVerifier(options: VerifierOptions): AccessTokenVerifier {
  const now = options.now ?? Date.now;
  const doFetch = options.fetch ?? fetch;

  return async (token) => {
    if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_CHARS) throw new AuthError('malformed');
    const parts = token.split('.');
    if (parts.length !== 3) throw new AuthError('malformed');
    const header = decodePart(parts[0]);
    const claims = decodePart(parts[1]);
    if (!header || !claims) throw new AuthError('malformed');
    const alg = header.alg;

    if (alg === 'HS256') {
      // The auth server vouched for the token, so its claims can be read as they are.
      const user = await askAuthServer(token);
      return { ...user, expiresAt: typeof claims.exp === 'number' ? claims.exp : undefined, sessionId: sessionIdOf(claims) };
    }
    if (alg !== 'ES256' && alg !== 'RS256') throw new AuthError('malformed');

    const key = await options.jwks.key(typeof header.kid === 'string' ? header.kid : undefined, alg).catch((error: unknown) => {
      throw new AuthUnavailableError(toError(error).message);
    });
    if (!key) throw new AuthError('unknown_key');
    const signed = Buffer.from(`${parts[0]}.${parts[1]}`);
    const signature = Buffer.from(parts[2], 'base64url');
    const valid = alg === 'ES256' ? crypto.verify('sha256', signed, { key, dsaEncoding: 'ieee-p1363' }, signature) : crypto.verify('sha256', signed, key, signature);
    if (!valid) throw new AuthError('signature');
    return checkClaims(claims, now() / 1000);
  };

  async function askAuthServer(token: string): Promise<VerifiedUser> {
    let res: Response;
    try {
      res = await doFetch(`${options.supabaseUrl}/auth/v1/user`, {
        headers: { apikey: options.apiKey, authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
      });
    } catch (error) {
      throw new AuthUnavailableError(toError(error).message);
    }
    if (res.status === 401 || res.status === 403) throw new AuthError('rejected');
    if (!res.ok) throw new AuthUnavailableError(`GET /auth/v1/user answered ${res.status}`);
    const user: unknown = await res.json().catch(() => null);
    if (!isRecord(user) || typeof user.id !== 'string') throw new AuthError('rejected');
    return { userId: user.id };
  }
}

function checkClaims(claims: Record<string, unknown>, nowS: number): VerifiedUser {
  const { exp, nbf, sub, role, aud } = claims;
  if (typeof exp !== 'number') throw new AuthError('claims');
  if (exp <= nowS - LEEWAY_S) throw new AuthError('expired');
  if (typeof nbf === 'number' && nbf > nowS + LEEWAY_S) throw new AuthError('claims');
  const audiences = Array.isArray(aud) ? aud : [aud];
  if (!audiences.includes('authenticated') || role !== 'authenticated') throw new AuthError('claims');
  if (typeof sub !== 'string' || !/^[0-9a-f-]{36}$/i.test(sub)) throw new AuthError('claims');
  return { userId: sub, expiresAt: exp, sessionId: sessionIdOf(claims) };
}

function sessionIdOf(claims: Record<string, unknown>): string | undefined {
  const id = claims.session_id;
  return typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id) ? id : undefined;
}

function decodePart(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return isRecord(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
