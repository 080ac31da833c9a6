// npm run stripe:sync-plans: creates or updates the Stripe products and prices for the plan
// table (idempotent by lookup key) and stores their ids on the plans. Reads .env/.env.local:
// STRIPE_SECRET_KEY and STRIPE_API_URL (the embedded Stripe by default), and the Supabase URL
// and secret key of the database whose plans to sell.
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import Stripe from 'stripe';
import { parseEnv, publicEnvSchema, serverEnvSchema } from '../lib/env-schema';
import { stripeConnectionOptions } from '../lib/stripe/stripe-options';
import { syncPlansToStripe } from '../lib/stripe/sync-plans';
import type { Database } from '../lib/supabase/database';
import { loadDotEnv } from '../lib/server/load-dot-env';
import { toError } from '../lib/errors/to-error';

async function main() {
  loadDotEnv(path.resolve(__dirname, '..'));
  const server = parseEnv(serverEnvSchema, {
    SUPABASE_SECRET_KEY: process.env.SUPABASE_SECRET_KEY ?? process.env.SUPABASE_SERVICE_ROLE_KEY,
    STRIPE_SECRET_KEY: process.env.STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: process.env.STRIPE_WEBHOOK_SECRET,
    STRIPE_API_URL: process.env.STRIPE_API_URL,
  }, 'server');
  const pub = parseEnv(publicEnvSchema, { NEXT_PUBLIC_SUPABASE_URL: process.env.NEXT_PUBLIC_SUPABASE_URL }, 'public');
  const stripe = new Stripe(server.STRIPE_SECRET_KEY, { ...stripeConnectionOptions(server.STRIPE_API_URL), maxNetworkRetries: 2 });
  const admin = createClient<Database>(pub.NEXT_PUBLIC_SUPABASE_URL, server.SUPABASE_SECRET_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
  const mode = server.STRIPE_SECRET_KEY.startsWith('sk_live_') ? 'LIVE' : 'test';
  console.log(`Syncing plans from ${pub.NEXT_PUBLIC_SUPABASE_URL} to Stripe at ${server.STRIPE_API_URL} (${mode} mode)`);
  const results = await syncPlansToStripe(stripe, admin);
  if (results.length === 0) console.log('No paid plans to sync.');
  for (const r of results) console.log(`  plan ${r.planId}  ${r.lookupKey.padEnd(28)} ${r.priceId}  ${r.productId}  ${r.outcome}`);
}

main().catch((err: unknown) => {
  console.error(`stripe:sync-plans failed: ${toError(err).message}`);
  process.exit(1);
});
