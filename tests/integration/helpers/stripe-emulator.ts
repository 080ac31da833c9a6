import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { EmulatorContext } from '../../../emulators/context';
import { openDatabase } from '../../../emulators/db/open-database';
import { HttpError, sendJson } from '../../../emulators/http';
import { Mailbox } from '../../../emulators/mail/mailbox';
import { STRIPE_DEV_SECRET_KEY } from '../../../emulators/stripe/dev-keys';
import { createStripeHandler, type StripeHandler } from '../../../emulators/stripe/handler';
import type { StripeEmulatorOptions } from '../../../emulators/stripe/options';

export interface TestStripe {
  /** Base URL, e.g. http://127.0.0.1:41234 */
  url: string;
  port: number;
  /** stripe-node pointed at the emulator, as the app configures it. */
  stripe: Stripe;
  handler: StripeHandler;
  close(): Promise<void>;
}

/** stripe-node against an emulator on `port`, with no retries so tests see each answer. */
export function stripeClient(port: number, key = STRIPE_DEV_SECRET_KEY): Stripe {
  return new Stripe(key, { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 });
}

/**
 * The embedded Stripe alone on a free port, with a fresh in-memory database (the same
 * migrated template the emulator uses), mounted on /v1 and /stripe as server.ts mounts it.
 */
export async function startTestStripe(options: StripeEmulatorOptions & { now?: () => number; dataDir?: string } = {}): Promise<TestStripe> {
  const opened = await openDatabase({ dataDir: options.dataDir });
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;
  const ctx: EmulatorContext = { db: opened.db, publicUrl: url, siteUrl: 'http://localhost:3999', redirectAllowList: [], mailbox: new Mailbox(), now: options.now ?? Date.now };
  const handler = createStripeHandler(ctx, { webhookUrl: null, ...options });
  server.on('request', (req, res) => {
    const reqUrl = new URL(req.url ?? '/', url);
    handler(req, res, reqUrl).catch((err: unknown) => {
      if (err instanceof HttpError) sendJson(res, err.status, err.body);
      else sendJson(res, 500, { message: String(err) });
    });
  });
  return {
    url,
    port,
    stripe: stripeClient(port),
    handler,
    close: async () => {
      await handler.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await opened.close();
    },
  };
}

export interface ReceivedWebhook {
  rawBody: string;
  signature: string;
  event: { id: string; type: string; data: { object: Record<string, unknown>; previous_attributes?: Record<string, unknown> } };
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** Resolves with the first delivery matching `predicate` (already received or still to come). */
  waitFor(predicate: (w: ReceivedWebhook) => boolean, timeoutMs?: number): Promise<ReceivedWebhook>;
  close(): Promise<void>;
}

/** A local webhook endpoint; `respond` picks the status for each delivery (default 200). */
export async function startWebhookReceiver(respond: (w: ReceivedWebhook, index: number) => number = () => 200): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  let waiters: { predicate: (w: ReceivedWebhook) => boolean; resolve: (w: ReceivedWebhook) => void }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const hook: ReceivedWebhook = { rawBody, signature: String(req.headers['stripe-signature'] ?? ''), event: JSON.parse(rawBody) };
      const status = respond(hook, received.length);
      received.push(hook);
      res.writeHead(status, { 'content-type': 'application/json' }).end('{}');
      waiters = waiters.filter((w) => (w.predicate(hook) ? (w.resolve(hook), false) : true));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/api/stripe/webhook`,
    received,
    waitFor(predicate, timeoutMs = 10_000) {
      const found = received.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('webhook not received in time')), timeoutMs);
        waiters.push({ predicate, resolve: (w) => (clearTimeout(timer), resolve(w)) });
      });
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
