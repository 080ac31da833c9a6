// Verifies the Supabase access token a client sends in `hello`. Current projects sign with an
// asymmetric key (ES256, or RS256) published as JWKS: verified here, locally, by jose, with no
// round trip. Legacy projects sign with a shared HS256 secret the server does not hold: those
// tokens are checked by asking the auth server (GET /auth/v1/user), as getUser() does.
import { decodeJwt, decodeProtectedHeader, errors, jwtVerify, type JWTPayload } from 'jose';
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
/** What Supabase signs user tokens with; anything else is refused before a key is looked up. */
const ALGORITHMS = ['ES256', 'RS256'];

export function createAccessTokenVerifier(options: VerifierOptions): AccessTokenVerifier {
  const now = options.now ?? Date.now;
  const doFetch = options.fetch ?? fetch;
  // A key set that cannot be fetched is the auth server's trouble, not a bad token.
  const keys: JwksCache = async (header, token) => {
    try {
      return await options.jwks(header, token);
    } catch (error) {
      if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys) throw error;
      throw new AuthUnavailableError(toError(error).message);
    }
  };

  return async (token) => {
    if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_CHARS) throw new AuthError('malformed');
    if (algorithmOf(token) === 'HS256') {
      const claims = claimsOf(token);
      // The auth server vouched for the token, so its claims can be read as they are.
      const user = await askAuthServer(token);
      return { ...user, expiresAt: typeof claims.exp === 'number' ? claims.exp : undefined, sessionId: sessionIdOf(claims) };
    }
    let claims: JWTPayload;
    try {
      ({ payload: claims } = await jwtVerify(token, keys, {
        algorithms: ALGORITHMS,
        audience: 'authenticated',
        requiredClaims: ['exp', 'sub'],
        clockTolerance: LEEWAY_S,
        currentDate: new Date(now()),
      }));
    } catch (error) {
      throw refusal(error);
    }
    return userOf(claims);
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

/** jose has checked the signature, expiry, not-before, audience and that exp and sub are there: what is left is Supabase's. */
function userOf(claims: JWTPayload): VerifiedUser {
  const { sub, exp } = claims;
  if (claims.role !== 'authenticated') throw new AuthError('claims');
  if (typeof sub !== 'string' || !/^[0-9a-f-]{36}$/i.test(sub)) throw new AuthError('claims');
  return { userId: sub, expiresAt: exp, sessionId: sessionIdOf(claims) };
}

/** Why jose refused a token, in our reasons; anything else (the key set unreachable) passes through. */
function refusal(error: unknown): Error {
  if (error instanceof errors.JWTExpired) return new AuthError('expired');
  if (error instanceof errors.JWTClaimValidationFailed) return new AuthError('claims');
  if (error instanceof errors.JWSSignatureVerificationFailed) return new AuthError('signature');
  // No key with the token's id, or (no id) more than one it could be.
  if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys) return new AuthError('unknown_key');
  // Not three parts, not JSON, an algorithm Supabase does not sign with ("none" among them).
  if (error instanceof errors.JOSEError) return new AuthError('malformed');
  return toError(error);
}

function algorithmOf(token: string): unknown {
  try {
    return decodeProtectedHeader(token).alg;
  } catch {
    throw new AuthError('malformed');
  }
}

function claimsOf(token: string): JWTPayload {
  try {
    return decodeJwt(token);
  } catch {
    throw new AuthError('malformed');
  }
}

function sessionIdOf(claims: JWTPayload): string | undefined {
  const id = claims.session_id;
  return typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id) ? id : undefined;
}
