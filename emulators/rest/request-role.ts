import type { IncomingHttpHeaders } from 'node:http';
import { apiKeyRole, apiRoleOf, isOpaqueApiKey, verifyJwtCached, type ApiRole } from '../api-roles';
import { JwtError, type JwtClaims } from '../jwt';
import { RestError } from './errors';

/** Who a request runs as: the database role to switch to and the claims RLS policies read. */
export interface RequestRole {
  role: ApiRole;
  claims: JwtClaims;
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
  const keyRole = apiKeyRole(apikey);
  if (!keyRole) {
    throw new RestError(401, 'PGRST301', 'Invalid API key', null, 'Double check your Supabase `anon` or `service_role` API key.');
  }
  const auth = header(headers, 'authorization');
  const bearer = auth && /^bearer\s+/i.test(auth) ? auth.replace(/^bearer\s+/i, '').trim() : undefined;
  if (!bearer || isOpaqueApiKey(bearer)) {
    return { role: keyRole, claims: { iss: 'supabase', role: keyRole } };
  }
  let claims: JwtClaims;
  try {
    claims = verifyJwtCached(bearer, nowSeconds);
  } catch (err) {
    if (err instanceof JwtError && err.reason === 'expired') throw jwtRefused('PGRST303', 'JWT expired');
    if (err instanceof JwtError && err.reason === 'algorithm') throw jwtRefused('PGRST301', 'Wrong or unsupported encoding algorithm');
    if (err instanceof JwtError && err.reason === 'signature') throw jwtRefused('PGRST301', 'JWT cryptographic operation failed');
    const parts = bearer.split('.').length;
    throw jwtRefused('PGRST301', parts === 3 ? 'JWT cryptographic operation failed' : `Expected 3 parts in JWT; got ${parts}`);
  }
  const role = apiRoleOf(claims);
  if (!role) throw jwtRefused('PGRST301', `JWT role "${String(claims.role).slice(0, 40)}" is not allowed`);
  return { role, claims };
}
