import { apiKeyRole, apiRoleOf, isOpaqueApiKey, verifyJwtCached, type ApiRole } from '../api-roles';
import { JwtError, type JwtClaims } from '../jwt';

/** Who a socket, a channel or a REST call acts as: the role checks run as and the claims policies read. */
export interface Credential {
  /** The token as presented (compared on refresh); never logged. */
  token: string;
  role: ApiRole;
  claims: JwtClaims;
  /** Expiry in seconds since the epoch; null for a new-style API key, which does not expire. */
  exp: number | null;
}

/** Why a token was refused, in hosted Realtime's words: `code` prefixes a join's reason, `message` stands alone elsewhere. */
export class TokenRefused extends Error {
  constructor(
    readonly code: 'InvalidJWTToken' | 'MalformedJWT' | 'JwtSignatureError' | 'Unauthorized',
    message: string,
  ) {
    super(message);
    this.name = 'TokenRefused';
  }

  /** The `reason` a refused join replies with, e.g. "InvalidJWTToken: Token has expired 12 seconds ago". */
  get reason(): string {
    return `${this.code}: ${this.message}`;
  }
}

const MISSING_CLAIMS = 'Fields `role` and `exp` are required in JWT';

/** The exp claim of a token whose signature verifyJwt already checked (it reports expiry only after that). */
function expOf(token: string): number {
  const claims: unknown = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
  return typeof claims === 'object' && claims !== null && 'exp' in claims && typeof claims.exp === 'number' ? claims.exp : 0;
}

/**
 * Verifies a token as hosted Realtime does (its JwtVerification and authorize_conn): a JWT
 * signed by the project (the emulator's own keys), unexpired, with `role` and `exp`. The
 * emulator also refuses roles other than anon, authenticated and service_role, which hosted
 * Realtime would try to switch to. A new-style API key stands for its role, as hosted's
 * gateway swaps it for a JWT of that role before Realtime sees it.
 */
export function verifyCredential(token: string, nowSeconds: number): Credential {
  const keyRole = apiKeyRole(token);
  if (keyRole && isOpaqueApiKey(token)) return { token, role: keyRole, claims: { iss: 'supabase', role: keyRole }, exp: null };
  let claims: JwtClaims;
  try {
    claims = verifyJwtCached(token, nowSeconds);
  } catch (err) {
    if (!(err instanceof JwtError)) throw err;
    if (err.reason === 'expired') throw new TokenRefused('InvalidJWTToken', `Token has expired ${nowSeconds - expOf(token)} seconds ago`);
    if (err.reason === 'signature' || err.reason === 'algorithm') throw new TokenRefused('JwtSignatureError', 'Failed to validate JWT signature');
    if (/role claim/.test(err.message)) throw new TokenRefused('InvalidJWTToken', MISSING_CLAIMS);
    throw new TokenRefused('MalformedJWT', 'The token provided is not a valid JWT');
  }
  if (typeof claims.exp !== 'number') throw new TokenRefused('InvalidJWTToken', MISSING_CLAIMS);
  const role = apiRoleOf(claims);
  if (!role) throw new TokenRefused('Unauthorized', `The role "${String(claims.role).slice(0, 40)}" may not use Realtime here (anon, authenticated and service_role may)`);
  return { token, role, claims, exp: claims.exp };
}

/** Seconds until the credential's token expires; Infinity for an API key. */
export function secondsLeft(credential: Credential, nowSeconds: number): number {
  return credential.exp === null ? Infinity : credential.exp - nowSeconds;
}
