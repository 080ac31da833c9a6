import crypto from 'node:crypto';
import { DEV_JWT_SECRET, DEV_SIGNING_JWK, DEV_SIGNING_KID } from './dev-keys';

/** Claims of a Supabase token: user access tokens and the legacy API-key JWTs alike. */
export interface JwtClaims {
  iss?: string;
  aud?: string | string[];
  exp?: number;
  iat?: number;
  sub?: string;
  role: string;
  aal?: string;
  amr?: { method: string; timestamp: number }[];
  session_id?: string;
  email?: string;
  phone?: string;
  app_metadata?: Record<string, unknown>;
  user_metadata?: Record<string, unknown>;
  is_anonymous?: boolean;
  [key: string]: unknown;
}

export class JwtError extends Error {
  constructor(
    message: string,
    readonly reason: 'malformed' | 'signature' | 'expired' | 'algorithm',
  ) {
    super(message);
    this.name = 'JwtError';
  }
}

const privateKey = crypto.createPrivateKey({ key: { ...DEV_SIGNING_JWK }, format: 'jwk' });
const publicKey = crypto.createPublicKey(privateKey);

/** The public signing key as a JWKS document (what /auth/v1/.well-known/jwks.json serves). */
export function jwks(): { keys: Record<string, unknown>[] } {
  const { kty, crv, x, y } = publicKey.export({ format: 'jwk' });
  return { keys: [{ kty, crv, x, y, kid: DEV_SIGNING_KID, alg: 'ES256', use: 'sig', key_ops: ['verify'] }] };
}

const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');

/** Signs user access tokens with ES256 as current Supabase projects do. */
export function signAccessToken(claims: JwtClaims): string {
  const body = `${b64({ alg: 'ES256', typ: 'JWT', kid: DEV_SIGNING_KID })}.${b64(claims)}`;
  const sig = crypto.sign('sha256', Buffer.from(body), { key: privateKey, dsaEncoding: 'ieee-p1363' });
  return `${body}.${sig.toString('base64url')}`;
}

/** Verifies an ES256 access token or a legacy HS256 key; throws JwtError. `now` in seconds. */
export function verifyJwt(token: string, now = Math.floor(Date.now() / 1000)): JwtClaims {
  const parts = token.split('.');
  if (parts.length !== 3) throw new JwtError('invalid JWT: unable to parse or verify signature, token is malformed', 'malformed');
  let header: { alg?: string; kid?: string };
  let claims: JwtClaims;
  try {
    header = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8'));
    claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
  } catch {
    throw new JwtError('invalid JWT: unable to parse or verify signature, token is malformed', 'malformed');
  }
  if (typeof claims !== 'object' || claims === null) throw new JwtError('invalid JWT: token is malformed', 'malformed');
  const signed = Buffer.from(`${parts[0]}.${parts[1]}`);
  const sig = Buffer.from(parts[2], 'base64url');
  let valid: boolean;
  if (header.alg === 'ES256') {
    valid = crypto.verify('sha256', signed, { key: publicKey, dsaEncoding: 'ieee-p1363' }, sig);
  } else if (header.alg === 'HS256') {
    const expected = crypto.createHmac('sha256', DEV_JWT_SECRET).update(signed).digest();
    valid = expected.length === sig.length && crypto.timingSafeEqual(expected, sig);
  } else {
    throw new JwtError(`invalid JWT: signing method ${header.alg ?? 'none'} is invalid`, 'algorithm');
  }
  if (!valid) throw new JwtError('invalid JWT: unable to parse or verify signature, signature is invalid', 'signature');
  if (typeof claims.exp === 'number' && claims.exp <= now) {
    throw new JwtError('invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired', 'expired');
  }
  if (typeof claims.role !== 'string') throw new JwtError('invalid JWT: role claim missing', 'malformed');
  return claims;
}
