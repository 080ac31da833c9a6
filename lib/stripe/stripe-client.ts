import 'server-only';
import Stripe from 'stripe';
import { serverEnv } from '@/lib/env-server';
import { stripeConnectionOptions } from './stripe-options';

let client: Stripe | undefined;

/**
 * The server's stripe-node client: STRIPE_SECRET_KEY against STRIPE_API_URL (the embedded
 * Stripe by default, https://api.stripe.com with a real key). One per process.
 */
export function getStripe(): Stripe {
  client ??= new Stripe(serverEnv.STRIPE_SECRET_KEY, {
    ...stripeConnectionOptions(serverEnv.STRIPE_API_URL),
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'cuecard-ai' },
  });
  return client;
}
