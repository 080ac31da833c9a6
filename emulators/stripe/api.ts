import type { IncomingMessage, ServerResponse } from 'node:http';
import { DbError } from '../db/types';
import { header, readBody, sendJson } from '../http';
import { API_ROUTES } from './api-routes';
import { authenticationError, StripeApiError, unrecognizedUrl } from './errors';
import { EVENT_API_VERSION } from './events';
import { FormBodyError, parseFormBody } from './form-body';
import { IdempotencyKeys, type SavedResponse } from './idempotency';
import { newId } from './ids';
import { Params } from './params';
import type { StripeRuntime } from './runtime';

function apiKeyOf(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization ?? '';
  const bearer = /^Bearer\s+(\S+)$/i.exec(header);
  if (bearer) return bearer[1];
  // curl -u sk_test_…: sends the key as the Basic user name.
  const basic = /^Basic\s+(\S+)$/i.exec(header);
  if (basic) return Buffer.from(basic[1], 'base64').toString('utf8').split(':')[0];
  return undefined;
}

function checkKey(req: IncomingMessage, keys: string[]): void {
  const key = apiKeyOf(req);
  if (!key) {
    throw authenticationError(
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). The embedded Stripe accepts the key in emulators/stripe/dev-keys.ts.",
    );
  }
  if (!keys.includes(key)) throw authenticationError(`Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`);
}

function toErrorResponse(err: unknown, path: string): SavedResponse {
  if (err instanceof StripeApiError) return { status: err.status, body: err.toJSON() };
  if (err instanceof FormBodyError) return { status: 400, body: { error: { type: 'invalid_request_error', message: err.message, param: err.param } } };
  console.error(JSON.stringify({ level: 'error', msg: 'stripe emulator request failed', path, error: String(err), code: err instanceof DbError ? err.code : undefined }));
  return { status: 500, body: { error: { type: 'api_error', message: 'An unexpected error occurred in the Stripe emulator; see its log.' } } };
}

/** Answers Stripe API requests under /v1 the way api.stripe.com does, for stripe-node. */
export function createApiHandler(rt: StripeRuntime) {
  const idempotency = new IdempotencyKeys(rt.ctx.db);
  return async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    const method = req.method ?? 'GET';
    const requestId = newId('request');
    const idempotencyKey = method === 'POST' ? (header(req, 'idempotency-key') ?? null) : null;
    const headers: Record<string, string> = {
      'request-id': requestId,
      'stripe-version': header(req, 'stripe-version') ?? EVENT_API_VERSION,
      'cache-control': 'no-cache, no-store',
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey, 'original-request': requestId } : {}),
    };
    let raw = '';
    const run = async (): Promise<SavedResponse> => {
      try {
        const route = API_ROUTES.find((r) => r.method === method && r.pattern.test(url.pathname));
        if (!route) throw unrecognizedUrl(method, url.pathname);
        const params = new Params(parseFormBody(raw));
        const path = route.pattern.exec(url.pathname)!.slice(1).map(decodeURIComponent);
        const body = await route.handle({ rt, params, path, eventRequest: { id: requestId, idempotency_key: idempotencyKey } });
        return { status: 200, body };
      } catch (err) {
        return toErrorResponse(err, url.pathname);
      }
    };
    try {
      checkKey(req, rt.options.apiKeys);
      raw = method === 'POST' ? (await readBody(req)).toString('utf8') : url.search.replace(/^\?/, '');
      const response = idempotencyKey ? await idempotency.run(idempotencyKey, method, url.pathname, raw, run) : { ...(await run()), replayed: false };
      if ('replayed' in response && response.replayed) headers['idempotent-replayed'] = 'true';
      if (response.status >= 400 && response.status < 500) headers['stripe-should-retry'] = 'false';
      sendJson(res, response.status, response.body, headers);
    } catch (err) {
      const response = toErrorResponse(err, url.pathname);
      if (response.status !== 409) headers['stripe-should-retry'] = 'false';
      sendJson(res, response.status, response.body, headers);
    }
  };
}
