import type { IncomingMessage } from 'node:http';
import { header } from '../http';

/** A request's x- headers, which hosted Realtime hands to policies as request.headers. */
export function xHeaders(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of Object.keys(req.headers)) if (name.startsWith('x-')) out[name] = header(req, name) ?? '';
  return out;
}
