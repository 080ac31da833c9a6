import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { liveSubscriptions } from './live-subscriptions';
import { getStripe } from './stripe-client';

/**
 * Cancels, immediately, every subscription of the user that still bills, before their
 * account is deleted: a deleted account must never be charged again. Returns how many.
 */
export async function cancelCustomerSubscriptions(admin: SupabaseClient, userId: string): Promise<number> {
  const { data, error } = await admin.from('billing_customer').select('stripe_customer_id').eq('profile_id', userId).maybeSingle();
  if (error) throw new Error(`billing_customer: ${error.message}`);
  if (!data?.stripe_customer_id) return 0;
  const stripe = getStripe();
  const live = await liveSubscriptions(stripe, data.stripe_customer_id);
  for (const sub of live) await stripe.subscriptions.cancel(sub.id);
  return live.length;
}
