// The project's public signing keys (`/auth/v1/.well-known/jwks.json`), fetched, cached and
// refreshed by jose's remote key set, as supabase-js does: kept ten minutes, fetched again early
// when a token names a key we do not have (key rotation), but never more than once per
// `minRefetchMs`, so bad tokens cannot make us hammer the auth server.
import { createRemoteJWKSet, customFetch, type JWTVerifyGetKey } from 'jose';

export interface JwksCacheOptions {
  url: string;
  ttlMs?: number;
  minRefetchMs?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export type JwksCache = JWTVerifyGetKey;

export function createJwksCache(options: JwksCacheOptions): JwksCache {
  return createRemoteJWKSet(new URL(options.url), {
    cacheMaxAge: options.ttlMs ?? 10 * 60_000,
    cooldownDuration: options.minRefetchMs ?? 30_000,
    timeoutDuration: options.timeoutMs ?? 5_000,
    ...(options.fetch ? { [customFetch]: options.fetch } : {}),
  });
}
