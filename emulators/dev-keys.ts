/**
 * Fixed development keys of the embedded Supabase, like the ones `supabase start` prints.
 * They are public by design (they are in this repository): the app refuses them when
 * NODE_ENV=production (lib/env.ts). Never use them against a hosted project.
 */
import crypto from 'node:crypto';

/** Legacy HS256 secret that signs the anon and service_role API-key JWTs. */
export const DEV_JWT_SECRET = 'cuecard-local-dev-jwt-secret-f6a21c8b62ac320a8c8aafbd09935f6f';

/** ES256 key that signs user access tokens; its public half is served at /auth/v1/.well-known/jwks.json. */
export const DEV_SIGNING_JWK = {
  kty: 'EC',
  crv: 'P-256',
  x: 'uT4gn_cGxJxRVCLb_nCJX5HOYprTi_pjbt6bfG08UJI',
  y: 'RmXGgz2-zlbTrPwxIleuw_5iPkGd4EAomNvgK7HR4go',
  d: 'QQDqJZF12-KPWpp9CeRtMcU49F5dTz5thfa22kEPQ98',
} as const;
export const DEV_SIGNING_KID = 'cuecard-dev-es256-1';

/** New-style API keys (Supabase's publishable/secret keys); defined with the app's defaults. */
import { DEV_PUBLISHABLE_KEY, DEV_SECRET_KEY } from '../lib/dev-defaults';
export { DEV_PUBLISHABLE_KEY, DEV_SECRET_KEY };

function hs256(payload: Record<string, unknown>): string {
  const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const body = `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc(payload)}`;
  return `${body}.${crypto.createHmac('sha256', DEV_JWT_SECRET).update(body).digest('base64url')}`;
}

/** Legacy-style API keys: long-lived HS256 JWTs with role anon / service_role (iat 2024-01-01, exp 2099-12-31). */
export const DEV_ANON_JWT = hs256({ iss: 'supabase-demo', role: 'anon', iat: 1704067200, exp: 4102358400 });
export const DEV_SERVICE_ROLE_JWT = hs256({ iss: 'supabase-demo', role: 'service_role', iat: 1704067200, exp: 4102358400 });
