import type { IncomingHttpHeaders } from 'node:http';
import { DEV_ANON_JWT, DEV_PUBLISHABLE_KEY, DEV_SECRET_KEY, DEV_SERVICE_ROLE_JWT } from '../dev-keys';
import { JwtError, verifyJwt, type JwtClaims } from '../jwt';
import { RestError } from './errors';

/** Who a request runs as: the database role to switch to and the claims RLS policies read. */
export interface RequestRole {
  role: 'anon' | 'authenticated' | 'service_role';
  claims: JwtClaims;
}

/** The only roles a request may switch to; anything else (postgres, supabase_auth_admin...) is refused. */
const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;

/** Each API key and the role it grants, as the Supabase API gateway maps them. */
const API_KEYS = new Map<string, RequestRole['role']>([
  [DEV_PUBLISHABLE_KEY, 'anon'],
  [DEV_SECRET_KEY, 'service_role'],
  [DEV_ANON_JWT, 'anon'],
  [DEV_SERVICE_ROLE_JWT, 'service_role'],
]);

/**
 * Tokens whose signature was already verified (ES256 verification costs ~0.1 ms per request).
 * Keyed by the whole token, so a changed byte is a miss; expiry is still checked every time.
 */
const verified = new Map<string, JwtClaims>();
const MAX_VERIFIED = 1000;

function verifyCached(token: string, nowSeconds: number): JwtClaims {
  const known = verified.get(token);
  if (known && !(typeof known.exp === 'number' && known.exp <= nowSeconds)) return known;
  const claims = verifyJwt(token, nowSeconds);
  if (verified.size >= MAX_VERIFIED) verified.clear();
  verified.set(token, claims);
  return claims;
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
}

function jwtRefused(code: 'PGRST301' | 'PGRST303', message: string): RestError {
  return new RestError(401, code, message, null, null, {
    'www-authenticate': `Bearer error="invalid_token", error_description="${message}"`,
  });
}

/**
 * Resolves the role the way Supabase's gateway and PostgREST do together: the apikey is
 * required and must be known; a Bearer JWT (a user's ES256 access token or a legacy HS256
 * key) decides the role and claims; a Bearer that is an API key, or no Bearer, falls back to
 * the apikey's role. `apikeyParam` is the `?apikey=` query parameter the gateway also accepts.
 */
export function resolveRequestRole(headers: IncomingHttpHeaders, nowSeconds: number, apikeyParam?: string | null): RequestRole {
  const apikey = header(headers, 'apikey') ?? apikeyParam ?? undefined;
  if (!apikey) {
    throw new RestError(401, 'PGRST301', 'No API key found in request', null, 'No `apikey` request header or url param was found.');
  }
  const keyRole = API_KEYS.get(apikey);
  if (!keyRole) {
    throw new RestError(401, 'PGRST301', 'Invalid API key', null, 'Double check your Supabase `anon` or `service_role` API key.');
  }
  const auth = header(headers, 'authorization');
  const bearer = auth && /^bearer\s+/i.test(auth) ? auth.replace(/^bearer\s+/i, '').trim() : undefined;
  if (!bearer || (API_KEYS.has(bearer) && bearer.split('.').length !== 3)) {
    return { role: keyRole, claims: { iss: 'supabase', role: keyRole } };
  }
  let claims: JwtClaims;
  try {
    claims = verifyCached(bearer, nowSeconds);
  } catch (err) {
    if (err instanceof JwtError && err.reason === 'expired') throw jwtRefused('PGRST303', 'JWT expired');
    if (err instanceof JwtError && err.reason === 'algorithm') throw jwtRefused('PGRST301', 'Wrong or unsupported encoding algorithm');
    if (err instanceof JwtError && err.reason === 'signature') throw jwtRefused('PGRST301', 'JWT cryptographic operation failed');
    const parts = bearer.split('.').length;
    throw jwtRefused('PGRST301', parts === 3 ? 'JWT cryptographic operation failed' : `Expected 3 parts in JWT; got ${parts}`);
  }
  const role = API_ROLES.find((r) => r === claims.role);
  if (!role) throw jwtRefused('PGRST301', `JWT role "${String(claims.role).slice(0, 40)}" is not allowed`);
  return { role, claims };
}
