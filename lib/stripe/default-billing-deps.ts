import 'server-only';
import { createAdminSupabase } from '@/lib/supabase/admin';
import type { BillingDeps } from './billing-deps';
import { getStripe } from './stripe-client';

export function defaultBillingDeps(): BillingDeps {
  return { stripe: getStripe(), admin: createAdminSupabase() };
}
