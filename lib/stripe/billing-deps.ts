import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/supabase/database';
import type Stripe from 'stripe';

/** The two clients billing code works with, passed in so tests can point them anywhere. */
export interface BillingDeps {
  stripe: Stripe;
  /** Service role: billing tables are written by the server only. */
  admin: SupabaseClient<Database>;
}
