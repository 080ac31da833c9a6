import { DEV_ANON_JWT, DEV_PUBLISHABLE_KEY, DEV_SECRET_KEY, DEV_SERVICE_ROLE_JWT } from './dev-keys';
import { verifyJwt, type JwtClaims } from './jwt';

/**
 * The database roles a request may run as, whichever service it reaches (REST, Realtime).
 * Anything else a token names (postgres, supabase_auth_admin...) is refused: the emulator's
 * database has no barrier of its own once a role is switched to.
 */
export const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;
export type ApiRole = (typeof API_ROLES)[number];

/** The role a token's claims name, when it is one a request may switch to. */
export function apiRoleOf(claims: JwtClaims): ApiRole | undefined {
  return API_ROLES.find((r) => r === claims.role);
}

/** Each API key and the role it grants, as the Supabase API gateway maps them. */
const API_KEYS = new Map<string, Exclude<ApiRole, 'authenticated'>>([
  [DEV_PUBLISHABLE_KEY, 'anon'],
  [DEV_SECRET_KEY, 'service_role'],
  [DEV_ANON_JWT, 'anon'],
  [DEV_SERVICE_ROLE_JWT, 'service_role'],
]);

/** The role of one of the emulator's API keys (new style or legacy JWT); undefined for anything else. */
export function apiKeyRole(key: string): Exclude<ApiRole, 'authenticated'> | undefined {
  return API_KEYS.get(key);
}

/** True for a new-style key (`sb_publishable_…`, `sb_secret_…`), which is never a JWT. */
export function isOpaqueApiKey(key: string): boolean {
  return API_KEYS.has(key) && key.split('.').length !== 3;
}

/**
 * Tokens whose signature was already verified (ES256 verification costs ~0.1 ms). Keyed by
 * the whole token, so a changed byte is a miss; expiry is still checked on every call.
 */
const verified = new Map<string, JwtClaims>();
const MAX_VERIFIED = 1000;

/** verifyJwt with a cache of signatures already checked; throws JwtError as verifyJwt does. */
export function verifyJwtCached(token: string, nowSeconds: number): JwtClaims {
  const known = verified.get(token);
  if (known && !(typeof known.exp === 'number' && known.exp <= nowSeconds)) return known;
  const claims = verifyJwt(token, nowSeconds);
  if (verified.size >= MAX_VERIFIED) verified.clear();
  verified.set(token, claims);
  return claims;
}
