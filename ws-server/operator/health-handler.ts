// GET /healthz and GET /readyz on the ws-server's own port, for the load balancer and the
// orchestrator. /healthz answers 200 while the process lives (a restart is the cure for a
// process that stops answering it). /readyz answers 200 only while this process takes new
// sessions: not draining and its database reachable; otherwise 503 with the reason, so the
// load balancer sends new sockets elsewhere while the sessions already here carry on.
import type { IncomingMessage, ServerResponse } from 'node:http';

export const HEALTHZ_PATH = '/healthz';
export const READYZ_PATH = '/readyz';

export type Readiness = { ready: true } | { ready: false; reason: 'draining' | 'database_unreachable' };

/** Answers GET and HEAD /healthz and /readyz; false for any other request, which the caller handles. */
export function createHealthHandler(readiness: () => Promise<Readiness>) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const path = (req.url ?? '').split('?')[0];
    if ((path !== HEALTHZ_PATH && path !== READYZ_PATH) || !['GET', 'HEAD'].includes(req.method ?? '')) return false;
    const reply = (status: number, body: Record<string, string>) => {
      const text = JSON.stringify(body);
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'content-length': String(Buffer.byteLength(text)) });
      res.end(req.method === 'HEAD' ? undefined : text);
    };
    if (path === HEALTHZ_PATH) {
      reply(200, { status: 'ok' });
      return true;
    }
    void readiness().then(
      (r) => (r.ready ? reply(200, { status: 'ready' }) : reply(503, { status: 'not_ready', reason: r.reason })),
      () => reply(503, { status: 'not_ready', reason: 'database_unreachable' }),
    );
    return true;
  };
}
