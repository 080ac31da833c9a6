import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * An error as GoTrue reports it. Rendering depends on the X-Supabase-Api-Version request
 * header, like GoTrue's HandleResponseError: clients sending 2024-01-01 or later (every
 * current auth-js) get {code: <error code>, message}, older ones {code: <status>, error_code, msg}.
 */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly weakPasswordReasons?: string[],
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

export const badRequest = (code: string, msg: string) => new AuthError(400, code, msg);
export const unauthorized = (code: string, msg: string) => new AuthError(401, code, msg);
export const forbidden = (code: string, msg: string) => new AuthError(403, code, msg);
export const notFound = (code: string, msg: string) => new AuthError(404, code, msg);
export const unprocessable = (code: string, msg: string) => new AuthError(422, code, msg);
export const tooManyRequests = (code: string, msg: string) => new AuthError(429, code, msg);

export const weakPassword = (msg: string, reasons: string[]) => new AuthError(422, 'weak_password', msg, reasons);

const API_VERSION_HEADER = 'x-supabase-api-version';
const API_VERSION_2024 = Date.UTC(2024, 0, 1);

/** The API version the client asked for, if it is a date GoTrue knows (only 2024-01-01 so far). */
function requestedApiVersion(req: IncomingMessage): string | undefined {
  const raw = req.headers[API_VERSION_HEADER];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const t = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(t) && t >= API_VERSION_2024 ? '2024-01-01' : undefined;
}

export function sendAuthError(req: IncomingMessage, res: ServerResponse, err: AuthError): void {
  const version = requestedApiVersion(req);
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
  const weak = err.weakPasswordReasons ? { weak_password: { reasons: err.weakPasswordReasons } } : {};
  let body: Record<string, unknown>;
  if (version) {
    headers[API_VERSION_HEADER] = version;
    body = { code: err.errorCode, message: err.message, ...weak };
  } else {
    body = { code: err.status, error_code: err.errorCode, msg: err.message, ...weak };
  }
  res.writeHead(err.status, headers);
  res.end(JSON.stringify(body));
}
