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
