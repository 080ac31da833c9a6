/**
 * The embedded defaults a fresh clone runs on: local URLs and the emulator's fixed,
 * public development keys (like the ones `supabase start` prints). lib/env.ts refuses
 * the keys when NODE_ENV=production.
 */
export const DEV_SUPABASE_URL = 'http://127.0.0.1:54321';
export const DEV_PUBLISHABLE_KEY = 'sb_publishable_cuecard_local_dev_0000000000';
export const DEV_SECRET_KEY = 'sb_secret_cuecard_local_dev_00000000000000';
export const DEV_SITE_URL = 'http://localhost:3000';
export const DEV_WS_URL = 'ws://localhost:8787';

/** The embedded Stripe (same process and port as the Supabase emulator) and its public dev keys. */
export const DEV_STRIPE_API_URL = 'http://127.0.0.1:54321';
export const DEV_STRIPE_SECRET_KEY = 'sk_test_cuecard_local_dev_00000000000000000000';
export const DEV_STRIPE_WEBHOOK_SECRET = 'whsec_cuecard_local_dev_0000000000000000000000';
