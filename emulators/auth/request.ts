import type { IncomingMessage } from 'node:http';
import type { z } from 'zod';
import { DEV_PUBLISHABLE_KEY, DEV_SECRET_KEY } from '../dev-keys';
import { HttpError, readBody } from '../http';
import { JwtError, verifyJwt, type JwtClaims } from '../jwt';
import { badRequest, forbidden, unauthorized } from './errors';
import { toError } from '../../lib/errors/to-error';

export type KeyRole = 'anon' | 'service_role';

function header(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** Role of an API key (new-style or legacy JWT), or undefined when it is not one of ours. */
function apiKeyRole(key: string, nowSeconds: number): KeyRole | undefined {
  if (key === DEV_PUBLISHABLE_KEY) return 'anon';
  if (key === DEV_SECRET_KEY) return 'service_role';
  try {
    const { role } = verifyJwt(key, nowSeconds);
    return role === 'anon' || role === 'service_role' ? role : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What the Supabase API gateway checks before a request reaches GoTrue: an `apikey`
 * header (or query parameter) holding a valid project key. Its 401 bodies are the gateway's.
 */
export function requireApiKey(req: IncomingMessage, url: URL, nowSeconds: number): KeyRole {
  const key = header(req, 'apikey') ?? url.searchParams.get('apikey') ?? undefined;
  if (!key) {
    throw new HttpError(401, { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' });
  }
  const role = apiKeyRole(key, nowSeconds);
  if (!role) throw new HttpError(401, { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' });
  return role;
}

function bearerToken(req: IncomingMessage): string | undefined {
  const auth = header(req, 'authorization');
  const m = auth ? /^bearer\s+(\S+)$/i.exec(auth.trim()) : null;
  return m ? m[1] : undefined;
}

/** Verifies the bearer token as GoTrue's requireAuthentication does; returns its claims. */
export function requireBearerClaims(req: IncomingMessage, nowSeconds: number): JwtClaims {
  const token = bearerToken(req);
  if (!token) throw unauthorized('no_authorization', 'This endpoint requires a valid Bearer token');
  if (token === DEV_SECRET_KEY) return { role: 'service_role' };
  if (token === DEV_PUBLISHABLE_KEY) return { role: 'anon' };
  try {
    return verifyJwt(token, nowSeconds);
  } catch (err) {
    if (err instanceof JwtError) throw forbidden('bad_jwt', err.message);
    throw err;
  }
}

/** Admin endpoints: the bearer (or, without one, the API key) must carry the service_role. */
export function requireAdmin(req: IncomingMessage, keyRole: KeyRole, nowSeconds: number): void {
  const role = bearerToken(req) ? requireBearerClaims(req, nowSeconds).role : keyRole;
  if (role !== 'service_role' && role !== 'supabase_admin') throw forbidden('not_admin', 'User not allowed');
}

/** Reads and validates a JSON body; GoTrue answers bad_json for unparsable bodies. */
export async function parseBody<S extends z.ZodType>(req: IncomingMessage, schema: S): Promise<z.infer<S>> {
  const raw = (await readBody(req)).toString('utf8');
  let json: unknown = {};
  if (raw.trim() !== '') {
    try {
      json = JSON.parse(raw);
    } catch (err) {
      throw badRequest('bad_json', `Could not parse request body as JSON: ${toError(err).message}`);
    }
  }
  const parsed = schema.safeParse(json ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw badRequest('validation_failed', `${where}${issue?.message ?? 'Invalid request body'}`);
  }
  return parsed.data;
}

/** Reads an application/x-www-form-urlencoded body (the consent page form). */
export async function parseForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new URLSearchParams((await readBody(req, 64_000)).toString('utf8'));
}
