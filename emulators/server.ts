import http from 'node:http';
import { listeningPort } from '../lib/server/listening-port';
import type { AuthConfig } from './auth/config';
import { CONSENT_PATH } from './auth/google-consent';
import { createAuthHandler } from './auth/handler';
import type { EmulatorContext } from './context';
import { openDatabase } from './db/open-database';
import { HttpError, sendJson, type RouteHandler } from './http';
import { isLoopbackRequest } from './loopback';
import { createMailHandler } from './mail/handler';
import { Mailbox } from './mail/mailbox';
import { assertEmulatorAllowed } from './production-guard';
import type { RealtimeLimits } from './realtime/limits';
import { createRealtimeService, REALTIME_SOCKET_PATH, type RealtimeService } from './realtime/realtime-service';
import { createRestHandler } from './rest/handler';
import { createStripeHandler } from './stripe/handler';
import type { StripeEmulatorOptions } from './stripe/options';
import { ignoreClientResets } from '../lib/server/upgraded-socket';

export interface EmulatorOptions {
  /** 0 picks a free port (tests). */
  port?: number;
  /** Interface to listen on: loopback unless told otherwise (0.0.0.0 exposes the APIs to the network). */
  host?: string;
  /** Persist here; omit for an in-memory database (tests). */
  dataDir?: string;
  siteUrl?: string;
  redirectAllowList?: string[];
  now?: () => number;
  /** Embedded Stripe: webhook URL/secret, enabled events, retry timing (emulators/stripe/options.ts). */
  stripe?: StripeEmulatorOptions;
  /** Longest a database statement may run (ms); default EMULATOR_DB_STATEMENT_TIMEOUT_MS or 5000. */
  statementTimeoutMs?: number;
  /** Auth settings over the environment's (emulators/auth/config.ts), e.g. rate limits in tests. */
  auth?: Partial<AuthConfig>;
  /** Realtime limits over the environment's (emulators/realtime/limits.ts), e.g. for benches. */
  realtime?: Partial<RealtimeLimits>;
}

export interface RunningEmulator {
  url: string;
  port: number;
  context: EmulatorContext;
  /** The embedded Realtime (its counters are read by tests and benches). */
  realtime: RealtimeService;
  close(): Promise<void>;
}

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS, HEAD',
  'access-control-allow-headers':
    'authorization, apikey, content-type, prefer, range, range-unit, accept, accept-profile, content-profile, x-client-info, x-supabase-api-version, x-upsert',
  'access-control-expose-headers': 'content-range, content-location, x-supabase-api-version, x-total-count',
  'access-control-max-age': '86400',
};

/**
 * Pages that act for whoever opens them: the inbox reads every user's e-mail, the consent page
 * signs in as any Google address, the Stripe pages pay, cancel and renew. Only the machine's own
 * browser may use them, even when the APIs are exposed to the network.
 */
const LOOPBACK_ONLY_PREFIXES = ['/inbox', '/stripe', CONSENT_PATH];

/** Starts the embedded Supabase (Auth, REST, Realtime, mail inbox) and Stripe on one port. */
export async function startEmulators(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  assertEmulatorAllowed(process.env);
  const host = options.host ?? '127.0.0.1';
  const opened = await openDatabase({ dataDir: options.dataDir, statementTimeoutMs: options.statementTimeoutMs });
  const server = http.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 54321, host, () => resolve());
  });
  const port = listeningPort(server);
  const publicUrl = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
  const context: EmulatorContext = {
    db: opened.db,
    publicUrl,
    siteUrl: options.siteUrl ?? 'http://localhost:3000',
    redirectAllowList: options.redirectAllowList ?? [],
    mailbox: new Mailbox(),
    now: options.now ?? Date.now,
  };
  const stripe = createStripeHandler(context, options.stripe);
  const realtime = createRealtimeService(context, options.realtime);
  const routes: [string, RouteHandler][] = [
    ['/auth/v1', createAuthHandler(context, options.auth)],
    ['/rest/v1', createRestHandler(context)],
    ['/realtime/v1', realtime.handler],
    ['/inbox', createMailHandler(context)],
    ['/v1', stripe],
    ['/stripe', stripe],
  ];

  server.on('request', (req, res) => {
    for (const [name, value] of Object.entries(CORS_HEADERS)) res.setHeader(name, value);
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const url = new URL(req.url ?? '/', publicUrl);
    const under = (prefix: string) => url.pathname === prefix || url.pathname.startsWith(`${prefix}/`);
    if (LOOPBACK_ONLY_PREFIXES.some(under) && !isLoopbackRequest(req)) {
      sendJson(res, 404, { message: 'Not found' });
      return;
    }
    const route = routes.find(([prefix]) => under(prefix));
    if (!route) {
      if (url.pathname === '/' || url.pathname === '/health') {
        sendJson(res, 200, { name: 'cuecard-emulators', services: routes.map(([p]) => p) });
      } else sendJson(res, 404, { message: 'Not found' });
      return;
    }
    route[1](req, res, url).catch((err: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (err instanceof HttpError) sendJson(res, err.status, err.body);
      else {
        console.error(JSON.stringify({ level: 'error', msg: 'emulator request failed', path: url.pathname, error: String(err) }));
        sendJson(res, 500, { message: 'Internal emulator error' });
      }
    });
  });

  server.on('upgrade', (req, socket, head) => {
    ignoreClientResets(socket);
    const url = new URL(req.url ?? '/', publicUrl);
    if (url.pathname === REALTIME_SOCKET_PATH) realtime.upgrade(req, socket, head, url);
    else socket.end('HTTP/1.1 404 Not Found\r\ncontent-length: 0\r\nconnection: close\r\n\r\n');
  });

  return {
    url: publicUrl,
    port,
    context,
    realtime,
    close: async () => {
      await stripe.close(); // stops webhook retries before the database closes
      realtime.close(); // upgraded sockets are no longer the HTTP server's to close
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await opened.close();
    },
  };
}
