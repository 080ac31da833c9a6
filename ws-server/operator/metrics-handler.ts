// GET /metrics on the ws-server's own port: the server's Prometheus registry as text. The
// numbers say how many interviews run here and how its providers fare, which is no one's
// business but the operator's: with METRICS_TOKEN set, only a request bearing it is answered
// (compared in constant time), anything else gets 401.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Registry } from 'prom-client';
import { toError } from '../../lib/errors/to-error';
import { writeLog } from '../../lib/logging/write-log';

export const METRICS_PATH = '/metrics';

/** Answers GET /metrics; false for any other request, which the caller handles. */
export function createMetricsHandler(registry: Registry, token: string | undefined) {
  // Digests are compared, not the strings: equal lengths whatever was sent, so the time taken says nothing of the token.
  const expected = token === undefined ? undefined : digest(token);
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if ((req.url ?? '').split('?')[0] !== METRICS_PATH || req.method !== 'GET') return false;
    if (expected && !timingSafeEqual(digest(bearer(req.headers.authorization)), expected)) {
      res.writeHead(401, { 'www-authenticate': 'Bearer', 'content-type': 'text/plain', 'cache-control': 'no-store' }).end('Unauthorized');
      return true;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(text),
      (error: unknown) => {
        writeLog('error', 'metrics_failed', { error: toError(error).message });
        res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics unavailable');
      },
    );
    return true;
  };
}

function bearer(header: string | undefined): string {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? '';
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
