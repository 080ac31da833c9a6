import type { IncomingMessage } from 'node:http';
import { apiKeyRole } from '../api-roles';
import { header, HttpError } from '../http';
import { TokenRefused, verifyCredential, type Credential } from './credential';

/**
 * Who a REST broadcast acts as: the API gateway requires one of the project's keys in `apikey`
 * (header or query), then Realtime reads the Bearer token, or the apikey when there is none
 * (hosted's AuthTenant plug). A token that fails is answered 401 "Unauthorized".
 */
export function restCredential(req: IncomingMessage, url: URL, nowSeconds: number): Credential {
  const apikey = header(req, 'apikey') ?? url.searchParams.get('apikey') ?? undefined;
  if (!apikey) throw new HttpError(401, { message: 'No API key found in request' });
  if (!apiKeyRole(apikey)) throw new HttpError(401, { message: 'Invalid API key' });
  const auth = header(req, 'authorization');
  const bearer = auth && /^bearer\s+\S+$/i.test(auth.trim()) ? auth.trim().replace(/^bearer\s+/i, '') : undefined;
  try {
    return verifyCredential(bearer ?? apikey, nowSeconds);
  } catch (err) {
    if (err instanceof TokenRefused) throw new HttpError(401, { message: 'Unauthorized' });
    throw err;
  }
}
