import type { EmulatorContext } from '../context';
import type { RouteHandler } from '../http';
import { createApiHandler } from './api';
import { resolveOptions, type StripeEmulatorOptions } from './options';
import { createPagesHandler } from './pages/router';
import { StripeRuntime } from './runtime';

export interface StripeHandler extends RouteHandler {
  runtime: StripeRuntime;
  /** Stops webhook retries and waits for deliveries in flight; call before closing the database. */
  close(): Promise<void>;
}

/**
 * The embedded Stripe: the API under /v1 (for stripe-node via its host/port/protocol
 * options) and the pages under /stripe (hosted checkout, billing portal, events, subscriptions).
 * Mount it on both prefixes.
 */
export function createStripeHandler(ctx: EmulatorContext, options: StripeEmulatorOptions = {}): StripeHandler {
  const runtime = new StripeRuntime(ctx, resolveOptions(ctx, options));
  const api = createApiHandler(runtime);
  const pages = createPagesHandler(runtime);
  runtime.delivery.resumePending().catch((err: unknown) => {
    console.error(JSON.stringify({ level: 'error', msg: 'stripe emulator: could not resume pending webhook deliveries', error: String(err) }));
  });
  const handler: RouteHandler = (req, res, url) => (url.pathname.startsWith('/v1/') ? api(req, res, url) : pages(req, res, url));
  return Object.assign(handler, { runtime, close: () => runtime.delivery.close() });
}
