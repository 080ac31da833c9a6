// Shared set-up for the billing-*.test.ts suites: the embedded Supabase and the embedded
// Stripe on one in-memory database (as `npm run emulators` runs them), the app's billing
// code pointed at both, and helpers that act as Stripe's customer would.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SupabaseClient } from '@supabase/supabase-js';
import Stripe from 'stripe';
import { HttpError, sendJson } from '../../emulators/http';
import type { RunningEmulator } from '../../emulators/server';
import { STRIPE_DEV_SECRET_KEY, STRIPE_DEV_WEBHOOK_SECRET } from '../../emulators/stripe/dev-keys';
import { createStripeHandler, type StripeHandler } from '../../emulators/stripe/handler';
import type { BillingDeps } from '../../lib/stripe/billing-deps';
import { serviceClient, startTestEmulator } from './helpers/emulator';
import { seededRandom } from '../../lib/random/seeded-random';

export const SITE_URL = 'http://localhost:3999';
export const WEBHOOK_SECRET = STRIPE_DEV_WEBHOOK_SECRET;

export interface BillingHarness {
  em: RunningEmulator;
  stripeUrl: string;
  stripe: Stripe;
  admin: SupabaseClient;
  deps: BillingDeps;
  handler: StripeHandler;
  close(): Promise<void>;
}

/**
 * The emulator on a free port, and its Stripe on a second server over the same database
 * (events recorded, not delivered: tests deliver them to the route themselves), optionally on
 * a clock of the test's own (`stripeNow`, in ms) so periods can pass. Also sets
 * the environment the app's modules read, so import those after this resolves.
 */
export async function startBillingHarness(options: { stripeNow?: () => number } = {}): Promise<BillingHarness> {
  const em = await startTestEmulator({ siteUrl: SITE_URL });
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const stripeUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const handler = createStripeHandler({ ...em.context, publicUrl: stripeUrl, ...(options.stripeNow ? { now: options.stripeNow } : {}) }, { webhookUrl: null });
  server.on('request', (req, res) => {
    handler(req, res, new URL(req.url ?? '/', stripeUrl)).catch((err: unknown) => {
      if (err instanceof HttpError) sendJson(res, err.status, err.body);
      else sendJson(res, 500, { message: String(err) });
    });
  });
  Object.assign(process.env, {
    NEXT_PUBLIC_SUPABASE_URL: em.url,
    NEXT_PUBLIC_SITE_URL: SITE_URL,
    STRIPE_API_URL: stripeUrl,
    STRIPE_SECRET_KEY: STRIPE_DEV_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });
  const port = Number(new URL(stripeUrl).port);
  // Retries as the app's client has them (lib/stripe/stripe-client.ts): a concurrent request with the same idempotency key gets 409 and retries.
  const stripe = new Stripe(STRIPE_DEV_SECRET_KEY, { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 2 });
  const admin = serviceClient(em);
  return {
    em,
    stripeUrl,
    stripe,
    admin,
    deps: { stripe, admin },
    handler,
    close: async () => {
      await handler.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await em.close();
    },
  };
}

let counter = 0;
/** A confirmed user with an onboarded profile on plan 1. */
export async function createUser(h: BillingHarness, label = 'buyer'): Promise<{ id: string; email: string }> {
  counter += 1;
  const email = `${label}-${Date.now().toString(36)}-${counter}@example.com`;
  const { data, error } = await h.admin.auth.admin.createUser({ email, password: 'correct horse battery', email_confirm: true });
  if (error) throw error;
  return { id: data.user!.id, email };
}

/** Pays a Checkout Session on the emulator's hosted page, as a person with a test card would. */
export async function payCheckout(h: BillingHarness, sessionId: string, card = '4242 4242 4242 4242'): Promise<Response> {
  const form = new URLSearchParams({ name: 'Ada Lovelace', number: card, expiry: '12 / 34', cvc: '123', email: 'payer@example.com' });
  return fetch(`${h.stripeUrl}/stripe/checkout/${sessionId}`, { method: 'POST', body: form, redirect: 'manual' });
}

/** Moves a subscription to its next period on the emulator (a renewal paid or failed). */
export async function advancePeriod(h: BillingHarness, subscriptionId: string, outcome: 'paid' | 'failed'): Promise<void> {
  const res = await fetch(`${h.stripeUrl}/stripe/subscriptions/${subscriptionId}/advance`, { method: 'POST', body: new URLSearchParams({ outcome }), redirect: 'manual' });
  if (res.status !== 303) throw new Error(`advance failed: ${res.status} ${await res.text()}`);
}

/** A webhook request signed exactly as Stripe signs it. */
export function signedWebhook(stripe: Stripe, payload: string, secret = WEBHOOK_SECRET): Request {
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret });
  return new Request(`${SITE_URL}/api/stripe/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });
}

/** A small seedable PRNG: the same seed replays the same orders. */
export const prng = seededRandom;
