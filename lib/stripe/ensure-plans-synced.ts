import 'server-only';
import { serverEnv } from '@/lib/env-server';
import { createAdminSupabase } from '@/lib/supabase/admin';
import { getStripe } from './stripe-client';
import { isEmbeddedStripe } from './stripe-options';
import { syncPlansToStripe } from './sync-plans';

let inFlight: Promise<unknown> | null = null;

/**
 * Against the embedded Stripe, the plan table's prices are created on demand before each
 * checkout or plan change: the emulator's data can be reset at any time (npm run db:reset,
 * a fresh e2e run), and a sync that finds everything in place costs one local list call.
 * Against the real Stripe nothing happens here: the operator runs npm run stripe:sync-plans.
 */
export async function ensurePlansSynced(): Promise<void> {
  if (!isEmbeddedStripe(serverEnv.STRIPE_API_URL)) return;
  inFlight ??= syncPlansToStripe(getStripe(), createAdminSupabase()).finally(() => {
    inFlight = null;
  });
  await inFlight;
}
