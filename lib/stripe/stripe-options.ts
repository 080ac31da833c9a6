import type Stripe from 'stripe';

const REAL_STRIPE_HOST = 'api.stripe.com';

/**
 * stripe-node's connection options for an API base URL: nothing for the real API, and
 * host/port/protocol for anything else (the embedded Stripe on the emulator's port).
 * No server-only import: scripts/stripe-sync-plans.ts uses it outside Next.js.
 */
export function stripeConnectionOptions(apiUrl: string): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  const url = new URL(apiUrl);
  if (url.hostname === REAL_STRIPE_HOST) return {};
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol };
}

/** True when the API base is not Stripe's own (the embedded Stripe, or a local stand-in). */
export function isEmbeddedStripe(apiUrl: string): boolean {
  return new URL(apiUrl).hostname !== REAL_STRIPE_HOST;
}
